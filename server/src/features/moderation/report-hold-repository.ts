import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/**
 * The automatic protection's one write: hides a dater from new searches once at least
 * `threshold` distinct established daters have open reports on them. A reporter counts when
 * their account was at least `establishedDays` old when they reported and they finished
 * onboarding, so a handful of fresh accounts cannot hide someone. Counted in one statement; a
 * dater already held (by reports, a ban or a suspension not yet over) is left as they are.
 */
export function createReportHoldRepository(db: Kysely<DB>) {
  return {
    async holdIfReported(reportedId: string, threshold: number, establishedDays: number): Promise<boolean> {
      const { rows } = await sql<{ user_id: string }>`
        insert into moderation_holds (user_id, cause)
        select u.id, 'reports' from "user" u
        where u.id = ${reportedId}
          and (select count(distinct r.reporter_id)
               from reports r
               join "user" ru on ru.id = r.reporter_id
               join profiles rp on rp.user_id = r.reporter_id
               where r.reported_id = ${reportedId} and r.status = 'open' and rp.onboarding_completed
                 and ru."createdAt" <= r.created_at - make_interval(days => ${establishedDays})) >= ${threshold}
        on conflict (user_id) do update set cause = 'reports', until = null, since = now()
          where moderation_holds.until is not null and moderation_holds.until <= now()
        returning user_id`.execute(db);
      return rows.length > 0;
    },
  };
}

export type ReportHoldRepository = ReturnType<typeof createReportHoldRepository>;
