import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { AppealStatus, AuditAction, SanctionKind } from '../../db/schema/moderation.js';
import { inTransaction } from '../../db/transaction.js';
import { bannedEmailHashes } from './banned-email.js';

type Trx = Transaction<DB>;
export type ReportDecision = 'dismiss' | 'warn' | 'suspend' | 'ban';

/** The console's writes. Each decision runs its steps and its audit row in one transaction. */
export function createModerationDecisionRepository(db: Kysely<DB>) {
  return {
    inTransaction<T>(work: (trx: Trx) => Promise<T>): Promise<T> {
      return inTransaction(db, work);
    },

    /** The report, locked so that two moderators deciding at once are decided one after the other. */
    async lockReport(trx: Trx, reportId: string) {
      return trx.selectFrom('reports').select(['id', 'status', 'reporter_id', 'reported_id']).where('id', '=', reportId).forUpdate().executeTakeFirst();
    },

    /** Whether this moderator has ever reported this dater: then the dater's cases are theirs too. */
    async hasReported(trx: Trx, reporterId: string, reportedId: string): Promise<boolean> {
      const row = await trx.selectFrom('reports').select('id').where('reporter_id', '=', reporterId).where('reported_id', '=', reportedId).limit(1).executeTakeFirst();
      return row !== undefined;
    },

    /** A decision is about the dater: it closes every open report on them, this one included. */
    async resolveReports(trx: Trx, reportId: string, reportedId: string | null, decision: ReportDecision): Promise<void> {
      await trx
        .updateTable('reports')
        .set({ status: 'resolved', decision })
        .where('status', '=', 'open')
        .where((eb) => (reportedId ? eb.or([eb('id', '=', reportId), eb('reported_id', '=', reportedId)]) : eb('id', '=', reportId)))
        .execute();
    },

    /**
     * The name the audit log keeps for a moderator: the display name set with the role (migration
     * 027), never their e-mail or their account's name. Null when the role is gone.
     */
    async moderatorName(trx: Trx, userId: string): Promise<string | null> {
      const row = await trx.selectFrom('moderators').select('display_name').where('user_id', '=', userId).executeTakeFirst();
      return row?.display_name ?? null;
    },

    async addSanction(trx: Trx, sanction: { userId: string; kind: SanctionKind; reason: string; endsAt: Date | null }): Promise<string> {
      const row = await trx
        .insertInto('moderation_sanctions')
        .values({ user_id: sanction.userId, kind: sanction.kind, reason: sanction.reason, ends_at: sanction.endsAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** The automatic hold ends when a moderator decides; a suspension's or ban's hold stays. */
    async releaseReportHold(trx: Trx, userId: string): Promise<void> {
      await trx.deleteFrom('moderation_holds').where('user_id', '=', userId).where('cause', '=', 'reports').execute();
    },

    /**
     * Keeps the dater out of search and matches: for ever for a ban, until the end for a
     * suspension. A ban already in place is never shortened by a later suspension.
     */
    async hold(trx: Trx, userId: string, cause: 'suspend' | 'ban', until: Date | null): Promise<void> {
      await trx
        .insertInto('moderation_holds')
        .values({ user_id: userId, cause, until })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ cause, until, since: sql`now()` }).where('moderation_holds.cause', '<>', 'ban'))
        .execute();
    },

    /** Lifting a sanction: its hold goes, unless another ban or suspension still stands. */
    async releaseHoldAfterLift(trx: Trx, userId: string): Promise<void> {
      const standing = await trx
        .selectFrom('moderation_sanctions')
        .select(['kind', 'ends_at'])
        .where('user_id', '=', userId)
        .where('lifted_at', 'is', null)
        .where((eb) => eb.or([eb('kind', '=', 'ban'), eb.and([eb('kind', '=', 'suspend'), eb('ends_at', '>', sql<Date>`now()`)])]))
        .orderBy(sql`kind = 'ban'`, 'desc')
        .orderBy('ends_at', 'desc')
        .executeTakeFirst();
      await trx.deleteFrom('moderation_holds').where('user_id', '=', userId).where('cause', 'in', ['suspend', 'ban']).execute();
      if (standing) await trx.insertInto('moderation_holds').values({ user_id: userId, cause: standing.kind === 'ban' ? 'ban' : 'suspend', until: standing.ends_at }).execute();
    },

    /**
     * A ban keeps the dater's address, and its mailbox, from signing up again. Lifting one frees
     * them, except a hash that an account still under a ban gives too (this dater under another
     * ban, or another account on a form of the same mailbox): call it after the holds are updated.
     */
    async setEmailBanned(trx: Trx, userId: string, banned: boolean): Promise<void> {
      const user = await trx.selectFrom('user').select('email').where('id', '=', userId).executeTakeFirst();
      if (!user) return;
      const hashes = bannedEmailHashes(user.email);
      if (banned) {
        await trx.insertInto('banned_emails').values(hashes.map((email_hash) => ({ email_hash }))).onConflict((oc) => oc.column('email_hash').doNothing()).execute();
        return;
      }
      const stillBanned = await trx
        .selectFrom('moderation_holds')
        .innerJoin('user', 'user.id', 'moderation_holds.user_id')
        .select('user.email')
        .where('moderation_holds.cause', '=', 'ban')
        .execute();
      const kept = new Set(stillBanned.flatMap((row) => bannedEmailHashes(row.email)));
      const freed = hashes.filter((hash) => !kept.has(hash));
      if (freed.length > 0) await trx.deleteFrom('banned_emails').where('email_hash', 'in', freed).execute();
    },

    async audit(trx: Trx,
      entry: { moderatorId: string; moderatorName: string; subjectId: string | null; reportId?: string; appealId?: string; action: AuditAction; days?: number; reason: string }): Promise<string>
    {
      const row = await trx
        .insertInto('moderation_audit')
        .values({
          moderator_id: entry.moderatorId,
          moderator_name: entry.moderatorName,
          subject_id: entry.subjectId,
          report_id: entry.reportId ?? null,
          appeal_id: entry.appealId ?? null,
          action: entry.action,
          days: entry.days ?? null,
          reason: entry.reason,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** The appeal with the sanction it contests, locked for the decision. */
    async lockAppeal(trx: Trx, appealId: string) {
      return trx
        .selectFrom('moderation_appeals as a')
        .innerJoin('moderation_sanctions as s', 's.id', 'a.sanction_id')
        .select(['a.id', 'a.status', 'a.user_id', 'a.sanction_id', 's.kind'])
        .where('a.id', '=', appealId)
        .forUpdate('a')
        .executeTakeFirst();
    },

    async closeAppeal(trx: Trx, appealId: string, status: Exclude<AppealStatus, 'open'>): Promise<void> {
      await trx.updateTable('moderation_appeals').set({ status, resolved_at: sql`now()` }).where('id', '=', appealId).execute();
    },

    async liftSanction(trx: Trx, sanctionId: string): Promise<void> {
      await trx.updateTable('moderation_sanctions').set({ lifted_at: sql`now()` }).where('id', '=', sanctionId).execute();
    },
  };
}

export type ModerationDecisionRepository = ReturnType<typeof createModerationDecisionRepository>;
