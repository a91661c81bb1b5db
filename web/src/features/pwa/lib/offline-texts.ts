/**
 * The one offline notice's words (docs/product-account.md#install). The app's bar, the app's full
 * screen and the static offline.html all say exactly this, so a dater meets one notice, not
 * several. offline.html cannot import them: offline-texts.test.ts checks it says the same.
 */
export const OFFLINE_TEXTS = {
  title: 'You’re offline',
  body: 'Kindred can’t reach the internet right now. You can still read what you opened before; the rest will load when you’re back online.',
  retry: 'Try again',
} as const;
