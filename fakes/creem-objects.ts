/**
 * What the fake Creem keeps, and how it shows it: the JSON shapes of Creem's checkout and
 * subscription objects. References are expanded the way Creem expands them, so the adapter's
 * schemas meet both ids and objects.
 */
import crypto from 'node:crypto';

export interface FakeCheckout {
  id: string;
  request_id: string | null;
  product: string;
  customer: { email: string | undefined };
  success_url: string | null;
  metadata: Record<string, unknown>;
  status: 'pending' | 'completed' | 'expired';
  checkout_url: string;
  order_id: string | null;
  subscription_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface FakeSubscription {
  id: string;
  status: string;
  product: string;
  customer: string;
  email: string;
  current_period_end_date: string;
  canceled_at: string | null;
  metadata: Record<string, unknown>;
  amount: number;
  currency: string;
  created_at: string;
}

export function creemId(prefix: string): string {
  return `${prefix}_${crypto.randomBytes(10).toString('hex')}`;
}

export function subscriptionView(subscription: FakeSubscription) {
  return {
    id: subscription.id,
    object: 'subscription',
    mode: 'test',
    status: subscription.status,
    product: { id: subscription.product, object: 'product' },
    customer: { id: subscription.customer, object: 'customer', email: subscription.email },
    current_period_end_date: subscription.current_period_end_date,
    canceled_at: subscription.canceled_at,
    metadata: subscription.metadata,
    last_transaction: { amount: subscription.amount, currency: subscription.currency },
    created_at: subscription.created_at,
  };
}

/** A pending checkout shows the ids it was created with; a completed one shows what it became. */
export function checkoutView(checkout: FakeCheckout, subscription: FakeSubscription | null) {
  const common = {
    id: checkout.id,
    object: 'checkout',
    mode: 'test',
    status: checkout.status,
    request_id: checkout.request_id,
    checkout_url: checkout.checkout_url,
    success_url: checkout.success_url,
    metadata: checkout.metadata,
    created_at: checkout.created_at,
    updated_at: checkout.updated_at,
  };
  if (!subscription || !checkout.order_id) return { ...common, product: checkout.product, customer: checkout.customer };
  return {
    ...common,
    product: { id: checkout.product, object: 'product' },
    customer: { id: subscription.customer, object: 'customer', email: subscription.email },
    order: {
      id: checkout.order_id,
      object: 'order',
      amount: subscription.amount,
      currency: subscription.currency,
      customer: subscription.customer,
      product: checkout.product,
      status: 'paid',
      created_at: checkout.updated_at,
    },
    subscription: { ...subscriptionView(subscription), product: checkout.product, customer: subscription.customer },
  };
}
