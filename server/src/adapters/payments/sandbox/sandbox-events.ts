import crypto from 'node:crypto';
import type { SandboxCheckoutRow } from './sandbox-checkout-repository.js';

/**
 * Builds the events the sandbox sends, in the same format as Creem's, so the webhook endpoint
 * handles sandbox and real payments with one code path.
 */
export function sandboxId(prefix: string): string {
  return `${prefix}_${crypto.randomBytes(12).toString('base64url')}`;
}

function subscriptionObject(row: SandboxCheckoutRow, status: string, canceledAt: Date | null) {
  return {
    id: row.subscription_id,
    object: 'subscription',
    status,
    product: { id: row.product_id },
    customer: { id: row.customer_id, email: row.email },
    current_period_end_date: row.period_end?.toISOString() ?? null,
    canceled_at: canceledAt?.toISOString() ?? null,
    metadata: row.metadata,
    last_transaction: { amount: row.amount_minor, currency: row.currency },
  };
}

export function checkoutCompletedEvent(row: SandboxCheckoutRow, at: Date) {
  return {
    id: sandboxId('evt'),
    eventType: 'checkout.completed',
    created_at: at.getTime(),
    object: {
      id: row.id,
      object: 'checkout',
      request_id: row.request_id,
      status: 'completed',
      order: { id: row.order_id, amount: row.amount_minor, currency: row.currency, customer: row.customer_id, product: row.product_id, status: 'paid' },
      product: { id: row.product_id },
      customer: { id: row.customer_id, email: row.email },
      subscription: subscriptionObject(row, 'active', null),
      metadata: row.metadata,
    },
  };
}

export function subscriptionEvent(row: SandboxCheckoutRow, eventType: string, status: string, at: Date, canceledAt: Date | null = null) {
  return { id: sandboxId('evt'), eventType, created_at: at.getTime(), object: subscriptionObject(row, status, canceledAt) };
}
