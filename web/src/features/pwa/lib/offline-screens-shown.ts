/**
 * How many full offline screens are showing. While one is, the offline bar stays away: a dater sees
 * one offline notice, never the same words twice. A module of its own so that the screen (shown by
 * the session guard) and the bar (loaded when the browser is first idle) share it.
 */
let screensShown = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function subscribeToOfflineScreens(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isOfflineScreenShowing(): boolean {
  return screensShown > 0;
}

/** Counts a full offline screen while it is mounted; returns what to call when it goes. */
export function countOfflineScreen(): () => void {
  screensShown += 1;
  notify();
  return () => {
    screensShown -= 1;
    notify();
  };
}
