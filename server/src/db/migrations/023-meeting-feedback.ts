import { sql, type Kysely } from 'kysely';

/**
 * "Did you meet?" answers (decision 041): one row per dater who unlocked and the dater they
 * unlocked, labelled with the compatibility score the pair had, so the calibration report can
 * compare what we promised with what happened. The row outlives the match and both accounts: the
 * ids are cleared, and what is left (a score and three answers) says nothing about anyone.
 * Synthetic rows are the demo community's invented answers and are reported apart.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table meeting_feedback (
    id uuid primary key default gen_random_uuid(),
    unlocker_id text references profiles(user_id) on delete set null,
    other_id text references profiles(user_id) on delete set null,
    match_id uuid references matches(id) on delete set null,
    compatibility_score integer not null check (compatibility_score between 0 and 100),
    met text not null check (met in ('yes', 'not_yet', 'no')),
    again text check (again in ('yes', 'no')),
    uncomfortable boolean,
    asked_count integer not null default 1 check (asked_count between 1 and 100),
    answered_at timestamptz not null default now(),
    synthetic boolean not null default false,
    check (met = 'yes' or uncomfortable is null),
    check (met <> 'not_yet' or again is null),
    check (unlocker_id is null or other_id is null or unlocker_id <> other_id),
    unique (unlocker_id, other_id)
  )`.execute(db);
  await sql`create index meeting_feedback_match_idx on meeting_feedback (match_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists meeting_feedback`.execute(db);
}
