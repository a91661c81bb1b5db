import { useCallback, useEffect, useState } from 'react';
import { useSwipe } from '../../../shared/hooks/use-swipe';

export type StoryDirection = 'forward' | 'back';

interface StoryNavigationOptions {
  /** How many matches there are; the index may reach `count`, the "No More Matches" card. */
  count: number;
  initialIndex: number;
  /** Keys are ignored while a dialog or the menu has the floor. */
  keysEnabled: boolean;
}

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/**
 * Browsing (docs/product.md#stories-view): the index moves by one per swipe (50 px, up advances, down goes back) or per
 * arrow key (ArrowUp advances, ArrowDown goes back).
 */
export function useStoryNavigation({ count, initialIndex, keysEnabled }: StoryNavigationOptions) {
  const [index, setIndex] = useState(initialIndex);
  const [direction, setDirection] = useState<StoryDirection>('forward');
  // Removing a match can shorten the list under the current index.
  const current = Math.min(index, count);

  const next = useCallback(() => {
    setDirection('forward');
    setIndex((value) => Math.min(Math.min(value, count) + 1, count));
  }, [count]);

  const previous = useCallback(() => {
    setDirection('back');
    setIndex((value) => Math.max(Math.min(value, count) - 1, 0));
  }, [count]);

  useEffect(() => {
    if (!keysEnabled) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || isTyping(event.target)) return;
      if (event.key === 'ArrowUp') next();
      else if (event.key === 'ArrowDown') previous();
      else return;
      event.preventDefault();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [keysEnabled, next, previous]);

  const swipe = useSwipe({ onNext: next, onPrevious: previous, axis: 'y' });

  return { index: current, direction, next, previous, swipe };
}
