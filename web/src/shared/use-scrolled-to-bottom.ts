import { useEffect, useState } from 'react';

/** How close to the end of the page counts as the bottom (px): rounding of zoomed pages leaves a few. */
const SLACK_PX = 8;

/**
 * True while the window is scrolled to the bottom of a page taller than the screen. A page that does not
 * scroll is never "at the bottom": nothing hides there, since nothing can be scrolled into view.
 */
export function isScrolledToBottom(viewportHeight: number, scrollY: number, pageHeight: number): boolean {
  return pageHeight > viewportHeight + SLACK_PX && viewportHeight + scrollY >= pageHeight - SLACK_PX;
}

/** Whether the window is scrolled to the bottom; follows scrolling, resizing and content that grows. */
export function useScrolledToBottom(): boolean {
  const [atBottom, setAtBottom] = useState(false);
  useEffect(() => {
    const update = () =>
      setAtBottom(isScrolledToBottom(window.innerHeight, window.scrollY, document.documentElement.scrollHeight));
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    // A list that loads more rows makes the page taller without a scroll event.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      observer?.disconnect();
    };
  }, []);
  return atBottom;
}
