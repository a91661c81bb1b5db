import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { PaidPlan } from '@kindred/contract';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';

/** The first key of the advisory locks that apply one dater's plan changes one at a time (the second is the dater). */
const PLAN_CHANGE_LOCK_SPACE = 2002;

export type SubscriptionRow = {
  user_id: string;
  subscription_type: string;
  status: string;
  current_period_end: Date | null;
  cancelled_at: Date | null;
  provider: string | null;
  provider_customer_id: string | null;
  provider_subscription_id: string | null;
  last_event_at: Date | null;
};

/** The full next state of a dater's subscription row. */
export type SubscriptionWrite = Omit<SubscriptionRow, 'user_id'>;

export interface RecordedEvent {
  provider: string;
  eventId: string;
  eventType: string;
  userId: string | null;
  amountMinor: number | null;
  currency: string | null;
}

type Executor = Kysely<DB> | Transaction<DB>;

/** Subscriptions, the checkouts daters start, and the provider events already applied. */
export function createSubscriptionRepository(db: Kysely<DB>) {
  return {
    /** Runs `work` in one transaction: an event is recorded and applied together, or not at all. */
    inTransaction<T>(work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
      return inTransaction(db, work);
    },

    async find(userId: string, executor: Executor = db): Promise<SubscriptionRow | undefined> {
      return executor.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },

    /**
     * Makes this transaction the only one changing the dater's plan until it ends. A row lock
     * alone is not enough: before a dater's first payment there is no row to lock, and two first
     * inserts at once (the success return and the provider's webhooks arrive together) can pass
     * the check on the dater's key together and then collide on the provider subscription's own
     * unique key, which the upsert does not cover.
     */
    async lockPlanChanges(trx: Transaction<DB>, userId: string): Promise<void> {
      await sql`select pg_advisory_xact_lock(${PLAN_CHANGE_LOCK_SPACE}, hashtext(${userId}))`.execute(trx);
    },

    /** The dater's row (if any), locked for the rest of the transaction. */
    async findForUpdate(trx: Transaction<DB>, userId: string): Promise<SubscriptionRow | undefined> {
      return trx.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).forUpdate().executeTakeFirst();
    },

    async write(trx: Transaction<DB>, userId: string, next: SubscriptionWrite): Promise<void> {
      await trx
        .insertInto('subscriptions')
        .values({ user_id: userId, ...next, updated_at: new Date() })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...next, updated_at: new Date() }))
        .execute();
    },

    async userExists(userId: string, executor: Executor = db): Promise<boolean> {
      const row = await executor.selectFrom('user').select('id').where('id', '=', userId).executeTakeFirst();
      return row !== undefined;
    },

    async emailOf(userId: string): Promise<string | undefined> {
      const row = await db.selectFrom('user').select('email').where('id', '=', userId).executeTakeFirst();
      return row?.email;
    },

    async userIdByEmail(email: string): Promise<string | undefined> {
      const row = await db.selectFrom('user').select('id').where(sql`lower(email)`, '=', email.trim().toLowerCase()).executeTakeFirst();
      return row?.id;
    },

    async userForProviderSubscription(provider: string, providerSubscriptionId: string, executor: Executor = db): Promise<string | undefined> {
      const row = await executor
        .selectFrom('subscriptions')
        .select('user_id')
        .where('provider', '=', provider)
        .where('provider_subscription_id', '=', providerSubscriptionId)
        .executeTakeFirst();
      return row?.user_id;
    },

    /** The affiliate who referred this dater, from our own attribution. */
    async referrerOf(userId: string): Promise<string | null> {
      const row = await db.selectFrom('referrals').select('referrer_id').where('referred_id', '=', userId).executeTakeFirst();
      return row?.referrer_id ?? null;
    },

    async insertCheckout(checkout: { requestId: string; userId: string; provider: string; plan: PaidPlan; referrerId: string | null }): Promise<void> {
      await db
        .insertInto('checkout_sessions')
        .values({ request_id: checkout.requestId, user_id: checkout.userId, provider: checkout.provider, plan: checkout.plan, referrer_id: checkout.referrerId })
        .execute();
    },

    async setProviderCheckout(requestId: string, providerCheckoutId: string): Promise<void> {
      await db.updateTable('checkout_sessions').set({ provider_checkout_id: providerCheckoutId }).where('request_id', '=', requestId).execute();
    },

    async findCheckout(requestId: string) {
      return db.selectFrom('checkout_sessions').selectAll().where('request_id', '=', requestId).executeTakeFirst();
    },

    async completeCheckout(executor: Executor, requestId: string, at: Date): Promise<void> {
      await executor
        .updateTable('checkout_sessions')
        .set({ status: 'completed', completed_at: at })
        .where('request_id', '=', requestId)
        .where('status', '=', 'open')
        .execute();
    },

    /** Records an event id; false when it was already recorded, so each event applies once. */
    async recordEvent(trx: Transaction<DB>, event: RecordedEvent): Promise<boolean> {
      const inserted = await trx
        .insertInto('payment_events')
        .values({
          provider: event.provider,
          event_id: event.eventId,
          event_type: event.eventType,
          user_id: event.userId,
          amount_minor: event.amountMinor,
          currency: event.currency,
        })
        .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
        .returning('event_id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    /** Moves paid plans whose period has ended to expired and free. Returns who moved. */
    async expireDue(now: Date): Promise<string[]> {
      const rows = await db
        .updateTable('subscriptions')
        .set({ status: 'expired', subscription_type: 'free', updated_at: now })
        .where('subscription_type', '<>', 'free')
        .where('status', '=', 'active')
        .where('current_period_end', '<=', now)
        .returning('user_id')
        .execute();
      return rows.map((r) => r.user_id);
    },
  };
}

export type SubscriptionRepository = ReturnType<typeof createSubscriptionRepository>;
