/** Query keys of what Settings reads for itself (the account's other parts belong to their features). */
export const settingsKeys = {
  /** GET /api/unlocks/privacy: mutual reveal, served by matching on the server (decision 039). */
  unlockPrivacy: ['settings', 'unlock-privacy'] as const,
  /** GET /api/subscription: the plan that deleting the account cancels (decision 043). */
  plan: ['settings', 'plan'] as const,
};
