import { useEffect, type RefObject } from 'react';

/** The CSS property the page's scroll padding reads: the pinned bar's height as it is drawn now. */
const PINNED_BAR_HEIGHT_PROPERTY = '--pinned-bar-height';

/**
 * Keeps the page's bottom scroll padding equal to a pinned action bar's real height, so keyboard
 * focus and in-page scrolling stop every control above the bar, never under it. A fixed guess
 * fails as soon as the bar grows: an error shown inside it, larger text, a wider safe area.
 */
export function usePinnedBarHeight(bar: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = bar.current;
    const root = document.documentElement;
    if (!element) return;
    const measure = () => root.style.setProperty(PINNED_BAR_HEIGHT_PROPERTY, `${Math.ceil(element.getBoundingClientRect().height)}px`);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(PINNED_BAR_HEIGHT_PROPERTY);
    };
  }, [bar]);
}
