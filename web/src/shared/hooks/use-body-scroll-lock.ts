import { useEffect } from 'react';

/** Stops the page behind a full-screen surface (stories, overlays) from scrolling while `active`. */
export function useBodyScrollLock(active = true): void {
  useEffect(() => {
    if (!active) return;
    const { body } = document;
    const previous = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      body.style.overflow = previous;
    };
  }, [active]);
}
