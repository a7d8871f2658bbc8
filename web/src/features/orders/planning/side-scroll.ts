import { type RefObject, useCallback, useEffect, useState } from 'react';

export interface SideScroll {
  /** Columns lie hidden on the left (scrolled away). */
  before: boolean;
  /** Columns lie hidden on the right. */
  after: boolean;
  /** Scrolls by most of the visible width, -1 to the left, 1 to the right. */
  scroll: (direction: -1 | 1) => void;
}

/** Half a pixel of rounding (zoomed pages) is no hidden column. */
const SLACK = 1;

/**
 * Whether a horizontally scrolling box hides content on either side. Overlay scrollbars (macOS,
 * touch pads) show nothing until one scrolls, so a wide table needs its own hint that more is there.
 */
export function useSideScroll(ref: RefObject<HTMLElement | null>): SideScroll {
  const [state, setState] = useState({ before: false, after: false });
  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const before = el.scrollLeft > SLACK;
    const after = el.scrollLeft + el.clientWidth < el.scrollWidth - SLACK;
    setState((s) => (s.before === before && s.after === after ? s : { before, after }));
  }, [ref]);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    if (el.firstElementChild) observer?.observe(el.firstElementChild);
    return () => {
      el.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [ref, measure]);

  const scroll = useCallback(
    (direction: -1 | 1) => {
      const el = ref.current;
      el?.scrollBy({ left: direction * Math.max(120, el.clientWidth * 0.8), behavior: 'smooth' });
    },
    [ref],
  );
  return { ...state, scroll };
}
