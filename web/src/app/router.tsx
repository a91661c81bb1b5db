import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteDefinition, type Router } from '../shared/routing';
import { RootLayout } from './layouts/root-layout';
import { LoginRoute } from './routes/login-route';
import { NotFoundScreen } from './routes/not-found-screen';
import { RouteErrorScreen } from './routes/route-error-screen';

/**
 * Every screen but the login screen is its own chunk, loaded when its route first matches
 * (decision 013). The login screen stays in the entry because it is the first paint for every
 * new visitor: measured, as a chunk of its own it shares a dozen small chunks with other screens
 * and costs the login path 3 KB more than it saves. The guards, the layouts and the bottom bar
 * are lazy too: a visitor who only opens the login or a shared card never loads them.
 */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType, ready?: (module: M) => Promise<void>): Pick<RouteDefinition, 'lazy'> {
  return {
    lazy: async () => {
      const module = await load();
      // A screen with parts of its own chunk fetches them here too: a page the server drew is
      // adopted only once the router is ready (main.tsx), and a part whose code is still on its way
      // then would be left unadopted, its controls deaf to taps (shared/ui/preloadable.tsx).
      await ready?.(module);
      return pick(module);
    },
  };
}

/** Screens a visitor may see without a session. */
const publicRoutes: RouteDefinition[] = [
  { path: '/', element: <LoginRoute /> },
  { path: '/auth-callback', ...screen(() => import('../features/session/screens'), (m) => m.AuthCallbackScreen) },
  { path: '/error', ...screen(() => import('../features/session/screens'), (m) => m.SignInErrorScreen) },
  // "Forgot password?": for someone who cannot sign in, so outside every guard.
  { path: '/forgot-password', ...screen(() => import('../features/password-reset'), (m) => m.ForgotPasswordScreen) },
  { path: '/reset-password', ...screen(() => import('../features/password-reset'), (m) => m.ResetPasswordScreen) },
  // The e-mail change's links may be opened on any device, signed in or not.
  { path: '/change-email', ...screen(() => import('../features/change-email'), (m) => m.ConfirmEmailChangeScreen) },
  { path: '/undo-email-change', ...screen(() => import('../features/change-email'), (m) => m.UndoEmailChangeScreen) },
  // A shared card is for anyone with the link, signed in or not.
  { path: '/share/:cardId', ...screen(() => import('./routes/share-card-route'), (m) => m.ShareCardRoute) },
  // The safety centre is for anyone: someone deciding whether to join, or a suspended dater.
  { path: '/safety', ...screen(() => import('../features/safety'), (m) => m.SafetyScreen) },
  // Help, with the support address: for anyone, a visitor who cannot sign in included.
  { path: '/help', ...screen(() => import('./routes/help-route'), (m) => m.HelpRoute) },
  { path: '/account-deleted', ...screen(() => import('../features/settings/components/account-deleted-screen'), (m) => m.AccountDeletedScreen) },
  { path: '/selfie-verification', ...screen(() => import('../features/selfie-verification'), (m) => m.SelfieVerificationScreen) },
  // A moderator's page; the server refuses every other dater (403), and the page says so.
  { path: '/moderation/selfies', ...screen(() => import('../features/selfie-verification'), (m) => m.SelfieReviewScreen) },
  // A suspended or banned dater's notice: outside RequireSession, which sends them here on a 403.
  { path: '/account-notice', ...screen(() => import('../features/moderation'), (m) => m.AccountNoticeScreen) },
];

/** Tab screens share the bottom bar. */
const tabRoutes: RouteDefinition[] = [
  { path: '/home', ...screen(() => import('./routes/home-route'), (m) => m.HomeRoute) },
  { path: '/profile', ...screen(() => import('./routes/profile-route'), (m) => m.ProfileRoute, (m) => m.profileRouteReady()) },
  { path: '/settings', ...screen(() => import('./routes/settings-route'), (m) => m.SettingsRoute) },
  { path: '/subscription/success', ...screen(() => import('./routes/payment-success-route'), (m) => m.PaymentSuccessRoute) },
];

