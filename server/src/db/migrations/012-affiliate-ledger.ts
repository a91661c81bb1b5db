import { sql, type Kysely } from 'kysely';

/**
 * The affiliate ledger records a line per payment event: a commission on a charge, or a negative
 * reversal on a refund, each with the payment it came from and the rate applied, in minor units.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table affiliate_commissions drop constraint if exists affiliate_commissions_amount_minor_check`.execute(db);
  await sql`alter table affiliate_commissions add column kind text not null default 'commission' check (kind in ('commission', 'reversal'))`.execute(db);
  await sql`alter table affiliate_commissions add column payment_minor integer not null default 0`.execute(db);
  await sql`alter table affiliate_commissions add column rate_basis_points integer not null default 4500 check (rate_basis_points between 0 and 10000)`.execute(db);
  await sql`alter table affiliate_commissions add constraint affiliate_commissions_sign check ((kind = 'commission' and amount_minor >= 0) or (kind = 'reversal' and amount_minor <= 0))`.execute(db);
  await sql`create index affiliate_commissions_referrer_idx on affiliate_commissions (referrer_id, created_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists affiliate_commissions_referrer_idx`.execute(db);
  await sql`alter table affiliate_commissions drop constraint if exists affiliate_commissions_sign`.execute(db);
  await sql`alter table affiliate_commissions drop column if exists rate_basis_points`.execute(db);
  await sql`alter table affiliate_commissions drop column if exists payment_minor`.execute(db);
  await sql`alter table affiliate_commissions drop column if exists kind`.execute(db);
}
