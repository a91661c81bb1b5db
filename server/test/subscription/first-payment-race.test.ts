import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meResponseSchema } from '@kindred/contract';
import { TestClient, uniqueEmail } from '../support/http-client.js';
import { payWithSandbox, postSandboxWebhook, subscriptionOf } from '../support/payments.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { createSubscriptionRepository } from '../../src/features/subscription/subscription-repository.js';

/**
 * A dater's first payment reaches us three ways at nearly the same moment: the success return the
 * browser posts, and the provider's two webhooks (checkout completed, subscription paid). Each
 * applies the same change. Before the dater has a plan row there is nothing to lock, so on
 * PostgreSQL two of them could both insert the row and the loser failed on the provider
 * subscription's unique key: a 500 to the dater, or a 409 the provider takes as final. They now
 * apply one at a time.
 *
 * The server runs as an API process, so the sandbox's webhooks wait in the queue and the test
 * posts them itself, at the same moment as the return.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ PROCESS_ROLE: 'api' });
});
afterAll(async () => {
  await t.close();
});

async function paidDater() {
  const client = new TestClient(t.baseUrl);
  await client.signUp(uniqueEmail('first-payment'));
  const userId = meResponseSchema.parse(await (await client.get('/api/me')).json()).user.id;
  const { params } = await payWithSandbox(client);
  const queued = await t.database.db.selectFrom('jobs').select('payload').where('kind', '=', 'deliver_sandbox_webhook').where('status', '=', 'queued').execute();
  const webhooks = queued.map((job) => (job.payload as { body: string }).body).filter((body) => body.includes(params.subscription_id));
  expect(webhooks).toHaveLength(2);
  return { client, userId, params, webhooks };
}

describe("a dater's first payment arriving by the return and both webhooks at once", () => {
  it('is applied once by whichever comes first, and every one of them is answered as a success', async () => {
    const daters = await Promise.all(Array.from({ length: 12 }, () => paidDater()));
    const answers = await Promise.all(
      daters.map(async ({ client, params, webhooks }) => Promise.all([client.post('/api/subscription/verify-return', params), ...webhooks.map((body) => postSandboxWebhook(t, body))])),
    );
    expect(answers.flat().map((response) => response.status)).toEqual(Array.from({ length: 12 * 3 }, () => 200));
    for (const { client, userId, params } of daters) {
      expect(await subscriptionOf(client)).toMatchObject({ premium: true, subscriptionType: 'premium' });
      const rows = await t.database.db.selectFrom('subscriptions').select('provider_subscription_id').where('user_id', '=', userId).execute();
      expect(rows).toEqual([{ provider_subscription_id: params.subscription_id }]);
    }
  });

  it('waits while another change of the same dater is being applied, on PostgreSQL where changes run side by side', async () => {
    // PGlite runs one transaction at a time: a transaction held open here would hold the server's only connection.
    if (t.database.kind !== 'postgres') return expect(t.database.kind).toBe('pglite');
    const { client, userId, params } = await paidDater();
    const plans = createSubscriptionRepository(t.database.db);
    let answered = false;
    const verify = await plans.inTransaction(async (trx) => {
      await plans.lockPlanChanges(trx, userId);
      const pending = client.post('/api/subscription/verify-return', params).then((response) => {
        answered = true;
        return response;
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(answered).toBe(false);
      return { pending };
    });
    expect((await verify.pending).status).toBe(200);
    expect((await subscriptionOf(client)).premium).toBe(true);
  });
});
