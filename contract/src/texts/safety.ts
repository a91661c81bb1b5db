/** The safety centre's shared words: the tip before a month's first unlock and the way to /safety. */
export const SAFETY_TEXTS = {
  tipTitle: 'Before you say hi',
  tipBody: "Meet somewhere public and tell a friend where you'll be.",
  tipLink: 'Safety tips',
  tipContinue: 'Continue',
  tipCancel: 'Not now',
  pageTitle: 'Safety Centre',
  settingsRow: 'Safety Centre',
} as const;
