import { sql, type Kysely, type Transaction } from 'kysely';
import { isPremium, type SubscriptionRecord, type SubscriptionStatus, type SubscriptionType } from '@kindred/contract';
import type { DB } from '../../db/schema.js';
import { compileOnce } from '../../db/compiled-query.js';

export type UsageCounter = 'matches_unlocked' | 'profile_views' | 'super_likes_used';

function toRecord(row: { subscription_type: string; status: string; current_period_end: Date | null; cancelled_at: Date | null }): SubscriptionRecord {
  return {
    subscriptionType: row.subscription_type as SubscriptionType,
    status: row.status as SubscriptionStatus,
    currentPeriodEnd: row.current_period_end,
    cancelledAt: row.cancelled_at,
  };
}

/** Subscription tier and the monthly usage counters that limits are checked against. */
export function createAllowanceRepository(db: Kysely<DB>) {
  // Read on every feed and profile request: built and compiled once, run with the dater put in.
  const subscriptionOf = compileOnce(1, (userId: string) => db.selectFrom('subscriptions').select(['subscription_type', 'status', 'current_period_end', 'cancelled_at']).where('user_id', '=', userId));
  const usageOf = compileOnce(2,
    (userId: string, month: string) =>
      db.selectFrom('subscription_usage').select(['matches_unlocked', 'profile_views', 'super_likes_used']).where('user_id', '=', userId).where('month_year', '=', month));

  return {
    async subscription(userId: string, executor: Kysely<DB> | Transaction<DB> = db): Promise<SubscriptionRecord | null> {
      const [row] = await subscriptionOf(executor, userId);
      return row ? toRecord(row) : null;
    },

    /** Which of these daters are premium now: the verified badge derives from it. */
    async premiumSet(userIds: string[], now: Date): Promise<Set<string>> {
      if (userIds.length === 0) return new Set();
      const rows = await db
        .selectFrom('subscriptions')
        .select(['user_id', 'subscription_type', 'status', 'current_period_end', 'cancelled_at'])
        .where('user_id', 'in', userIds)
        .execute();
      return new Set(rows.filter((r) => isPremium(toRecord(r), now)).map((r) => r.user_id));
    },

    async usage(userId: string, month: string) {
      const [row] = await usageOf(db, userId, month);
      return row ?? { matches_unlocked: 0, profile_views: 0, super_likes_used: 0 };
    },

    /**
     * Locks this month's usage row for the rest of the transaction, creating it if needed, so
     * concurrent requests from one dater count one at a time.
     */
    async lockUsage(trx: Transaction<DB>, userId: string, month: string) {
      await trx
        .insertInto('subscription_usage')
        .values({ user_id: userId, month_year: month })
        .onConflict((oc) => oc.columns(['user_id', 'month_year']).doNothing())
        .execute();
      return trx
        .selectFrom('subscription_usage')
        .select(['matches_unlocked', 'profile_views', 'super_likes_used'])
        .where('user_id', '=', userId)
        .where('month_year', '=', month)
        .forUpdate()
        .executeTakeFirstOrThrow();
    },

    async increment(trx: Transaction<DB>, userId: string, month: string, counter: UsageCounter): Promise<void> {
      await trx
        .updateTable('subscription_usage')
        .set({ [counter]: sql`${sql.ref(counter)} + 1`, updated_at: new Date() })
        .where('user_id', '=', userId)
        .where('month_year', '=', month)
        .execute();
    },
  };
}

export type AllowanceRepository = ReturnType<typeof createAllowanceRepository>;
