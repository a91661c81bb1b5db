import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { SanctionKind } from '../../db/schema/moderation.js';

/**
 * A dater's public fields, the ones another dater's match card and detail screen show. Contact
 * handles, the e-mail, the date of birth and the onboarding answers are not even selected.
 */
export interface PublicDaterRow {
  user_id: string;
  name: string;
  age: number | null;
  gender: string | null;
  country: string;
  image_path: string | null;
  bio: string;
  selfie_verified: boolean;
}

export interface SanctionRow {
  id: string;
  user_id: string;
  kind: SanctionKind;
  reason: string;
  created_at: Date;
  ends_at: Date | null;
  lifted_at: Date | null;
}

/** The console's reads: open reports with their context, appeals, the audit log. */
export function createModerationQueueRepository(db: Kysely<DB>) {
  return {
    async openReports(limit: number) {
      return db
        .selectFrom('reports')
        .select(['id', 'reporter_id', 'reported_id', 'reason', 'comment', 'created_at', 'matched_at', 'compatibility_score', 'reporter_unlocked_at', 'reported_unlocked_at'])
        .where('status', '=', 'open')
        .orderBy('created_at')
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    async publicDaters(userIds: readonly string[]): Promise<Map<string, PublicDaterRow>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('profiles as p')
        .select(['p.user_id', 'p.name', 'p.gender', 'p.country', 'p.image_path', 'p.bio'])
        .select(sql<number | null>`dater_age(p.birth_date)`.as('age'))
        .select(sql<boolean>`p.selfie_verified_at is not null`.as('selfie_verified'))
        .where('p.user_id', 'in', [...new Set(userIds)])
        .execute();
      return new Map(rows.map((row) => [row.user_id, row]));
    },

    /** Every report on these daters, newest first, for "earlier reports". */
    async reportsOn(userIds: readonly string[]) {
      if (userIds.length === 0) return [];
      return db
        .selectFrom('reports')
        .select(['id', 'reported_id', 'reason', 'comment', 'created_at', 'status', 'decision'])
        .where('reported_id', 'in', [...new Set(userIds)])
        .orderBy('created_at', 'desc')
        .execute();
    },

    async sanctionsOf(userIds: readonly string[]): Promise<SanctionRow[]> {
      if (userIds.length === 0) return [];
      return db
        .selectFrom('moderation_sanctions')
        .select(['id', 'user_id', 'kind', 'reason', 'created_at', 'ends_at', 'lifted_at'])
        .where('user_id', 'in', [...new Set(userIds)])
        .orderBy('created_at', 'desc')
        .execute();
    },

    /** Which of these daters the automatic protection hides now. */
    async hiddenByReports(userIds: readonly string[]): Promise<Set<string>> {
      if (userIds.length === 0) return new Set();
      const rows = await db.selectFrom('moderation_holds').select('user_id').where('cause', '=', 'reports').where('user_id', 'in', [...new Set(userIds)]).execute();
      return new Set(rows.map((r) => r.user_id));
    },

    async openAppeals(limit: number) {
      return db
        .selectFrom('moderation_appeals as a')
        .innerJoin('moderation_sanctions as s', 's.id', 'a.sanction_id')
        .select(['a.id', 'a.created_at', 'a.text', 'a.status', 'a.user_id', 's.kind', 's.reason', 's.created_at as sanction_created_at', 's.ends_at', 's.lifted_at'])
        .where('a.status', '=', 'open')
        .orderBy('a.created_at')
        .orderBy('a.id')
        .limit(limit)
        .execute();
    },

    /** The audit log, newest first, a page before `before`. */
    async audit(options: { before?: Date; limit: number }) {
      let query = db
        .selectFrom('moderation_audit as a')
        .leftJoin('profiles as p', 'p.user_id', 'a.subject_id')
        .select(['a.id', 'a.created_at', 'a.moderator_name', 'a.action', 'a.days', 'a.reason', 'a.report_id', 'a.appeal_id', 'p.name as subject_name'])
        .orderBy('a.created_at', 'desc')
        .orderBy('a.id', 'desc')
        .limit(options.limit);
      if (options.before) query = query.where('a.created_at', '<', options.before);
      return query.execute();
    },

    /** One audit row, as the console shows it after a decision. */
    async auditEntry(id: string) {
      return db
        .selectFrom('moderation_audit as a')
        .leftJoin('profiles as p', 'p.user_id', 'a.subject_id')
        .select(['a.id', 'a.created_at', 'a.moderator_name', 'a.action', 'a.days', 'a.reason', 'a.report_id', 'a.appeal_id', 'p.name as subject_name'])
        .where('a.id', '=', id)
        .executeTakeFirstOrThrow();
    },

    /**
     * Whether a moderator may see this dater's photos: only while the dater is part of an open
     * report or an open appeal, the context the console shows.
     */
    async inOpenCase(daterId: string): Promise<boolean> {
      const row = await db
        .selectFrom('reports')
        .select(sql`1`.as('one'))
        .where('status', '=', 'open')
        .where((eb) => eb.or([eb('reported_id', '=', daterId), eb('reporter_id', '=', daterId)]))
        .union(db.selectFrom('moderation_appeals').select(sql`1`.as('one')).where('status', '=', 'open').where('user_id', '=', daterId))
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type ModerationQueueRepository = ReturnType<typeof createModerationQueueRepository>;
export type AuditRow = Awaited<ReturnType<ModerationQueueRepository['auditEntry']>>;
