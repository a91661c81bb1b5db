import { useEffect, useState } from 'react';

/** True once `delayMs` has passed since the component mounted (the explainer video waits 1 second). */
export function useDelayedReveal(delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
  return shown;
}
