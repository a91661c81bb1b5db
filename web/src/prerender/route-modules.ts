/**
 * The lazy modules whose stylesheets a drawn page needs, by the names Vite's build manifest gives
 * them (their paths under web/). A name that does not match leaves a drawn screen without its
 * styles until its scripts run, so route-modules.test.ts checks that each one is a real file.
 */
export const ROUTE_MODULES = {
  /** RequireSession and RequireOnboarding, on the path of every signed-in screen. */
  sessionGuards: 'src/app/guards/session-guards.ts',
  signedInLayout: 'src/app/layouts/signed-in-layout.tsx',
  /** The bottom bar around the tab screens. */
  tabLayout: 'src/app/layouts/tab-layout.tsx',
  home: 'src/app/routes/home-route.tsx',
  profile: 'src/app/routes/profile-route.tsx',
  /** Profile's plan, age and essentials cards, which the drawn page holds. */
  profileSlots: 'src/app/routes/profile-slots.ts',
  share: 'src/app/routes/share-card-route.tsx',
  session: 'src/features/session/screens.ts',
} as const;
