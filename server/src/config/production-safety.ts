/**
 * Defaults that make `npm start` work on a fresh machine but would be unsafe for real daters.
 * With NODE_ENV=production each is either made safe or refused at start, with a message saying
 * why and what to set instead (departure 20 in docs/architecture.md#departures). An operator
 * who really wants one of them in production (a public demo, say) opts in by name.
 */
import type { Env } from './env-schema.js';
import { placeholderAddressProblems } from './placeholder-addresses.js';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname;
  return LOOPBACK_HOSTS.has(host) || host.startsWith('127.') || host.endsWith('.localhost');
}

export function productionProblems(env: Env): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (env.PAYMENT_PROVIDER === 'sandbox' && !env.PAYMENT_SANDBOX_IN_PRODUCTION) {
    problems.push(
      'PAYMENT_PROVIDER: is the sandbox (the default), whose built-in checkout page lets anyone "pay" for Premium without paying. ' +
        'Set PAYMENT_PROVIDER=creem with its keys, or PAYMENT_SANDBOX_IN_PRODUCTION=true if this deployment is a demo on purpose.',
    );
  }
  const missingSecrets = (['SESSION_SECRET', 'VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'] as const).filter((name) => !env[name]);
  if (missingSecrets.length > 0 && !env.GENERATED_SECRETS_IN_PRODUCTION) {
    problems.push(
      `${missingSecrets.join(', ')}: not set, so they would be generated into DATA_DIR, where a second server or a lost disk gets different ones ` +
        '(every dater signed out, every device unsubscribed). Set them from your secret store, or GENERATED_SECRETS_IN_PRODUCTION=true to keep the generated ones.',
    );
  }
  if (env.PUBLIC_URL && !env.PUBLIC_URL.startsWith('https://') && !isLoopbackUrl(env.PUBLIC_URL)) {
    problems.push(
      'PUBLIC_URL: must be an https:// address in production. Session cookies are Secure there, so a browser would never send them back over http and nobody could stay signed in.',
    );
  }
  if (!env.SMTP_URL && !env.MAIL_OUTBOX_IN_PRODUCTION) {
    problems.push(
      'SMTP_URL: not set, so e-mail (password resets among it) would only be written to the outbox in DATA_DIR, where no dater ever reads it. ' +
        'Set SMTP_URL (and MAIL_FROM) to your mail server, or MAIL_OUTBOX_IN_PRODUCTION=true if this deployment reads its outbox on purpose.',
    );
  }
  problems.push(...placeholderAddressProblems(env));
  if (env.PUSH_TEST_SERVICE_URL) {
    problems.push('PUSH_TEST_SERVICE_URL: lets the server send pushes to a plain-http, private address; it is for the test suites only and is refused in production.');
  }
  return problems;
}
