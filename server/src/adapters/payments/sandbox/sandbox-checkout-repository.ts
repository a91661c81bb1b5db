import type { Kysely, Selectable } from 'kysely';
import type { PaidPlan } from '@kindred/contract';
import type { DB, SandboxCheckoutTable } from '../../../db/schema.js';

/** A checkout as the sandbox keeps it: the row as read from its table. */
export type SandboxCheckoutRow = Selectable<SandboxCheckoutTable>;

export interface NewSandboxCheckout {
  id: string;
  requestId: string;
  userId: string;
  email: string;
  plan: PaidPlan;
  productId: string;
  amountMinor: number;
  currency: string;
  successUrl: string;
  metadata: Record<string, string>;
}

export interface SandboxPayment {
  orderId: string;
  customerId: string;
  subscriptionId: string;
  periodEnd: Date;
  paidAt: Date;
}

/** The sandbox provider's own records: what a real provider keeps on its side. */
export function createSandboxCheckoutRepository(db: Kysely<DB>) {
  return {
    async insert(checkout: NewSandboxCheckout): Promise<void> {
      await db
        .insertInto('sandbox_checkouts')
        .values({
          id: checkout.id,
          request_id: checkout.requestId,
          user_id: checkout.userId,
          email: checkout.email,
          plan: checkout.plan,
          product_id: checkout.productId,
          amount_minor: checkout.amountMinor,
          currency: checkout.currency,
          success_url: checkout.successUrl,
          metadata: JSON.stringify(checkout.metadata),
        })
        .execute();
    },

    async find(checkoutId: string): Promise<SandboxCheckoutRow | undefined> {
      return db.selectFrom('sandbox_checkouts').selectAll().where('id', '=', checkoutId).executeTakeFirst();
    },

    async findBySubscription(subscriptionId: string): Promise<SandboxCheckoutRow | undefined> {
      return db.selectFrom('sandbox_checkouts').selectAll().where('subscription_id', '=', subscriptionId).executeTakeFirst();
    },

    /** Marks an open checkout paid. Returns the row only for the one request that paid it. */
    async markPaid(checkoutId: string, userId: string, payment: SandboxPayment): Promise<SandboxCheckoutRow | undefined> {
      return db
        .updateTable('sandbox_checkouts')
        .set({
          status: 'paid',
          order_id: payment.orderId,
          customer_id: payment.customerId,
          subscription_id: payment.subscriptionId,
          subscription_status: 'active',
          period_end: payment.periodEnd,
          paid_at: payment.paidAt,
        })
        .where('id', '=', checkoutId)
        .where('user_id', '=', userId)
        .where('status', '=', 'open')
        .returningAll()
        .executeTakeFirst();
    },

    async markCancelled(checkoutId: string, userId: string): Promise<boolean> {
      const result = await db
        .updateTable('sandbox_checkouts')
        .set({ status: 'cancelled' })
        .where('id', '=', checkoutId)
        .where('user_id', '=', userId)
        .where('status', '=', 'open')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async setSubscriptionStatus(subscriptionId: string, status: 'scheduled_cancel' | 'canceled', periodEnd?: Date): Promise<SandboxCheckoutRow | undefined> {
      return db
        .updateTable('sandbox_checkouts')
        .set({ subscription_status: status, ...(periodEnd ? { period_end: periodEnd } : {}) })
        .where('subscription_id', '=', subscriptionId)
        .returningAll()
        .executeTakeFirst();
    },
  };
}

export type SandboxCheckoutRepository = ReturnType<typeof createSandboxCheckoutRepository>;
