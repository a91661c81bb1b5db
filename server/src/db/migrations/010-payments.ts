import { sql, type Kysely } from 'kysely';

/**
 * Checkout and webhook bookkeeping. checkout_sessions is our record of every checkout a dater
 * started, whichever provider serves it: the return page and webhooks are matched against it.
 * sandbox_checkouts is the built-in sandbox provider's own state, kept apart from ours the way a
 * real provider's would be. subscriptions.last_event_at lets late, out-of-order events be
 * recorded without rolling the plan back to an older state.
 */
const statements = [
  sql`alter table subscriptions add column last_event_at timestamptz`,
  sql`create table checkout_sessions (
    request_id text primary key check (request_id ~ '^req_[A-Za-z0-9_-]{16,64}$'),
    user_id text not null references "user"(id) on delete cascade,
    provider text not null,
    plan text not null check (plan in ('premium', 'premium_plus')),
    provider_checkout_id text,
    referrer_id text references profiles(user_id) on delete set null,
    status text not null default 'open' check (status in ('open', 'completed')),
    created_at timestamptz not null default now(),
    completed_at timestamptz,
    unique (provider, provider_checkout_id)
  )`,
  sql`create index checkout_sessions_user_idx on checkout_sessions (user_id, created_at desc)`,
  sql`create table sandbox_checkouts (
    id text primary key,
    request_id text not null unique,
    user_id text not null references "user"(id) on delete cascade,
    email text not null,
    plan text not null check (plan in ('premium', 'premium_plus')),
    product_id text not null,
    amount_minor integer not null check (amount_minor >= 0),
    currency text not null check (currency ~ '^[A-Z]{3}$'),
    success_url text not null,
    metadata jsonb not null default '{}'::jsonb,
    status text not null default 'open' check (status in ('open', 'paid', 'cancelled')),
    order_id text unique,
    customer_id text,
    subscription_id text unique,
    subscription_status text check (subscription_status in ('active', 'scheduled_cancel', 'canceled', 'expired')),
    period_end timestamptz,
    created_at timestamptz not null default now(),
    paid_at timestamptz
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists sandbox_checkouts`.execute(db);
  await sql`drop table if exists checkout_sessions`.execute(db);
  await sql`alter table subscriptions drop column if exists last_event_at`.execute(db);
}
