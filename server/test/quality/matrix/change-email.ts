import { TestClient, uniqueEmail } from '../../support/http-client.js';
import { waitForOutboxMail } from '../../support/outbox-mail.js';
import { PUBLIC_OK, SIGNED_IN_OK, type Matrix } from '../support/cell.js';
import type { World } from '../support/world.js';

/** The token of a link to `page` in a message to `to` in the test server's outbox. */
async function tokenFromOutbox(world: World, to: string, page: 'change-email' | 'undo-email-change'): Promise<string> {
  const link = new RegExp(`/${page}#token=([A-Za-z0-9_-]+)`);
  const mail = await waitForOutboxMail(world.t.config.dataDir, to, (entry) => link.test(entry.text));
  return link.exec(mail.text)?.[1] ?? '';
}

/** A throwaway account's change, asked for and confirmed: the links of a matrix dater would move their address. */
async function throwawayChange(world: World, confirm: boolean): Promise<{ email: string; confirmToken: string }> {
  const email = uniqueEmail('matrix-email-from');
  const newEmail = uniqueEmail('matrix-email-to');
  const client = new TestClient(world.t.baseUrl);
  await client.signUp(email);
  await client.post('/api/change-email', { newEmail });
  const confirmToken = await tokenFromOutbox(world, newEmail, 'change-email');
  if (confirm) await new TestClient(world.t.baseUrl).post('/api/change-email/confirm', { token: confirmToken });
  return { email, confirmToken };
}

/**
 * Changing the e-mail is about oneself: the signed-in columns ask for a link to a fresh address,
 * which changes nothing until it is opened. The two link routes are for anyone holding the link,
 * signed in or not (the token is the only proof), and spend a throwaway account's links.
 */
export const changeEmailMatrix: Matrix = {
  'GET /api/change-email': { expect: SIGNED_IN_OK, request: () => ({ path: '/api/change-email' }) },
  'POST /api/change-email': { expect: SIGNED_IN_OK, request: () => ({ path: '/api/change-email', json: { newEmail: uniqueEmail('matrix-new-address') } }) },
  'POST /api/change-email/confirm': {
    expect: PUBLIC_OK,
    request: async ({ world }) => ({ path: '/api/change-email/confirm', json: { token: (await throwawayChange(world, false)).confirmToken } }),
  },
  'POST /api/change-email/undo': {
    expect: PUBLIC_OK,
    request: async ({ world }) => {
      const { email } = await throwawayChange(world, true);
      return { path: '/api/change-email/undo', json: { token: await tokenFromOutbox(world, email, 'undo-email-change') } };
    },
  },
};
