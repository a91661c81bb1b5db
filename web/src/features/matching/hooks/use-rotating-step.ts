import { useEffect, useState } from 'react';

/** Cycles 0…count-1 every `intervalMs` while `running`; holds its place when stopped. */
export function useRotatingStep(count: number, intervalMs: number, running: boolean): number {
  const [step, setStep] = useState(0);

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setStep((current) => (current + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [count, intervalMs, running]);

  return step;
}
