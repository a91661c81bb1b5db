import type { EssentialKey } from '@kindred/contract';
import { useState } from 'react';

/** The proposed musts the dater has switched to keep on this screen; every one starts off. */
export function useKeptMusts() {
  const [kept, setKept] = useState<ReadonlySet<EssentialKey>>(() => new Set());
  function keep(key: EssentialKey, on: boolean) {
    setKept((old) => {
      const next = new Set(old);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  }
  return { kept, keep };
}
