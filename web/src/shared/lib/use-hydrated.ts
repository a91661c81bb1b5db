import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while a page drawn on the server is shown before its scripts have taken it over (and
 * during that take-over, so the markup still matches); true from then on, and always in a page
 * the browser draws itself. A drawn form disables its submit button until then: a submission the
 * app's own handler never sees would be sent by the browser as a plain GET, with what the
 * dater typed in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
