import { createElement, Suspense, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { preloadableParts } from './preloadable';

const Greeting: ComponentType<{ name: string }> = ({ name }) => createElement('p', null, `Hello ${name}`);
const Farewell: ComponentType<{ name: string }> = ({ name }) => createElement('p', null, `Bye ${name}`);

/** What React draws at once, without waiting for anything: a suspended part shows the fallback. */
const drawnAtOnce = (part: ComponentType<{ name: string }>) => renderToString(createElement(Suspense, { fallback: 'waiting' }, createElement(part, { name: 'Ama' })));

describe('preloadableParts', () => {
  it('waits for the code like lazy before it is preloaded, and draws at once after', async () => {
    const load = vi.fn(() => Promise.resolve({ Greeting, Farewell }));
    const parts = preloadableParts(load);
    const greeting = parts.part((module) => module.Greeting);
    const farewell = parts.part((module) => module.Farewell);

    expect(drawnAtOnce(greeting)).toContain('waiting');
    await parts.preload();
    expect(drawnAtOnce(greeting)).toContain('Hello Ama');
    expect(drawnAtOnce(farewell)).toContain('Bye Ama');
    expect(drawnAtOnce(farewell)).not.toContain('waiting');
    // One module, fetched once, however many parts and renders ask for it.
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed fetch again on the next ask', async () => {
    const load = vi.fn<() => Promise<{ Greeting: typeof Greeting }>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ Greeting });
    const parts = preloadableParts(load);

    await expect(parts.preload()).rejects.toThrow('offline');
    await parts.preload();
    expect(drawnAtOnce(parts.part((module) => module.Greeting))).toContain('Hello Ama');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
