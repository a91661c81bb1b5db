/**
 * Terms, privacy, support and sender addresses that are not placeholders, for tests that start
 * the server with NODE_ENV=production (which refuses the example-domain defaults).
 */
export const REAL_ADDRESSES = {
  TERMS_URL: 'https://kindred.app/terms',
  PRIVACY_URL: 'https://kindred.app/privacy',
  SUPPORT_EMAIL: 'support@kindred.app',
  MAIL_FROM: 'Kindred <no-reply@kindred.app>',
} as const;
