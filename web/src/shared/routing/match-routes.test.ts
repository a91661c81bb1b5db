import { describe, expect, it } from 'vitest';
import { matchPath, matchRoutes, type RouteDefinition } from './match-routes';

describe('matchPath', () => {
  it.each([
    ['/', '/', {}],
    ['/home', '/home', {}],
    ['/home', '/Home/', {}],
    ['/share/:cardId', '/share/a%20b', { cardId: 'a b' }],
    ['/share/:cardId', '/share/%E0%A4%A', { cardId: '%E0%A4%A' }],
    ['*', '/any/where', { '*': 'any/where' }],
  ])('%s takes %s', (pattern, pathname, params) => {
    expect(matchPath(pattern, pathname)).toEqual(params);
  });

  it.each([
    ['/', '/home'],
    ['/home', '/homes'],
    ['/home', '/home/more'],
    ['/share/:cardId', '/share'],
    ['/share/:cardId', '/share/a/b'],
  ])('%s refuses %s', (pattern, pathname) => {
    expect(matchPath(pattern, pathname)).toBeNull();
  });
});

describe('matchRoutes', () => {
  const leaf = (path: string): RouteDefinition => ({ path });
  const home = leaf('/home');
  const share = leaf('/share/:cardId');
  const notFound = leaf('*');
  const tabs: RouteDefinition = { children: [home] };
  const guard: RouteDefinition = { children: [tabs] };
  const root: RouteDefinition = { children: [leaf('/'), share, guard, notFound] };

  it('returns the branch from the outermost layout to the route, each with the leaf params', () => {
    expect(matchRoutes([root], '/home')?.map((match) => match.route)).toEqual([root, guard, tabs, home]);
    expect(matchRoutes([root], '/share/x')).toEqual([
      { route: root, params: { cardId: 'x' } },
      { route: share, params: { cardId: 'x' } },
    ]);
  });

  it('falls through to the catch-all only when nothing else matches', () => {
    expect(matchRoutes([root], '/nowhere')?.at(-1)?.route).toBe(notFound);
    expect(matchRoutes([{ children: [home] }], '/nowhere')).toBeNull();
  });
});
