import { useCallback, useEffect, useRef, useState } from 'react';

/** A message that clears itself after `visibleMs`, e.g. onboarding's 2-second save error. */
export function useTimedMessage(visibleMs: number) {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const show = useCallback(
    (text: string) => {
      window.clearTimeout(timer.current);
      setMessage(text);
      timer.current = window.setTimeout(() => setMessage(null), visibleMs);
    },
    [visibleMs],
  );

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return { message, show };
}
