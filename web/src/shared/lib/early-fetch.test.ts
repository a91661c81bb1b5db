import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { earlyFetch } from './early-fetch';

/** The browser's idle callbacks, run by hand. */
let idle: Map<number, () => void>;

beforeEach(() => {
  idle = new Map();
  let next = 1;
  vi.stubGlobal('window', {
    requestIdleCallback: (task: () => void) => {
      idle.set(next, task);
      return next++;
    },
    cancelIdleCallback: (id: number) => idle.delete(id),
  });
});

afterEach(() => vi.unstubAllGlobals());

const runIdle = () => {
  const tasks = [...idle.values()];
  idle.clear();
  for (const task of tasks) task();
};

describe('earlyFetch', () => {
  it('fetches once when idle, however many places ask', () => {
    const load = vi.fn(() => Promise.resolve('code'));
    const early = earlyFetch(load, 5000);
    for (let card = 0; card < 20; card++) early.ask();
    expect(idle.size).toBe(1);
    expect(load).not.toHaveBeenCalled();
    runIdle();
    expect(load).toHaveBeenCalledTimes(1);
    early.ask();
    runIdle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets the next ask try again when the first was called off before the browser was idle', () => {
    const load = vi.fn(() => Promise.resolve('code'));
    const early = earlyFetch(load, 5000);
    const callOff = early.ask();
    callOff();
    expect(idle.size).toBe(0);
    early.ask();
    runIdle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a fetch that has started when its asker goes away, and swallows its failure', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    const early = earlyFetch(load, 5000);
    const callOff = early.ask();
    runIdle();
    callOff();
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
    early.ask();
    expect(idle.size).toBe(0);
  });
});
