import { sql, type Kysely } from 'kysely';
import { FREE_MONTHLY_UNLOCKS, FREE_PROFILE_VIEWS, FREE_SUPER_LIKES } from '@kindred/contract';
import type { DB } from '../../../src/db/schema.js';

/** [table, column, parent table, parent column]: every dater-owned row must have its dater. */
const OWNERSHIP: [string, string, string, string][] = [
  ['profiles', 'user_id', 'user', 'id'],
  ['matches', 'viewer_id', 'profiles', 'user_id'],
  ['matches', 'other_id', 'profiles', 'user_id'],
  ['monthly_unlocks', 'user_id', 'profiles', 'user_id'],
  ['monthly_unlocks', 'match_id', 'matches', 'id'],
  ['subscription_usage', 'user_id', 'user', 'id'],
  ['subscriptions', 'user_id', 'user', 'id'],
  ['coach_messages', 'user_id', 'profiles', 'user_id'],
  ['insta_cards', 'user_id', 'profiles', 'user_id'],
  ['push_subscriptions', 'user_id', 'profiles', 'user_id'],
  ['checkout_sessions', 'user_id', 'user', 'id'],
  ['sandbox_checkouts', 'user_id', 'user', 'id'],
  ['blocks', 'blocker_id', 'profiles', 'user_id'],
  ['blocks', 'blocked_id', 'profiles', 'user_id'],
  ['onboarding_answers', 'user_id', 'profiles', 'user_id'],
  ['notifications', 'user_id', 'user', 'id'],
  ['feedback', 'user_id', 'profiles', 'user_id'],
  ['referrals', 'referred_id', 'profiles', 'user_id'],
  ['referrals', 'referrer_id', 'profiles', 'user_id'],
  ['affiliates', 'user_id', 'profiles', 'user_id'],
  ['meeting_feedback', 'unlocker_id', 'profiles', 'user_id'],
  ['meeting_feedback', 'other_id', 'profiles', 'user_id'],
  ['selfie_checks', 'user_id', 'profiles', 'user_id'],
];

/** Whether the dater is premium now, in SQL, as the premium rule says (paid, active, not past its end). */
const PREMIUM_NOW =
  sql`exists (select 1 from subscriptions s where s.user_id = u.user_id and s.subscription_type in ('premium', 'premium_plus') and s.status = 'active' and (s.current_period_end is null or s.current_period_end > now()))`;

/** Each check returns the rows that break it, so a failure says exactly where. */
export async function databaseInvariantViolations(db: Kysely<DB>): Promise<Record<string, unknown[]>> {
  const violations: Record<string, unknown[]> = {};
  const check = async (name: string, query: Promise<{ rows: unknown[] }>) => {
    const { rows } = await query;
    if (rows.length > 0) violations[name] = rows.slice(0, 10);
  };

  for (const [table, column, parent, parentColumn] of OWNERSHIP) {
    await check(
      `${table}.${column} points at a missing ${parent}`,
      sql`select c.${sql.ref(column)} as orphan from ${sql.table(table)} c where c.${sql.ref(column)} is not null and not exists (select 1 from ${sql.table(parent)} p where p.${
        sql.ref(parentColumn)
      } = c.${sql.ref(column)})`.execute(db),
    );
  }
  await check(
    'a match row without its twin for the other dater',
    sql`select m.id from matches m where not exists (select 1 from matches t where t.pair_id = m.pair_id and t.viewer_id = m.other_id and t.other_id = m.viewer_id)`.execute(db),
  );
  await check("an unlock of somebody else's match", sql`select u.id from monthly_unlocks u join matches m on m.id = u.match_id where m.viewer_id <> u.user_id`.execute(db));
  await check('a deleted dater still in a match', sql`select m.id from matches m join profiles p on p.user_id in (m.viewer_id, m.other_id) where p.deleted_at is not null`.execute(db));

  // Moderation: a decided report says what was decided, nobody is banned without a ban standing,
  // and a lifted sanction's appeal says so.
  await check('a decided report without its decision', sql`select r.id from reports r where r.status = 'resolved' and r.decision is null`.execute(db));
  await check(
    'a ban hold without a standing ban',
    sql`select h.user_id from moderation_holds h where h.cause = 'ban' and not exists (select 1 from moderation_sanctions s where s.user_id = h.user_id and s.kind = 'ban' and s.lifted_at is null)`
      .execute(db),
  );
  await check('a lifted sanction whose appeal is not lifted',
    sql`select s.id from moderation_sanctions s join moderation_appeals a on a.sanction_id = s.id where s.lifted_at is not null and a.status <> 'lifted'`.execute(db));

  // Unlock rows go with their match (remove, report, the other's deletion) while the month's
  // counter keeps counting, so a removal never refunds an unlock. The counter can therefore only
  // be above the rows, and equal to them for a dater who never lost a match.
  const counted = sql`
    select g.user_id, g.month_year, g.matches_unlocked, coalesce(r.n, 0)::int as rows,
           exists (select 1 from blocks b where b.blocker_id = g.user_id) as lost_matches
    from subscription_usage g
    left join (select user_id, month_year, count(*) as n from monthly_unlocks group by user_id, month_year) r
      on r.user_id = g.user_id and r.month_year = g.month_year`;
  await check('an unlock counter below its unlock rows', sql`select * from (${counted}) c where c.matches_unlocked < c.rows`.execute(db));
  await check('an unlock counter that disagrees with its rows', sql`select * from (${counted}) c where c.matches_unlocked <> c.rows and not c.lost_matches`.execute(db));
  await check(
    'unlock rows without a counter',
    sql`select u.user_id, u.month_year from monthly_unlocks u where not exists (select 1 from subscription_usage g where g.user_id = u.user_id and g.month_year = u.month_year)`.execute(db),
  );

  await check(
    `a free dater over ${FREE_MONTHLY_UNLOCKS} unlocks, ${FREE_SUPER_LIKES} super like or ${FREE_PROFILE_VIEWS} views in a month`,
    sql`select u.user_id, u.month_year, u.matches_unlocked, u.super_likes_used, u.profile_views, coalesce(r.n, 0)::int as unlock_rows
        from subscription_usage u
        left join (select user_id, month_year, count(*) as n from monthly_unlocks group by user_id, month_year) r on r.user_id = u.user_id and r.month_year = u.month_year
        where not ${PREMIUM_NOW}
          and (u.matches_unlocked > ${FREE_MONTHLY_UNLOCKS} or coalesce(r.n, 0) > ${FREE_MONTHLY_UNLOCKS} or u.super_likes_used > ${FREE_SUPER_LIKES} or u.profile_views > ${FREE_PROFILE_VIEWS})`
      .execute(db),
  );
  return violations;
}
