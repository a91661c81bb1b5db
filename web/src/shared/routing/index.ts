/**
 * The app's router: a route table with nested layouts and lazy screens (match-routes, route-tree),
 * navigation with history state and scroll restoration, on wouter's watch of the History API and
 * its Link. Decision 025 says why it replaced React Router.
 */
export { useNavigate, useParams, useSearchParams } from './hooks';
export { Link, NavLink, type LinkProps } from './links';
export { useLocation } from './location';
export type { Location } from './location-source';
export { matchRoutes, type RouteDefinition, type RouteMatch } from './match-routes';
export { Navigate } from './navigate';
export { Outlet } from './route-tree';
export { createBrowserRouter, createStaticRouter, type NavigateOptions, type Router, type To } from './router';
export { RouterProvider } from './router-provider';
export { savedScrollPosition } from './scroll-positions';
export { ScrollRestoration } from './scroll-restoration';
