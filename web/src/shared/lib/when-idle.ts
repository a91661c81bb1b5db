/**
 * Runs `task` once the browser is idle, within `timeoutMs` in any case (after a short pause where
 * the browser cannot say when it is idle), and returns a way to call it off. For work a screen does
 * not need for its first paint, so it never lands in the middle of a tap.
 */
export function whenIdle(task: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, Math.min(timeoutMs, 200));
  return () => window.clearTimeout(id);
}
