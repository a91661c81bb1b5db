import { useEffect, useRef, useState } from 'react';

/** Counts whole seconds down from `from` to 0, then calls `onDone` once. */
export function useCountdown(from: number, onDone: () => void): number {
  const [left, setLeft] = useState(from);
  // The latest callback, so a new function identity on each render does not restart the clock.
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });

  useEffect(() => {
    if (left <= 0) {
      done.current();
      return;
    }
    const timer = window.setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);

  return left;
}
