import { expect, type Page } from '@playwright/test';
import { emailVerificationStateSchema } from '@kindred/contract';
import { outboxDir } from '../../server/src/adapters/mail/create-mail-transport';
import { outboxFiles, readOutboxEntry } from '../../server/src/adapters/mail/outbox-reader';
import { AI_APP_URL, APP_URL, PAYMENTS_APP_URL } from './e2e-env';

/** One verification e-mail as the dater reads it: its 6-digit code and its link. */
export interface VerificationMail {
  file: string;
  code: string;
  link: string;
}

/**
 * The outbox of the app at `appUrl`. Each app server of the e2e run has its own DATA_DIR
 * (playwright.config.ts), and runs without SMTP, so its mail is in DATA_DIR/outbox.
 */
function outboxOf(appUrl: string): string {
  const dataDirs: Record<string, string | undefined> = {
    [APP_URL]: process.env.E2E_DATA_DIR,
    [AI_APP_URL]: process.env.E2E_AI_DATA_DIR,
    [PAYMENTS_APP_URL]: process.env.E2E_PAYMENTS_DATA_DIR,
  };
  const dataDir = dataDirs[appUrl];
  if (!dataDir) throw new Error(`no data directory known for the app at ${appUrl}`);
  return outboxDir(dataDir);
}

/**
 * The newest verification e-mail to `to`, read as `npm run outbox` reads it (never from the
 * database). The mail is sent by a job, so this waits for it. `newerThan` is the file of an
 * earlier one: after "Resend", only a new e-mail will do.
 */
export async function verificationMailFromOutbox(to: string, options: { appUrl?: string; newerThan?: string } = {}): Promise<VerificationMail> {
  const dir = outboxOf(options.appUrl ?? APP_URL);
  for (let i = 0; i < 150; i++) {
    // Newest first: the first verification e-mail to this address is the one that counts.
    for (const file of await outboxFiles(dir)) {
      if (options.newerThan && file <= options.newerThan) break;
      const mail = await readOutboxEntry(file);
      if (mail.to !== to) continue;
      const code = /^Your code: (\d{6})$/m.exec(mail.text)?.[1];
      const link = /https?:\/\/\S+\/api\/auth\/verify-email\?token=\S+/.exec(mail.text)?.[0];
      if (code && link) return { file, code, link };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no verification e-mail to ${to} in the outbox`);
}

/** The link from the newest verification e-mail to `to`, for a journey that follows it. */
export async function verificationLinkFromOutbox(to: string, appUrl: string = APP_URL): Promise<string> {
  return (await verificationMailFromOutbox(to, { appUrl })).link;
}

/**
 * Verifies the signed-in dater's address `email` with the code from their e-mail, through the
 * API from the page's own cookie jar, as the home banner would. For journeys about something
 * else whose dater signed up by e-mail and must then be shown, search or unlock (decision 054).
 */
export async function verifyAddressFromOutbox(page: Page, email: string, appUrl: string = APP_URL): Promise<void> {
  const { code } = await verificationMailFromOutbox(email, { appUrl });
  const response = await page.request.post('/api/email-verification/code', { data: { code }, headers: { origin: appUrl } });
  expect(response.status(), await response.text()).toBe(200);
  expect(emailVerificationStateSchema.parse(await response.json()).verified).toBe(true);
}
