import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoginScreen } from '../features/auth';
import { HomeScreen } from '../features/home';
import { AuthCallbackScreen, SignInErrorScreen } from '../features/session';
import { RedirectIfSignedIn } from './guards/redirect-if-signed-in';
import { RequireOnboarding } from './guards/require-onboarding';
import { RequireSession } from './guards/require-session';
import { TabLayout } from './layouts/tab-layout';
import { GenderSelectionRoute } from './routes/gender-selection-route';
import { NotFoundScreen } from './routes/not-found-screen';
import { RouteErrorScreen } from './routes/route-error-screen';

/** Screens a visitor may see without a session. */
const publicRoutes: RouteObject[] = [
  {
    path: '/',
    element: (
      <RedirectIfSignedIn>
        <LoginScreen />
      </RedirectIfSignedIn>
    ),
  },
  { path: '/auth-callback', element: <AuthCallbackScreen /> },
  { path: '/error', element: <SignInErrorScreen /> },
];

/** Tab screens share the bottom bar; /profile, /settings and /subscription/success join here. */
const tabRoutes: RouteObject[] = [{ path: '/home', element: <HomeScreen /> }];

const sessionRoutes: RouteObject[] = [
  { path: '/gender-selection', element: <GenderSelectionRoute /> },
  {
    element: <RequireOnboarding />,
    children: [{ element: <TabLayout />, children: tabRoutes }],
  },
];

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorScreen />,
    children: [
      ...publicRoutes,
      { element: <RequireSession />, children: sessionRoutes },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
