import { useContext, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import { isBranchLoaded, loadBranch, loadedComponent } from './lazy-routes';
import { useLocation } from './location';
import type { Location } from './location-source';
import { matchRoutes, type RouteDefinition, type RouteMatch } from './match-routes';
import { OutletContext, ParamsContext } from './router-context';
import { RouteErrorBoundary } from './route-error-boundary';

/** Draws the child route matched below the current one. */
export function Outlet() {
  return useContext(OutletContext);
}

// A component of its own so that a screen whose code failed to load throws inside its route's
// error boundary.
function LazyScreen({ route }: { route: RouteDefinition }) {
  const Screen = loadedComponent(route);
  // eslint-disable-next-line react-hooks/static-components -- loaded once per route and kept, so the same component every render
  return Screen ? <Screen /> : null;
}

function drawBranch(matches: readonly RouteMatch[], location: Location): ReactNode {
  return matches.reduceRight<ReactNode>((outlet, { route }) => {
    const own = route.lazy ? <LazyScreen route={route} /> : (route.element ?? <Outlet />);
    const element = <OutletContext.Provider value={outlet}>{own}</OutletContext.Provider>;
    if (route.errorElement === undefined) return element;
    return (
      <RouteErrorBoundary fallback={route.errorElement} location={location}>
        {element}
      </RouteErrorBoundary>
    );
  }, null);
}

/**
 * The routes the address matches, each inside its parent's Outlet. Until their code is loaded (a
 * cold start, or back/forward to a screen not yet visited) `fallback` stands in for all of it.
 */
export function RouteTree({ routes, fallback }: { routes: readonly RouteDefinition[]; fallback: ReactNode }) {
  const location = useLocation();
  const matches = useMemo(() => matchRoutes(routes, location.pathname) ?? [], [routes, location.pathname]);
  const params = useMemo(() => matches.at(-1)?.params ?? {}, [matches]);
  const loaded = isBranchLoaded(matches);
  const [, redraw] = useReducer((count: number) => count + 1, 0);

  useEffect(() => {
    if (!loaded) void loadBranch(matches).then(() => redraw());
  }, [loaded, matches]);

  if (!loaded) return fallback;
  return <ParamsContext.Provider value={params}>{drawBranch(matches, location)}</ParamsContext.Provider>;
}
