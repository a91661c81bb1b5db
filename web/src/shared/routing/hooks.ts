import { useCallback, useContext, useMemo } from 'react';
import { useLocation } from './location';
import type { Params } from './match-routes';
import type { NavigateOptions, Router } from './router';
import { ParamsContext, RouterContext } from './router-context';

/** The router's navigate; the same function for the life of the app, safe in effect dependencies. */
export function useNavigate(): Router['navigate'] {
  return useContext(RouterContext).navigate;
}

/** The matched route's path parameters ('/share/:cardId' gives `cardId`), decoded. */
export function useParams(): Params {
  return useContext(ParamsContext);
}

type SearchParamsInit = URLSearchParams | string | Record<string, string>;

/**
 * The query string as URLSearchParams, and a setter that navigates to the same path with a new
 * query (a new history entry unless `replace`). A function receives a copy of the current params.
 */
export function useSearchParams() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit), options?: NavigateOptions) => {
      const value = new URLSearchParams(typeof next === 'function' ? next(new URLSearchParams(params)) : next);
      void navigate(`?${value.toString()}`, options);
    },
    [navigate, params],
  );
  return [params, setParams] as const;
}
