import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMailService, type MailService } from '../src/features/mail/mail-service.js';
import { MailAddressError } from '../src/features/mail/mail-safety.js';
import { composeMail as composeTemplate } from '../src/features/mail/compose-mail.js';
import { createJobQueue } from '../src/jobs/job-queue-repository.js';
import { startSmtpCatcher, type SmtpCatcher } from './support/smtp-catcher.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * The mail channel end to end: a message queued through the mail service is sent by the app's
 * own job worker to a real SMTP server in this process, and read back with a mail parser.
 */
let t: TestApp;
let smtp: SmtpCatcher;
let mail: MailService;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await startTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Kindred <hello@kindred.test>' });
  // The app's worker polls the queue; nothing here runs the job by hand.
  mail = createMailService({ queue: createJobQueue(t.database.db), nudgeWorker: () => {} });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  smtp.refuseWith(null);
  await smtp.up();
});

const sample = (subject: string, link = 'https://kindred.test/secret-link-123') =>
  composeTemplate('test_message', subject, { preview: 'p', heading: 'Hello', body: ['Body text.'], action: { label: 'Open', url: link }, reason: 'You got this because of a test.' });

async function sendMailJobs() {
  return t.database.db.selectFrom('jobs').select(['id', 'status', 'attempts', 'error', 'payload']).where('kind', '=', 'send_mail').orderBy('created_at').execute();
}

/** The newest send_mail job once it has succeeded or failed for good. */
async function latestSettled() {
  for (let i = 0; i < 400; i++) {
    const job = (await sendMailJobs()).at(-1);
    if (job && (job.status === 'succeeded' || job.status === 'failed')) return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the send_mail job did not settle');
}

describe('the mail channel', () => {
  it('sends a plain-text and an HTML part from MAIL_FROM, and forgets the message once sent', async () => {
    await mail.send('ada@example.test', sample('First message'));
    const caught = await smtp.waitFor((m) => m.subject === 'First message');
    expect(caught.to).toEqual(['ada@example.test']);
    expect(caught.parsed.from?.value).toEqual([{ name: 'Kindred', address: 'hello@kindred.test' }]);
    expect(caught.text).toContain('Body text.');
    expect(caught.text).toContain('You got this because of a test.');
    expect(caught.links).toContain('https://kindred.test/secret-link-123');
    expect(caught.html).toContain('href="https://kindred.test/secret-link-123"');
    // No secret stays in the job row: only the template's name is kept.
    for (let i = 0; i < 100; i++) {
      const rows = await sendMailJobs();
      if (rows.every((r) => r.status === 'succeeded')) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const rows = await sendMailJobs();
    expect(rows.map((r) => r.status)).toEqual(['succeeded']);
    expect(JSON.stringify(rows[0]?.payload)).not.toContain('secret-link-123');
    expect(rows[0]?.payload).toEqual({ template: 'test_message', forgotten: true });
  });

  it('refuses an address with a line break or a second address before queueing anything', async () => {
    const before = (await sendMailJobs()).length;
    for (const address of ['ada@example.test\r\nBcc: eve@example.test', 'ada@example.test\nBcc: eve@example.test', 'ada@example.test, eve@example.test', 'Ada <ada@example.test>', '']) {
      await expect(mail.send(address, sample('Injected')), JSON.stringify(address)).rejects.toBeInstanceOf(MailAddressError);
    }
    await expect(mail.send('ada@example.test', { ...sample('Headers'), headers: { 'X-Test\r\nBcc': 'eve@example.test' } })).rejects.toBeInstanceOf(MailAddressError);
    expect(await sendMailJobs()).toHaveLength(before);
  });

  it('keeps a subject with a line break on one line, so it adds no header', async () => {
    await mail.send('bob@example.test', sample('Hello\r\nBcc: eve@example.test'));
    const caught = await smtp.waitFor((m) => m.to.includes('bob@example.test'));
    expect(caught.subject).toBe('Hello Bcc: eve@example.test');
    expect(caught.parsed.headers.has('bcc')).toBe(false);
    expect(smtp.messages.some((m) => m.to.includes('eve@example.test'))).toBe(false);
  });

  it('answers at once while the mail server is down, and delivers on a later attempt', async () => {
    await smtp.down();
    const started = performance.now();
    await mail.send('cleo@example.test', sample('While down'));
    expect(performance.now() - started).toBeLessThan(500);
    // The first attempt fails and the job waits for its retry (5 s later) instead of failing.
    let failedOnce: { status: string; attempts: number; error: string | null } | undefined;
    for (let i = 0; i < 200 && !failedOnce; i++) {
      failedOnce = (await sendMailJobs()).find((j) => j.attempts >= 1 && j.status === 'queued' && j.error !== null);
      if (!failedOnce) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(failedOnce).toMatchObject({ status: 'queued', attempts: 1 });
    await smtp.up();
    const caught = await smtp.waitFor((m) => m.subject === 'While down', 20_000);
    expect(caught.to).toEqual(['cleo@example.test']);
  }, 40_000);

  it('fails for good, recorded, when the server refuses the message outright (5xx)', async () => {
    smtp.refuseWith(550);
    await mail.send('nobody@example.test', sample('Refused'));
    const job = await latestSettled();
    expect(job).toMatchObject({ status: 'failed', attempts: 1 });
    expect(job.error).toMatch(/refused the message \(550\)/);
    expect(job.payload).toEqual({ template: 'test_message', forgotten: true });
  });
});
