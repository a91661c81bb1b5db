import { AFFILIATE } from '@kindred/contract';
import { useCallback, useEffect, useRef, useState } from 'react';

export type CopyState = 'idle' | 'copied' | 'manual';

/**
 * Copies the link with the Clipboard API. The note stays for 2 seconds (docs/product-account.md#affiliate).
 * Where the API is missing or refused (an http origin that is not localhost, a denied permission), the
 * caller selects the link for the dater to copy by hand instead of pretending it worked.
 */
export function useCopyLink(onManual: () => void) {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = useCallback(
    async (link: string) => {
      window.clearTimeout(timer.current);
      let next: CopyState = 'copied';
      try {
        if (!navigator.clipboard) throw new Error('No clipboard');
        await navigator.clipboard.writeText(link);
      } catch {
        next = 'manual';
        onManual();
      }
      setState(next);
      timer.current = window.setTimeout(() => setState('idle'), next === 'copied' ? AFFILIATE.copiedNoteMs : AFFILIATE.copiedNoteMs * 2);
    },
    [onManual],
  );

  return { state, copy };
}
