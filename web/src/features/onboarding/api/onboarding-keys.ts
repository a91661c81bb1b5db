/** Query keys of the onboarding feature. */
export const onboardingKeys = {
  /** GET /api/onboarding: the answers given so far. */
  state: ['onboarding', 'state'] as const,
};
