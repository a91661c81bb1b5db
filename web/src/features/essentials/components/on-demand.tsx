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
 * A dialog whose code is not part of the first download of the screen that shows it: it is
 * fetched once the screen has drawn and the browser is idle, so a tap still opens it at once, or
 * on the tap itself if that comes first (nothing is drawn for that short moment). It mounts when
 * first open and then stays mounted, so closing works exactly as the dialog itself does it.
 */
export function onDemand<Props extends object>(load: () => Promise<ComponentType<Props>>, isOpen: (props: Props) => boolean): ComponentType<Props> {
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
