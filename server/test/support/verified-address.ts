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
