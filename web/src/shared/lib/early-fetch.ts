import { whenIdle } from './when-idle';

/**
 * A head start for code a screen may need later (a dialog's), shared by every place that asks for
 * it: a list of twenty cards, each with its own report dialog, asks the browser's idle time for the
 * code once, not twenty times. `ask` returns how to call the request off; a request called off
 * before the browser was idle lets the next ask try again. A failed fetch is only a lost head
 * start: the code is fetched again when it is needed.
 */
export function earlyFetch(load: () => Promise<unknown>, withinMs: number): { ask: () => () => void } {
  let state: 'none' | 'asked' | 'done' = 'none';
  return {
    ask() {
      if (state !== 'none') return () => undefined;
      state = 'asked';
      const cancel = whenIdle(() => {
        state = 'done';
        void load().catch(() => undefined);
      }, withinMs);
      return () => {
        if (state !== 'asked') return;
        state = 'none';
        cancel();
      };
    },
  };
}
