import { describe, expect, it } from 'vitest';
import { mapWithConcurrency } from './map-with-concurrency.js';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('mapWithConcurrency', () => {
  it('keeps results in the order of the items, whatever order the tasks finish in', async () => {
    const results = await mapWithConcurrency([30, 5, 15, 1], 2, async (ms) => {
      await tick(ms);
      return ms * 2;
    });
    expect(results).toEqual([60, 10, 30, 2]);
  });

  it('never has more than `limit` tasks in flight, and runs every task once', async () => {
    let inFlight = 0;
    let most = 0;
    const seen: number[] = [];
    await mapWithConcurrency([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await tick(2);
      seen.push(item);
      inFlight -= 1;
    });
    expect(most).toBe(3);
    expect([...seen].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('answers an empty list with an empty list', async () => {
    expect(await mapWithConcurrency([], 4, async () => 1)).toEqual([]);
  });
});
