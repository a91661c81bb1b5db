import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/env.js';
import { REAL_ADDRESSES } from './support/production-addresses.js';
import { runServerProcess } from './support/run-server.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * Hole 4 of docs/security/outside-probe-and-fuzzer.md: a deployment that forgot PAYMENT_PROVIDER ran the sandbox checkout,
 * where anyone could "pay" for Premium. With NODE_ENV=production every unsafe default is now
 * either made safe or refused at start with a message that says why.
 */
const OPT_INS = { PAYMENT_SANDBOX_IN_PRODUCTION: 'true', GENERATED_SECRETS_IN_PRODUCTION: 'true', MAIL_OUTBOX_IN_PRODUCTION: 'true', ...REAL_ADDRESSES };
const SECRETS = { ...REAL_ADDRESSES, SESSION_SECRET: 'a-production-session-secret-of-enough-length', VAPID_PUBLIC_KEY: 'public-key', VAPID_PRIVATE_KEY: 'private-key',
  SMTP_URL: 'smtps://mailer:secret@smtp.kindred.example' };

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('production refuses unsafe defaults', () => {
  it('refuses the sandbox payment provider unless it is asked for by name', () => {
    const problems = problemsOf({ NODE_ENV: 'production', ...SECRETS });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^PAYMENT_PROVIDER: .*sandbox.*anyone "pay" for Premium.*PAYMENT_SANDBOX_IN_PRODUCTION=true/);
    expect(problemsOf({ NODE_ENV: 'production', ...SECRETS, PAYMENT_PROVIDER: 'sandbox' })).toHaveLength(1);
    expect(problemsOf({ NODE_ENV: 'production', ...SECRETS, PAYMENT_SANDBOX_IN_PRODUCTION: 'true' })).toEqual([]);
    expect(problemsOf({ NODE_ENV: 'production', ...SECRETS, PAYMENT_PROVIDER: 'creem', CREEM_API_KEY: 'k', CREEM_WEBHOOK_SECRET: 's', CREEM_PRODUCT_PREMIUM: 'p' })).toEqual([]);
    // Outside production the sandbox stays the embedded default.
    expect(loadConfig({}).payments.provider.kind).toBe('sandbox');
    expect(problemsOf({ NODE_ENV: 'production', ...SECRETS, PAYMENT_SANDBOX_IN_PRODUCTION: 'yes' }).join('\n')).toMatch(/PAYMENT_SANDBOX_IN_PRODUCTION/);
  });

  it('refuses to generate secrets into DATA_DIR unless told to keep them there', () => {
    const problems = problemsOf({ NODE_ENV: 'production', ...REAL_ADDRESSES, PAYMENT_SANDBOX_IN_PRODUCTION: 'true', SESSION_SECRET: SECRETS.SESSION_SECRET, SMTP_URL: SECRETS.SMTP_URL });
    expect(problems).toEqual([expect.stringMatching(/^VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: not set, so they would be generated into DATA_DIR/)]);
    expect(problemsOf({ NODE_ENV: 'production', ...OPT_INS })).toEqual([]);
  });

  it('refuses an http PUBLIC_URL, where Secure cookies would never come back, but not a loopback one', () => {
    expect(problemsOf({ NODE_ENV: 'production', ...OPT_INS, PUBLIC_URL: 'http://kindred.example' })).toEqual([expect.stringMatching(/^PUBLIC_URL: must be an https:\/\/ address in production/)]);
    for (const url of ['https://kindred.example', 'http://localhost:8080', 'http://127.0.0.1:8080', 'http://[::1]:8080']) {
      expect(problemsOf({ NODE_ENV: 'production', ...OPT_INS, PUBLIC_URL: url }), url).toEqual([]);
    }
  });

  it('refuses the test suites’ push service setting', () => {
    expect(problemsOf({ NODE_ENV: 'production', ...OPT_INS, PUSH_TEST_SERVICE_URL: 'http://127.0.0.1:9' })).toEqual([expect.stringMatching(/^PUSH_TEST_SERVICE_URL: .*refused in production/)]);
    expect(loadConfig({ PUSH_TEST_SERVICE_URL: 'http://127.0.0.1:9' }).push.testServiceOrigin).toBe('http://127.0.0.1:9');
  });

  it('refuses to keep e-mail in the outbox, where no dater reads it, unless asked for by name', () => {
    const { SMTP_URL: _smtp, ...withoutSmtp } = SECRETS;
    expect(problemsOf({ NODE_ENV: 'production', ...withoutSmtp, PAYMENT_SANDBOX_IN_PRODUCTION: 'true' })).toEqual([
      expect.stringMatching(/^SMTP_URL: not set, so e-mail .* outbox in DATA_DIR.*MAIL_OUTBOX_IN_PRODUCTION=true/),
    ]);
    expect(problemsOf({ NODE_ENV: 'production', ...withoutSmtp, PAYMENT_SANDBOX_IN_PRODUCTION: 'true', MAIL_OUTBOX_IN_PRODUCTION: 'true' })).toEqual([]);
    expect(problemsOf({ NODE_ENV: 'production', ...SECRETS, PAYMENT_SANDBOX_IN_PRODUCTION: 'true' })).toEqual([]);
    // Outside production the outbox is the embedded default.
    expect(loadConfig({}).mail.smtpUrl).toBeUndefined();
    expect(problemsOf({ SMTP_URL: 'http://smtp.kindred.example' }).join('\n')).toMatch(/^SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(problemsOf({ MAIL_FROM: 'Kindred <a@b.example>\r\nBcc: eve@example.test' }).join('\n')).toMatch(/^MAIL_FROM: /);
  });

  it('refuses terms, privacy, support and sender addresses on example domains, naming each variable', () => {
    // The defaults: every one of them a placeholder.
    const { TERMS_URL: _t, PRIVACY_URL: _p, SUPPORT_EMAIL: _s, MAIL_FROM: _m, ...withDefaults } = OPT_INS;
    expect(problemsOf({ NODE_ENV: 'production', ...withDefaults })).toEqual(
      ['TERMS_URL', 'PRIVACY_URL', 'SUPPORT_EMAIL', 'MAIL_FROM'].map((name) =>
        expect.stringMatching(new RegExp(`^${name}: is ".*kindred\\.example.*", a placeholder .* Set ${name} to your own address\\.$`))
      ),
    );
    const placeholders = {
      TERMS_URL: 'https://www.example.com/terms',
      PRIVACY_URL: 'https://legal.example.org/privacy',
      SUPPORT_EMAIL: 'help@support.example.net',
      MAIL_FROM: 'no-reply@kindred.test',
      VAPID_SUBJECT: 'mailto:push@EXAMPLE.COM',
    };
    for (const [name, value] of Object.entries(placeholders)) {
      expect(problemsOf({ NODE_ENV: 'production', ...OPT_INS, [name]: value }), name).toEqual([expect.stringMatching(new RegExp(`^${name}: `))]);
    }
    // Real addresses, including ones that merely contain the word "example", pass.
    for (const [name, value] of Object.entries({ TERMS_URL: 'https://examples.com/terms', SUPPORT_EMAIL: 'help@myexample.com', MAIL_FROM: 'Kindred <hi@example.company>',
      VAPID_SUBJECT: 'mailto:push@kindred.app' }))
    {
      expect(problemsOf({ NODE_ENV: 'production', ...OPT_INS, [name]: value }), name).toEqual([]);
    }
    // Outside production the placeholders stay the defaults, so a fresh machine starts.
    expect(loadConfig({})).toMatchObject({ termsUrl: 'https://kindred.example/terms', supportEmail: 'support@kindred.example' });
  });

  it('lists every problem at once', () => {
    // Sandbox, secrets, https, SMTP, the push test setting, and the four placeholder addresses.
    expect(problemsOf({ NODE_ENV: 'production', PUBLIC_URL: 'http://kindred.example', PUSH_TEST_SERVICE_URL: 'http://127.0.0.1:9' })).toHaveLength(9);
  });

  it('keeps the API reference and the demo community off in production unless asked for', () => {
    expect(loadConfig({ NODE_ENV: 'production', ...OPT_INS })).toMatchObject({ apiDocs: false, demoCommunity: { enabled: false } });
    expect(loadConfig({ NODE_ENV: 'production', ...OPT_INS, API_DOCS: 'public', DEMO_COMMUNITY: 'on' })).toMatchObject({ apiDocs: true, demoCommunity: { enabled: true } });
    expect(loadConfig({})).toMatchObject({ apiDocs: true, demoCommunity: { enabled: true } });
    expect(loadConfig({ API_DOCS: 'off' }).apiDocs).toBe(false);
  });

  it('stops the real server with the reason and exit code 1', { timeout: 90_000 }, async () => {
    const result = await runServerProcess({ NODE_ENV: 'production', DATA_DIR: '/tmp/kindred-never-created' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Invalid configuration:');
    expect(result.stderr).toMatch(/- PAYMENT_PROVIDER: /);
    expect(result.stderr).toMatch(/- SESSION_SECRET, VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: /);
    expect(result.stderr).toMatch(/- SMTP_URL: /);
    expect(result.stderr).toMatch(/- SUPPORT_EMAIL: is "support@kindred\.example", a placeholder/);
  });
});

describe('a production server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ NODE_ENV: 'production', ...OPT_INS });
  });
  afterAll(async () => {
    await t.close();
  });

  it('does not serve the API reference to anyone', async () => {
    for (const path of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
      expect((await fetch(`${t.baseUrl}${path}`)).status, path).toBe(404);
    }
  });
});
