import { sql, type Kysely } from 'kysely';

/**
 * "Selfie verified" (decision 042). A dater asks to be checked, copies a gesture chosen by the
 * server in a live selfie, and a moderator compares it with their profile photo. One row per
 * request; the latest row is the dater's state. The decision keeps who, when, what and why on the
 * row itself, with the moderator's name copied so it still says who after their account is gone,
 * and is written to the moderation audit log too.
 *
 * The mark is `profiles.selfie_verified_at`, so the hard filters and the match cards read it
 * without a join. `show_verified_only` was stored but never applied and defaulted to on; it now
 * means "Only selfie-verified daters", a hard filter, so every stored value starts off again:
 * nobody chose it knowing what it does.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table selfie_checks (
    id uuid primary key default gen_random_uuid(),
    user_id text not null references profiles(user_id) on delete cascade,
    gesture text not null check (length(gesture) between 1 and 40),
    status text not null default 'requested' check (status in ('requested', 'pending', 'approved', 'rejected')),
    requested_at timestamptz not null default now(),
    expires_at timestamptz not null,
    photo_path text check (length(photo_path) <= 300),
    submitted_at timestamptz,
    prescreen text check (prescreen in ('likely', 'unsure', 'unlikely')),
    prescreened_at timestamptz,
    decided_by text references "user"(id) on delete set null,
    decided_by_name text check (length(decided_by_name) <= 200),
    decided_at timestamptz,
    reason text check (length(reason) between 1 and 500),
    check ((status in ('requested')) = (photo_path is null)),
    check ((status in ('approved', 'rejected')) = (decided_at is not null)),
    check (status <> 'rejected' or reason is not null)
  )`.execute(db);
  await sql`create index selfie_checks_user_idx on selfie_checks (user_id, requested_at desc)`.execute(db);
  await sql`create index selfie_checks_pending_idx on selfie_checks (submitted_at) where status = 'pending'`.execute(db);
  // One selfie waiting for a moderator per dater at most: the index makes that hold under races.
  await sql`create unique index selfie_checks_one_pending on selfie_checks (user_id) where status = 'pending'`.execute(db);

  await sql`alter table profiles add column selfie_verified_at timestamptz`.execute(db);
  // Selfie decisions join the console's audit log (migration 022) beside report and appeal decisions.
  await sql`alter table moderation_audit drop constraint if exists moderation_audit_action_check`.execute(db);
  await sql`alter table moderation_audit add constraint moderation_audit_action_check
    check (action in ('dismiss', 'warn', 'suspend', 'ban', 'uphold', 'lift', 'approve_selfie', 'reject_selfie'))`.execute(db);
  await sql`alter table match_preferences alter column show_verified_only set default false`.execute(db);
  await sql`update match_preferences set show_verified_only = false where show_verified_only`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from moderation_audit where action in ('approve_selfie', 'reject_selfie')`.execute(db);
  await sql`alter table moderation_audit drop constraint if exists moderation_audit_action_check`.execute(db);
  await sql`alter table moderation_audit add constraint moderation_audit_action_check
    check (action in ('dismiss', 'warn', 'suspend', 'ban', 'uphold', 'lift'))`.execute(db);
  await sql`alter table match_preferences alter column show_verified_only set default true`.execute(db);
  await sql`alter table profiles drop column if exists selfie_verified_at`.execute(db);
  await sql`drop table if exists selfie_checks`.execute(db);
}