/** Onboarding steps need only a session: a dater who has not finished belongs exactly here. */
const onboardingRoutes: RouteDefinition[] = [
  { path: '/gender-selection', ...screen(() => import('./routes/gender-selection-route'), (m) => m.GenderSelectionRoute) },
  { path: '/date-of-birth', ...screen(() => import('./routes/birth-date-route'), (m) => m.BirthDateRoute) },
  { path: '/home-city', ...screen(() => import('./routes/home-city-route'), (m) => m.HomeCityRoute) },
  { path: '/tour-onboarding', ...screen(() => import('../features/onboarding'), (m) => m.TourScreen) },
  { path: '/voice-onboarding', ...screen(() => import('../features/onboarding'), (m) => m.VoiceOnboardingScreen) },
];

/** Full-screen flows for finished daters, opened from the tab area but drawn without the bar. */
const onboardedFullScreenRoutes: RouteDefinition[] = [
  { path: '/preference-adjustment', ...screen(() => import('../features/onboarding'), (m) => m.PreferenceAdjustmentScreen) },
  { path: '/add-interests', ...screen(() => import('../features/onboarding'), (m) => m.AddInterestsScreen) },
  // Onboarding's last step sits here, not with the steps above: it follows the finished onboarding
  // and shows what was read from its answers.
  { path: '/essentials-check', ...screen(() => import('./routes/essentials-check-route'), (m) => m.EssentialsCheckRoute) },
  { path: '/searching', ...screen(() => import('../features/matching/searching'), (m) => m.SearchingScreen) },
  { path: '/match-view', ...screen(() => import('./routes/match-view-route'), (m) => m.MatchViewRoute) },
  { path: '/cover-image', ...screen(() => import('../features/profile'), (m) => m.CoverImageScreen) },
  { path: '/ai-chat', ...screen(() => import('../features/coach'), (m) => m.CoachScreen) },
  { path: '/notification-setup', ...screen(() => import('../features/notifications'), (m) => m.NotificationSetupScreen) },
  { path: '/affiliate', ...screen(() => import('../features/affiliate'), (m) => m.AffiliateScreen) },
  { path: '/insta-card', ...screen(() => import('./routes/insta-card-route'), (m) => m.InstaCardRoute) },
  // The moderators' console; the server refuses every other dater (403), and the page says so.
  { path: '/moderation', ...screen(() => import('../features/moderation'), (m) => m.ModerationScreen) },
  // The built-in sandbox payment provider's hosted checkout (PAYMENT_PROVIDER=sandbox).
  { path: '/sandbox-checkout/:checkoutId', ...screen(() => import('../features/subscription/checkout'), (m) => m.SandboxCheckoutScreen) },
];

const sessionRoutes: RouteDefinition[] = [
  ...onboardingRoutes,
  {
    ...screen(() => import('./guards/session-guards'), (m) => m.RequireOnboarding),
    // SignedInLayout adds the notification prompt and the install invitation to every screen here.
    children: [
      {
        ...screen(() => import('./layouts/signed-in-layout'), (m) => m.SignedInLayout),
        children: [...onboardedFullScreenRoutes, { ...screen(() => import('./layouts/tab-layout'), (m) => m.TabLayout), children: tabRoutes }],
      },
    ],
  },
];

/** Everything behind sign-in hangs from this one route. */
const behindSignIn: RouteDefinition = { ...screen(() => import('./guards/session-guards'), (m) => m.RequireSession), children: sessionRoutes };

export const routes: RouteDefinition[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    children: [...publicRoutes, behindSignIn, { path: '*', element: <NotFoundScreen /> }],
  },
];

/**
 * Whether a path's screen is behind sign-in. Only those read the session in full (GET /api/me,
 * which answers a visitor 401): a page a visitor may open never asks it, so its console stays clean.
 */
export function needsSession(pathname: string): boolean {
  return matchRoutes(routes, pathname)?.some((match) => match.route === behindSignIn) ?? false;
}

export function createAppRouter(): Router {
  return createBrowserRouter(routes);
}

/** Resolves once the code of the routes the first page matched is loaded. */
export function whenRouterReady(router: Router): Promise<void> {
  return router.ready();
}
