import { waitForOutboxMail } from './outbox-mail.js';
import type { TestApp } from './test-app.js';

/**
 * Marks a dater's address verified, for tests about something else that sign daters up through
 * the API and then search or unlock (decision 054). Production code has no such path: a dater
 * verifies with the code or the link from the e-mail, which server/test/email-verification.test.ts
 * reads from a real SMTP server.
 */
export async function markAddressVerified(t: Pick<TestApp, 'database'>, userId: string): Promise<void> {
  await t.database.db.updateTable('user').set({ emailVerified: true }).where('id', '=', userId).execute();
}

/**
 * Makes a dater's account one from before verification was asked for and not verified, still in
 * its grace (decision 054), as migration 035 leaves such accounts: shown, free to search and unlock.
 */
export async function putInGrace(t: Pick<TestApp, 'database'>, userId: string, days = 30): Promise<void> {
  await t.database.db.updateTable('user').set({ emailVerified: false }).where('id', '=', userId).execute();
  await t.database.db
    .insertInto('email_verification_grace')
    .values({ user_id: userId, until: new Date(Date.now() + days * 24 * 60 * 60 * 1000) })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ until: new Date(Date.now() + days * 24 * 60 * 60 * 1000) }))
    .execute();
}

/** Makes the dater unverified with their grace over: not shown, and unable to search or unlock. */
export async function endGrace(t: Pick<TestApp, 'database'>, userId: string): Promise<void> {
  await t.database.db.updateTable('user').set({ emailVerified: false }).where('id', '=', userId).execute();
  await t.database.db
    .insertInto('email_verification_grace')
    .values({ user_id: userId, until: new Date(Date.now() - 1000) })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ until: new Date(Date.now() - 1000) }))
    .execute();
}

/** The 6-digit code of the newest verification e-mail to `email` in the server's outbox, read as `npm run outbox` shows it. */
export async function verificationCodeFromOutbox(t: Pick<TestApp, 'config'>, email: string): Promise<string> {
  const mail = await waitForOutboxMail(t.config.dataDir, email, (entry) => CODE.test(entry.text));
  return CODE.exec(mail.text)?.[1] ?? '';
}

const CODE = /Your code: (\d{6})/;
