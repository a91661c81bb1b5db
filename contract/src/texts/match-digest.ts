/**
 * Settings' words for the daily new-match e-mail (decision 056). The hint says when it is sent,
 * which is true for every dater: the rule is the same on every server.
 */
export const MATCH_DIGEST_TEXTS = {
  sectionTitle: 'E-mail',
  settingLabel: 'New match e-mails',
  settingHint: 'At most one a day, in the evening, when new matches are waiting and this account has no device with notifications on. Only how many, never who.',
  settingFailed: 'The e-mail setting could not be saved. Please try again.',
} as const;
