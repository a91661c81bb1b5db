import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { earlyFetch } from '../lib/early-fetch';

/** How long a dialog's early fetch may wait for an idle moment. */
const EARLY_FETCH_WITHIN_MS = 5000;

/**
 * Wraps a dialog or sheet so its code stays out of the screen's first download, which keeps each
 * screen within its critical-JS budget.
 *
 * - Its code is fetched once the screen has drawn and the browser is idle, so a later tap opens it
 *   at once; a tap that comes first fetches it there and then (nothing is drawn for that moment).
 * - It mounts the first time `isOpen(props)` is true and then stays mounted, even when closed. The
 *   component keeps its own native <dialog>, so opening, closing, Escape and the return of focus
 *   to the button that opened it work exactly as they do without this wrapper, and whatever
 *   state it holds survives a close and reopen.
 *
 * `isOpen` says which prop means "open" (`open`, or a chosen item that is not null).
 */
export function onDemand<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  isOpen: (props: Props) => boolean,
): ComponentType<Props> {
  const Loaded = lazy(async () => ({ default: await load() }));
  const early = earlyFetch(load, EARLY_FETCH_WITHIN_MS);
  return function OnDemand(props: Props) {
    const open = isOpen(props);
    const [wanted, setWanted] = useState(open);
    if (open && !wanted) setWanted(true);
    // A head start, asked for once however many copies are drawn (a report dialog per card).
    useEffect(() => early.ask(), []);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
