import crypto from 'node:crypto';
import { meResponseSchema } from '@kindred/contract';
import { makePremium } from '../../support/coach.js';
import { TestClient, uniqueEmail } from '../../support/http-client.js';
import { sandboxSubscriptionObject } from '../../support/payments.js';
import type { CellRequest } from '../support/cell.js';
import type { World } from '../support/world.js';

/**
 * Provider events about a real subscription, for the fuzz to mutate and sign, so cases get past
 * the signature into the code that stores them. They concern a premium dater of their own: a
 * mutated event may well end that plan, and no other check depends on it.
 */
export async function webhookSeeds(world: World): Promise<CellRequest[]> {
  const client = new TestClient(world.t.baseUrl);
  await client.signUp(uniqueEmail('webhook-subject'));
  await client.post('/api/session/finalize');
  await makePremium(client);
  const userId = meResponseSchema.parse(await (await client.get('/api/me')).json()).user.id;
  const sub = await world.t.database.db.selectFrom('sandbox_checkouts').selectAll().where('user_id', '=', userId).where('status', '=', 'paid').executeTakeFirstOrThrow();
  const metadata = { user_id: userId, request_id: sub.request_id };
  const subscription = sandboxSubscriptionObject(sub, metadata);
  const event = (eventType: string, object: Record<string, unknown>) => ({ id: `evt_seed_${crypto.randomUUID()}`, eventType, created_at: Date.now(), object });
  const events = [
    event('subscription.paid', subscription),
    event('subscription.active', subscription),
    event('subscription.scheduled_cancel', { ...subscription, status: 'scheduled_cancel' }),
    event('checkout.completed', { id: sub.id, object: 'checkout', request_id: sub.request_id, status: 'completed', order: { id: sub.order_id, amount: sub.amount_minor, currency: sub.currency },
      product: { id: sub.product_id }, customer: { id: sub.customer_id }, subscription, metadata }),
    event('refund.created', { refund_amount: 100, refund_currency: sub.currency, subscription: { id: sub.subscription_id, metadata }, metadata }),
    event('dispute.created', { id: 'dp_seed', metadata }),
  ];
  return events.map((body) => ({ path: '/api/webhooks/sandbox', raw: { body: JSON.stringify(body), contentType: 'application/json' } }));
}
