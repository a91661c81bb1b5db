import { useRef, type PointerEvent } from 'react';

/** A swipe counts once the finger has travelled 50 px (docs/product.md#stories-view). */
const SWIPE_THRESHOLD_PX = 50;

interface SwipeOptions {
  /** Swipe left (or up, on the y axis). */
  onNext: () => void;
  /** Swipe right (or down). */
  onPrevious: () => void;
  axis?: 'x' | 'y';
}

/**
 * Pointer events cover touch, pen and mouse drags with one code path. Pair the element with
 * `touch-action: pan-y` (or pan-x) so the browser leaves the swipe axis to us.
 */
export function useSwipe({ onNext, onPrevious, axis = 'x' }: SwipeOptions) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);

  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      const [along, across] = axis === 'x' ? [dx, dy] : [dy, dx];
      // A mostly-diagonal drag is a scroll that wandered, not a swipe.
      if (Math.abs(along) < SWIPE_THRESHOLD_PX || Math.abs(along) < Math.abs(across)) return;
      if (along < 0) onNext();
      else onPrevious();
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}
