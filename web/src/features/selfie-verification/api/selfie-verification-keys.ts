/** Query keys of selfie verification: the dater's own status, and the moderators' queue of checks. */
export const selfieVerificationKeys = {
  status: ['selfie-verification'] as const,
  /** Under the console's `['moderation']`, so refreshing the console refreshes the checks too. */
  queue: ['moderation', 'selfies'] as const,
};
