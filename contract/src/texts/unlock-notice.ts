/**
 * What the app says when a match unlocks a dater, and about mutual reveal (decision 039). The push
 * names no one: a lock screen is seen by whoever holds the phone.
 */
export const UNLOCK_NOTICE_TEXTS = {
  pushTitle: 'Someone you matched with may say hi on Instagram',
  pushBody: 'Open Kindred to see who unlocked you.',
  /** The card's and detail's line, e.g. "Unlocked you · Nov 24". */
  unlockedYou: (dateLabel: string) => `Unlocked you · ${dateLabel}`,
  waitingForMutual: (firstName: string) => `Waiting for ${firstName} to unlock you too`,
  waitingHint: 'Your unlock counts. Their handles appear here as soon as they unlock you.',
} as const;
