import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';

/** Runs `task` once the browser is idle (or after 2 s where it cannot say), and returns a way to call it off. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 5000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 2000);
  return () => window.clearTimeout(id);
}

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
  return function OnDemand(props: Props) {
    const open = isOpen(props);
    const [wanted, setWanted] = useState(open);
    if (open && !wanted) setWanted(true);
    // Only a head start: if this early fetch fails, the dialog fetches its code when it opens.
    useEffect(() => whenIdle(() => void load().catch(() => undefined)), []);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
