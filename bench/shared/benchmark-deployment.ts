/**
 * The settings every benchmark deployment shares. The benchmarks run the product with
 * NODE_ENV=production on purpose, and production refuses the sandbox checkout, generated secrets,
 * the file outbox and the example-domain addresses unless told that this is deliberate.
 */
export const BENCHMARK_DEPLOYMENT_ENV: Record<string, string> = {
  PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
  GENERATED_SECRETS_IN_PRODUCTION: 'true',
  MAIL_OUTBOX_IN_PRODUCTION: 'true',
  TERMS_URL: 'https://kindred.app/terms',
  PRIVACY_URL: 'https://kindred.app/privacy',
  SUPPORT_EMAIL: 'support@kindred.app',
  MAIL_FROM: 'Kindred <no-reply@kindred.app>',
};
