// Ports, URLs and the fake Google client shared by playwright.config.ts, the local issuer and
// the tests. Both ports can be moved with E2E_ISSUER_PORT / E2E_APP_PORT when they are taken.

function portFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  const port = raw ? Number(raw) : fallback;
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`${name} must be a TCP port, got "${raw}"`);
  return port;
}

export const ISSUER_PORT = portFromEnv('E2E_ISSUER_PORT', 8790);
export const APP_PORT = portFromEnv('E2E_APP_PORT', 8791);
export const ISSUER_URL = `http://localhost:${ISSUER_PORT}`;
export const APP_URL = `http://localhost:${APP_PORT}`;

/**
 * A second app, configured with an AI provider: a fake OpenAI-compatible server that transcribes
 * every recording as FAKE_TRANSCRIPT. The first app has no AI at all, as `npm start` does.
 */
export const FAKE_AI_PORT = portFromEnv('E2E_FAKE_AI_PORT', 8792);
export const AI_APP_PORT = portFromEnv('E2E_AI_APP_PORT', 8793);
export const AI_APP_URL = `http://localhost:${AI_APP_PORT}`;
export const FAKE_TRANSCRIPT = 'My name is Thandi';

/**
 * A third app for the subscription journey: its sandbox plans last a minute and its expiry job
 * runs every two seconds, so a paid plan can end while the test watches.
 */
export const PAYMENTS_APP_PORT = portFromEnv('E2E_PAYMENTS_APP_PORT', 8794);
export const PAYMENTS_APP_URL = `http://localhost:${PAYMENTS_APP_PORT}`;
export const PAYMENTS_BILLING_PERIOD_SECONDS = 60;
export const PAYMENTS_EXPIRY_INTERVAL_SECONDS = 2;

/** The clients the local issuer knows the app by; the app gets the same pairs as GOOGLE_* / APPLE_*. */
export const GOOGLE_CLIENT = {
  id: 'kindred-e2e-google',
  secret: 'kindred-e2e-google-secret-not-a-real-one',
} as const;
export const APPLE_CLIENT = {
  id: 'kindred-e2e-apple',
  secret: 'kindred-e2e-apple-secret-not-a-real-one',
} as const;

/** better-auth's genericOAuth plugin sends daters back to `${baseURL}/callback/${providerId}`. */
export function oauthRedirectUri(providerId: 'google' | 'apple', appUrl: string = APP_URL): string {
  return `${appUrl}/api/auth/callback/${providerId}`;
}
