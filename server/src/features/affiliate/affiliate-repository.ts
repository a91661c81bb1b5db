import crypto from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { isForeignKeyViolation } from '../../db/db-errors.js';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';

type Executor = Kysely<DB> | Transaction<DB>;

/** 16 random bytes: codes that cannot be guessed or enumerated. */
function newCode(): string {
  return crypto.randomBytes(12).toString('base64url');
}

export interface LedgerLine {
  referrerId: string;
  referredId: string;
  provider: string;
  eventId: string;
  kind: 'commission' | 'reversal';
  amountMinor: number;
  paymentMinor: number;
  currency: string;
  rateBasisPoints: number;
}

/** Referral codes, who referred whom, and the commission ledger. */
export function createAffiliateRepository(db: Kysely<DB>) {
  return {
    /** The dater's code, made on first use; null when they have no profile yet to hang it on. */
    async codeFor(userId: string): Promise<string | null> {
      try {
        await db.insertInto('affiliates').values({ user_id: userId, referral_code: newCode() }).onConflict((oc) => oc.column('user_id').doNothing()).execute();
      } catch (error) {
        if (isForeignKeyViolation(error)) return null;
        throw error;
      }
      const row = await db.selectFrom('affiliates').select('referral_code').where('user_id', '=', userId).executeTakeFirstOrThrow();
      return row.referral_code;
    },

    async ownerOfCode(code: string): Promise<string | undefined> {
      const row = await db.selectFrom('affiliates').select('user_id').where('referral_code', '=', code).executeTakeFirst();
      return row?.user_id;
    },

    /** Records who referred a new dater; a dater is referred once, and never by themselves. */
    async recordReferral(referredId: string, referrerId: string): Promise<boolean> {
      if (referredId === referrerId) return false;
      const inserted = await db
        .insertInto('referrals')
        .values({ referred_id: referredId, referrer_id: referrerId })
        .onConflict((oc) => oc.column('referred_id').doNothing())
        .returning('referred_id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    async referrerOf(userId: string, executor: Executor = db): Promise<string | undefined> {
      const row = await executor.selectFrom('referrals').select('referrer_id').where('referred_id', '=', userId).executeTakeFirst();
      return row?.referrer_id;
    },

    /** One line per payment event; a redelivered event adds nothing. */
    async addLine(executor: Executor, line: LedgerLine): Promise<void> {
      await executor
        .insertInto('affiliate_commissions')
        .values({
          referrer_id: line.referrerId,
          referred_id: line.referredId,
          provider: line.provider,
          event_id: line.eventId,
          kind: line.kind,
          amount_minor: line.amountMinor,
          payment_minor: line.paymentMinor,
          currency: line.currency,
          rate_basis_points: line.rateBasisPoints,
        })
        .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
        .execute();
    },

    /**
     * The three figures come from one snapshot: read one by one, a commission committed between
     * the reads would show earnings from a referral not yet counted as paying.
     */
    async stats(referrerId: string) {
      return inTransaction(
        db,
        async (trx) => {
          const signups = await trx.selectFrom('referrals').select((eb) => eb.fn.countAll<string>().as('n')).where('referrer_id', '=', referrerId).executeTakeFirstOrThrow();
          const paying = await trx
            .selectFrom('affiliate_commissions')
            .select(sql<string>`count(distinct referred_id)`.as('n'))
            .where('referrer_id', '=', referrerId)
            .where('kind', '=', 'commission')
            .executeTakeFirstOrThrow();
          const earnings = await trx
            .selectFrom('affiliate_commissions')
            .select(['currency', sql<string>`sum(amount_minor)`.as('total')])
            .where('referrer_id', '=', referrerId)
            .groupBy('currency')
            .orderBy('currency')
            .execute();
          return { signups: Number(signups.n), payingReferrals: Number(paying.n), earnings: earnings.map((e) => ({ currency: e.currency, amountMinor: Number(e.total) })) };
        },
        { isolation: 'repeatable read' },
      );
    },
  };
}

export type AffiliateRepository = ReturnType<typeof createAffiliateRepository>;
