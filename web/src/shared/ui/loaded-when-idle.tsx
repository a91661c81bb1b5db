import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { whenIdle } from '../lib/when-idle';

/**
 * A component whose code stays out of the screen's first download: it is fetched at the first idle
 * moment after the screen is up, and within `withinMs` in any case. For parts that draw nothing at
 * first and may appear later (a notice, a prompt), so their code never competes with the screen's
 * own. Should the fetch fail, the screen stays usable without them, and the console says what is
 * missing.
 */
export function loadedWhenIdle(load: () => Promise<ComponentType>, what: string, withinMs: number): ComponentType {
  const Loaded = lazy(async (): Promise<{ default: ComponentType }> => {
    try {
      return { default: await load() };
    } catch (error) {
      console.warn(`Could not load ${what}`, error);
      return { default: () => null };
    }
  });
  return function LoadedWhenIdle() {
    const [started, setStarted] = useState(false);
    useEffect(() => whenIdle(() => setStarted(true), withinMs), []);
    if (!started) return null;
    return (
      <Suspense fallback={null}>
        <Loaded />
      </Suspense>
    );
  };
}
