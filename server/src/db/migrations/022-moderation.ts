import { sql, type Kysely } from 'kysely';

/**
 * Moderation that acts (decision 040): who may moderate, what they decided about a dater, the
 * dater's one appeal, the audit log of every decision, who is kept out of search and matches
 * now, and the e-mail addresses a ban keeps from signing up again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // The role lives in our own table, granted by an operator command; the auth library knows nothing of it.
  await sql`create table moderators (
    user_id text primary key references "user"(id) on delete cascade,
    granted_at timestamptz not null default now(),
    granted_by text not null check (length(granted_by) between 1 and 200)
  )`.execute(db);

  // A warning, suspension or ban. A warning stands until the dater acknowledges it; a suspension
  // until ends_at; a ban for ever. lifted_at is set when a moderator lifts it on appeal.
  await sql`create table moderation_sanctions (
    id uuid primary key default gen_random_uuid(),
    user_id text not null references "user"(id) on delete cascade,
    kind text not null check (kind in ('warn', 'suspend', 'ban')),
    reason text not null check (length(reason) between 1 and 1000),
    created_at timestamptz not null default now(),
    ends_at timestamptz,
    acknowledged_at timestamptz,
    lifted_at timestamptz,
    check ((kind = 'suspend') = (ends_at is not null)),
    check (kind = 'warn' or acknowledged_at is null)
  )`.execute(db);
  await sql`create index moderation_sanctions_user_idx on moderation_sanctions (user_id, created_at desc)`.execute(db);

  // One appeal per sanction: the unique sanction_id is what makes "once" hold under races.
  await sql`create table moderation_appeals (
    id uuid primary key default gen_random_uuid(),
    sanction_id uuid not null unique references moderation_sanctions(id) on delete cascade,
    user_id text not null references "user"(id) on delete cascade,
    text text not null check (length(text) between 1 and 2000),
    status text not null default 'open' check (status in ('open', 'upheld', 'lifted')),
    created_at timestamptz not null default now(),
    resolved_at timestamptz
  )`.execute(db);
  await sql`create index moderation_appeals_open_idx on moderation_appeals (created_at) where status = 'open'`.execute(db);

  // Who, when, what, why. The moderator's name is copied so the row still says who after their
  // account is gone; the dater acted on is only an id, cleared with their account.
  await sql`create table moderation_audit (
    id uuid primary key default gen_random_uuid(),
    moderator_id text references "user"(id) on delete set null,
    moderator_name text not null check (length(moderator_name) <= 200),
    subject_id text references "user"(id) on delete set null,
    report_id uuid references reports(id) on delete set null,
    appeal_id uuid references moderation_appeals(id) on delete set null,
    action text not null check (action in ('dismiss', 'warn', 'suspend', 'ban', 'uphold', 'lift')),
    days integer check (days between 1 and 365),
    reason text not null check (length(reason) between 1 and 1000),
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index moderation_audit_created_idx on moderation_audit (created_at desc)`.execute(db);

  // Who is kept out of other daters' search and matches right now: one row per dater, read by
  // primary key from the hard filters and the match list. 'reports' is the automatic hold until
  // a moderator decides; until is null for that and for a ban.
  await sql`create table moderation_holds (
    user_id text primary key references "user"(id) on delete cascade,
    cause text not null check (cause in ('reports', 'suspend', 'ban')),
    until timestamptz,
    since timestamptz not null default now(),
    check ((cause = 'suspend') = (until is not null))
  )`.execute(db);

  // A ban outlives the account: the hash of the normalised address, never the address itself.
  await sql`create table banned_emails (
    email_hash text primary key check (length(email_hash) = 64),
    banned_at timestamptz not null default now()
  )`.execute(db);

  // The automatic hold counts a dater's open reports; this keeps that count an index read.
  await sql`create index reports_open_reported_idx on reports (reported_id) where status = 'open'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists reports_open_reported_idx`.execute(db);
  for (const table of ['banned_emails', 'moderation_holds', 'moderation_audit', 'moderation_appeals', 'moderation_sanctions', 'moderators']) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
