import { useEffect } from 'react';

/**
 * Keeps what the browser scrolls into view — a field that gets the focus (the phone's keyboard opens, "next"
 * on the keyboard, Tab), a link reached by keyboard — clear of a bar docked at the bottom of the screen
 * (a floating action button, an action bar): the page's scroll-padding-bottom follows the bar's height plus
 * its distance from the bottom (the shell's footer beneath it), also when the bar grows or shrinks. Takes
 * the element itself (a callback ref's state), so a bar that appears after a loading state is followed too.
 */
export function useScrollClearOf(el: HTMLElement | null): void {
  useEffect(() => {
    if (!el) return;
    const root = document.documentElement;
    const before = root.style.scrollPaddingBottom;
    const update = () => {
      const offset = Number.parseFloat(getComputedStyle(el).bottom) || 0;
      root.style.scrollPaddingBottom = `${Math.ceil(el.getBoundingClientRect().height + offset)}px`;
    };
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      root.style.scrollPaddingBottom = before;
    };
  }, [el]);
}
