/**
 * Settings' words for mutual reveal (decision 039), apart from the card's and the push's
 * (unlock-notice.ts): a text module travels whole, and these belong to the settings screen alone.
 */
export const UNLOCK_PRIVACY_TEXTS = {
  settingLabel: 'Show my handles only to matches I have unlocked too',
  settingHint: 'Someone who unlocks you waits until you unlock them back. Their unlock still counts.',
  settingFailed: 'The privacy setting could not be saved. Please try again.',
} as const;
