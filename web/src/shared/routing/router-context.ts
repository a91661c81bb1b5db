import { createContext, type ReactNode } from 'react';
import { browserLocation } from './location-source';
import type { Params } from './match-routes';
import type { Router } from './router';

/** The router in use. The default lets a hook outside a provider read the browser's address. */
export const RouterContext = createContext<Pick<Router, 'source' | 'navigate'>>({
  source: browserLocation,
  navigate: () => Promise.resolve(),
});

/** What `<Outlet />` draws at each level of the matched branch. */
export const OutletContext = createContext<ReactNode>(null);

export const ParamsContext = createContext<Params>({});
