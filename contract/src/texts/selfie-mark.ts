/**
 * The few words of "Selfie verified" that match cards and the profile show, apart from the rest
 * of the feature's words (selfie-verification.ts): a module travels whole in one chunk, and these
 * load with the home and profile screens (decision 028).
 */
export const SELFIE_MARK_TEXTS = {
  label: 'Selfie verified',
  description: 'Selfie verified: a moderator compared a live selfie with their photos',
  entry: 'Get selfie verified',
} as const;
