import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import {
  AI_APP_PORT,
  AI_APP_URL,
  APP_PORT,
  APP_URL,
  APPLE_CLIENT,
  FAKE_AI_PORT,
  FAKE_TRANSCRIPT,
  GOOGLE_CLIENT,
  ISSUER_PORT,
  ISSUER_URL,
  PAYMENTS_APP_PORT,
  PAYMENTS_APP_URL,
  PAYMENTS_BILLING_PERIOD_SECONDS,
  PAYMENTS_EXPIRY_INTERVAL_SECONDS,
} from './e2e/support/e2e-env';

// The journeys run against the production build; `npm run test:e2e` builds it first.
if (!fs.existsSync(path.resolve('dist/web/index.html'))) {
  throw new Error('No web build in dist/web. Run "npm run build" before the e2e tests.');
}

// Every run starts from an empty embedded database. Workers load this file too; they inherit the
// runner's environment, so the directory is made once per run.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;
process.env.E2E_AI_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-e2e-ai-'));
const aiDataDir = process.env.E2E_AI_DATA_DIR;
process.env.E2E_PAYMENTS_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-e2e-payments-'));
const paymentsDataDir = process.env.E2E_PAYMENTS_DATA_DIR;
const keepData = process.env.E2E_KEEP_DATA_DIR === '1' ? '0' : '1';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // A microphone that always grants permission and "hears" a recorded answer.
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  `--use-file-for-fake-audio-capture=${path.resolve('e2e/fixtures/voice-answer.wav')}`,
];

export default defineConfig({
  testDir: 'e2e/journeys',
  outputDir: 'e2e/test-results',
  workers: 1,
  retries: 0,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: APP_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  webServer: [
    {
      name: 'oidc-issuer',
      command: `node --import tsx e2e/fakes/oidc-issuer.ts ${ISSUER_PORT} ${APP_URL}`,
      url: `${ISSUER_URL}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 120_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      name: 'app',
      command: 'node --import tsx e2e/support/seed-and-start.ts',
      url: `${APP_URL}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      env: {
        NODE_ENV: 'development',
        PORT: String(APP_PORT),
        PUBLIC_URL: APP_URL,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT_MAX: '1000',
        GOOGLE_CLIENT_ID: GOOGLE_CLIENT.id,
        GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT.secret,
        GOOGLE_DISCOVERY_URL: `${ISSUER_URL}/.well-known/openid-configuration`,
        APPLE_CLIENT_ID: APPLE_CLIENT.id,
        APPLE_CLIENT_SECRET: APPLE_CLIENT.secret,
        APPLE_DISCOVERY_URL: `${ISSUER_URL}/.well-known/openid-configuration`,
        // The notifications journey's stand-in push service (nothing listens there).
        PUSH_TEST_SERVICE_URL: 'http://127.0.0.1:9',
        // The digest journey waits for the new-match e-mail: look for due ones every two seconds.
        MATCH_DIGEST_INTERVAL_SECONDS: '2',
        E2E_REMOVE_DATA_DIR: keepData,
      },
    },
    {
      name: 'fake-ai',
      command: `node --import tsx fakes/openai-server.ts ${FAKE_AI_PORT}`,
      url: `http://127.0.0.1:${FAKE_AI_PORT}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { FAKE_TRANSCRIPT },
    },
    {
      name: 'app-with-ai',
      command: 'node --import tsx e2e/support/seed-and-start.ts',
      url: `${AI_APP_URL}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      env: {
        NODE_ENV: 'development',
        PORT: String(AI_APP_PORT),
        PUBLIC_URL: AI_APP_URL,
        DATA_DIR: aiDataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT_MAX: '1000',
        AI_API_KEY: 'e2e-fake-key',
        AI_BASE_URL: `http://127.0.0.1:${FAKE_AI_PORT}/v1`,
        // "Did you meet?" is due on the first visit after an unlock, for the safety journey. Only
        // that journey unlocks on this app, so no other journey's home shows the question.
        MEETING_FEEDBACK_AFTER_DAYS: '0',
        E2E_REMOVE_DATA_DIR: keepData,
      },
    },
    {
      // The subscription journey's own app: a sandbox plan there ends within the test.
      name: 'app-payments',
      command: 'node --import tsx e2e/support/seed-and-start.ts',
      url: `${PAYMENTS_APP_URL}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      env: {
        NODE_ENV: 'development',
        PORT: String(PAYMENTS_APP_PORT),
        PUBLIC_URL: PAYMENTS_APP_URL,
        DATA_DIR: paymentsDataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT_MAX: '1000',
        PAYMENT_PROVIDER: 'sandbox',
        SANDBOX_BILLING_PERIOD_SECONDS: String(PAYMENTS_BILLING_PERIOD_SECONDS),
        SUBSCRIPTION_EXPIRY_INTERVAL_SECONDS: String(PAYMENTS_EXPIRY_INTERVAL_SECONDS),
        E2E_REMOVE_DATA_DIR: keepData,
      },
    },
  ],
});
