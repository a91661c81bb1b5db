import type { ComponentType } from 'react';
import type { RouteDefinition, RouteMatch } from './match-routes';

type Loaded = { status: 'ready'; component: ComponentType } | { status: 'failed'; error: unknown };

// Per route, for the life of the page: a screen's code is fetched once, and a failed fetch stays
// failed until a reload, which is what the error screen offers.
const loaded = new WeakMap<RouteDefinition, Loaded>();
const loading = new WeakMap<RouteDefinition, Promise<void>>();

function load(route: RouteDefinition): Promise<void> {
  const lazy = route.lazy;
  if (!lazy || loaded.has(route)) return Promise.resolve();
  let pending = loading.get(route);
  if (!pending) {
    pending = lazy().then(
      (component) => void loaded.set(route, { status: 'ready', component }),
      (error: unknown) => void loaded.set(route, { status: 'failed', error }),
    );
    loading.set(route, pending);
  }
  return pending;
}

/** True when every screen on the branch can be drawn now, without waiting for code. */
export function isBranchLoaded(matches: readonly RouteMatch[]): boolean {
  return matches.every(({ route }) => !route.lazy || loaded.has(route));
}

/** Fetches the code of every lazy screen on the branch; settles (never rejects) once all are in. */
export function loadBranch(matches: readonly RouteMatch[]): Promise<void> {
  return Promise.all(matches.map(({ route }) => load(route))).then(() => undefined);
}

/** The loaded screen of a lazy route. A failed fetch throws here, inside the route's error boundary. */
export function loadedComponent(route: RouteDefinition): ComponentType | undefined {
  const entry = loaded.get(route);
  if (entry?.status === 'failed') throw entry.error;
  return entry?.component;
}
