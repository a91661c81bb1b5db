import { useContext, useMemo, type ReactNode } from 'react';
import { Router as WouterRouter } from 'wouter';
import { useLocation } from './location';
import type { Router } from './router';
import { RouterContext } from './router-context';
import { RouteTree } from './route-tree';

// wouter's Link reads the address and navigates through this hook, so its clicks go through our
// navigate: history entries keep their state and key, and screen code loads before the address moves.
function useLinkLocation(): [string, Router['navigate']] {
  const { pathname } = useLocation();
  return [pathname, useContext(RouterContext).navigate];
}

interface RouterProviderProps {
  router: Router;
  /** Shown while the first screen's code arrives. */
  fallback?: ReactNode;
}

export function RouterProvider({ router, fallback = null }: RouterProviderProps) {
  const value = useMemo(() => ({ source: router.source, navigate: router.navigate }), [router]);
  return (
    <RouterContext.Provider value={value}>
      <WouterRouter hook={useLinkLocation}>
        <RouteTree routes={router.routes} fallback={fallback} />
      </WouterRouter>
    </RouterContext.Provider>
  );
}
