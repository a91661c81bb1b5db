import { sql, type Kysely } from 'kysely';

/**
 * A report removes the pair's match rows (and their unlocks with them), so the match history the
 * moderation console shows is copied onto the report when it is made: when the pair matched,
 * their score, and when each side unlocked. Older reports keep nulls. A moderator's decision covers
 * every open report on the dater, so each report also keeps the decision that closed it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table reports
    add column matched_at timestamptz,
    add column compatibility_score integer check (compatibility_score between 0 and 100),
    add column reporter_unlocked_at timestamptz,
    add column reported_unlocked_at timestamptz,
    add column decision text check (decision in ('dismiss', 'warn', 'suspend', 'ban'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table reports
    drop column if exists matched_at,
    drop column if exists compatibility_score,
    drop column if exists reporter_unlocked_at,
    drop column if exists reported_unlocked_at,
    drop column if exists decision`.execute(db);
}
