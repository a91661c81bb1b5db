import { sql, type Kysely } from 'kysely';

/**
 * Jobs get a priority: a worker claims the highest first, then the oldest. A newcomer's first
 * search is queued above routine work (notifications, e-mail, later searches), so the dater who
 * just finished onboarding is not waiting behind everyone else's chores.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table jobs add column priority smallint not null default 0`.execute(db);
  await sql`drop index if exists jobs_claimable_idx`.execute(db);
  await sql`create index jobs_claimable_idx on jobs (priority desc, run_after) where status in ('queued', 'running')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists jobs_claimable_idx`.execute(db);
  await sql`alter table jobs drop column priority`.execute(db);
  await sql`create index jobs_claimable_idx on jobs (run_after) where status in ('queued', 'running')`.execute(db);
}
