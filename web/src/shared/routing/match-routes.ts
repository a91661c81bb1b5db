import type { ComponentType, ReactNode } from 'react';

/**
 * One entry of the route table. A route with `children` and no `path` is a layout or a guard: it
 * draws its `element` around whichever child matches (through `<Outlet />`). Child paths are
 * written in full ('/home', not 'home'), so a path reads the same wherever it sits in the table.
 */
export interface RouteDefinition {
  /** '/home', '/share/:cardId', or '*' for anything no other route takes. */
  path?: string;
  element?: ReactNode;
  /** Loads the route's screen the first time the route matches, so it can live in its own chunk. */
  lazy?: () => Promise<ComponentType>;
  /** Drawn in place of this route and everything under it when one of them throws while rendering. */
  errorElement?: ReactNode;
  children?: RouteDefinition[];
}

export type Params = Readonly<Record<string, string | undefined>>;

export interface RouteMatch {
  route: RouteDefinition;
  /** The leaf's path parameters, shared by the whole branch. */
  params: Params;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape is kept as typed rather than refusing the whole address.
    return segment;
  }
}

/**
 * The parameters of `pathname` under `pattern`, or null. Static segments compare without regard to
 * case, a trailing slash is optional, ':name' takes one non-empty segment and '*' the rest.
 */
export function matchPath(pattern: string, pathname: string): Params | null {
  const wanted = segmentsOf(pattern);
  const given = segmentsOf(pathname);
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    if (segment === '*') {
      params['*'] = given.slice(index).map(decoded).join('/');
      return params;
    }
    const actual = given[index];
    if (actual === undefined) return null;
    if (segment.startsWith(':')) params[segment.slice(1)] = decoded(actual);
    else if (segment.toLowerCase() !== decoded(actual).toLowerCase()) return null;
  }
  return given.length === wanted.length ? params : null;
}

/**
 * The branch of the table a path takes, from the outermost layout to the matched route, or null.
 * Routes are tried in table order, so '*' belongs last.
 */
export function matchRoutes(routes: readonly RouteDefinition[], pathname: string): RouteMatch[] | null {
  for (const route of routes) {
    if (route.children) {
      const inner = matchRoutes(route.children, pathname);
      if (inner) return [{ route, params: inner.at(-1)?.params ?? {} }, ...inner];
    }
    if (route.path === undefined) continue;
    const params = matchPath(route.path, pathname);
    if (params) return [{ route, params }];
  }
  return null;
}
