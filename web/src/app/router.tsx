import { createBrowserRouter, type RouteObject } from 'react-router';
import { AffiliateScreen } from '../features/affiliate';
import { LoginScreen } from '../features/auth';
import { CoachScreen } from '../features/coach';
import { SearchingScreen } from '../features/matching';
import { NotificationSetupScreen } from '../features/notifications';
import { CoverImageScreen } from '../features/profile';
import { SandboxCheckoutScreen } from '../features/sandbox-checkout';
import { AddInterestsScreen, PreferenceAdjustmentScreen, TourScreen, VoiceOnboardingScreen } from '../features/onboarding';
import { AuthCallbackScreen, SignInErrorScreen } from '../features/session';
import { RedirectIfSignedIn } from './guards/redirect-if-signed-in';
import { RequireOnboarding } from './guards/require-onboarding';
import { RequireSession } from './guards/require-session';
import { RootLayout } from './layouts/root-layout';
import { SignedInLayout } from './layouts/signed-in-layout';
import { TabLayout } from './layouts/tab-layout';
import { GenderSelectionRoute } from './routes/gender-selection-route';
import { HomeRoute } from './routes/home-route';
import { InstaCardRoute } from './routes/insta-card-route';
import { MatchViewRoute } from './routes/match-view-route';
import { NotFoundScreen } from './routes/not-found-screen';
import { PaymentSuccessRoute } from './routes/payment-success-route';
import { ProfileRoute } from './routes/profile-route';
import { RouteErrorScreen } from './routes/route-error-screen';
import { SettingsRoute } from './routes/settings-route';
import { ShareCardRoute } from './routes/share-card-route';

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
  // A shared card is for anyone with the link, signed in or not.
  { path: '/share/:cardId', element: <ShareCardRoute /> },
];

/** Tab screens share the bottom bar. */
const tabRoutes: RouteObject[] = [
  { path: '/home', element: <HomeRoute /> },
  { path: '/profile', element: <ProfileRoute /> },
  { path: '/settings', element: <SettingsRoute /> },
  { path: '/subscription/success', element: <PaymentSuccessRoute /> },
];

/** Onboarding steps need only a session: a dater who has not finished belongs exactly here. */
const onboardingRoutes: RouteObject[] = [
  { path: '/gender-selection', element: <GenderSelectionRoute /> },
  { path: '/tour-onboarding', element: <TourScreen /> },
  { path: '/voice-onboarding', element: <VoiceOnboardingScreen /> },
];

/** Full-screen flows for finished daters, opened from the tab area but drawn without the bar. */
const onboardedFullScreenRoutes: RouteObject[] = [
  { path: '/preference-adjustment', element: <PreferenceAdjustmentScreen /> },
  { path: '/add-interests', element: <AddInterestsScreen /> },
  { path: '/searching', element: <SearchingScreen /> },
  { path: '/match-view', element: <MatchViewRoute /> },
  { path: '/cover-image', element: <CoverImageScreen /> },
  { path: '/ai-chat', element: <CoachScreen /> },
  { path: '/notification-setup', element: <NotificationSetupScreen /> },
  { path: '/affiliate', element: <AffiliateScreen /> },
  { path: '/insta-card', element: <InstaCardRoute /> },
  // The built-in sandbox payment provider's hosted checkout (PAYMENT_PROVIDER=sandbox).
  { path: '/sandbox-checkout/:checkoutId', element: <SandboxCheckoutScreen /> },
];

const sessionRoutes: RouteObject[] = [
  ...onboardingRoutes,
  {
    element: <RequireOnboarding />,
    // SignedInLayout adds the notification prompt and the install invitation to every screen here.
    children: [{ element: <SignedInLayout />, children: [...onboardedFullScreenRoutes, { element: <TabLayout />, children: tabRoutes }] }],
  },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
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
