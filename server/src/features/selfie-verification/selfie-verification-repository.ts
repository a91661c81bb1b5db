import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { SelfiePrescreen } from '../../db/schema/selfie-verification.js';
import { inTransaction } from '../../db/transaction.js';

/** The audit log needs a why; an approval's is always the same. */
const APPROVAL_REASON = 'The live selfie shows the person in the profile photo making the gesture asked.';

/** Postgres's unique violation: the dater already has a selfie waiting (selfie_checks_one_pending). */
const UNIQUE_VIOLATION = '23505';

/** The selfie checks (migration 024): a dater's requests and photos, and the moderators' queue and decisions. */
export function createSelfieVerificationRepository(db: Kysely<DB>) {
  return {
    /** The dater's latest check, and whether they carry the mark now. */
    async latest(userId: string) {
      const [check, profile] = await Promise.all([
        db.selectFrom('selfie_checks').selectAll().where('user_id', '=', userId).where('status', '<>', 'requested').orderBy('requested_at', 'desc').limit(1).executeTakeFirst(),
        db.selectFrom('profiles').select(['selfie_verified_at', 'image_path']).where('user_id', '=', userId).executeTakeFirst(),
      ]);
      return { check: check ?? null, verifiedAt: profile?.selfie_verified_at ?? null, profilePhoto: profile?.image_path ?? null };
    },

    async createRequest(userId: string, gesture: string, expiresAt: Date) {
      return db.insertInto('selfie_checks').values({ user_id: userId, gesture, expires_at: expiresAt }).returning(['id', 'gesture', 'expires_at']).executeTakeFirstOrThrow();
    },

    /** One of the dater's own requests; another dater's id finds nothing. */
    async request(userId: string, requestId: string) {
      return db.selectFrom('selfie_checks').selectAll().where('id', '=', requestId).where('user_id', '=', userId).executeTakeFirst();
    },

    /**
     * Attaches the photo and puts the check in the moderators' queue, only if the request is
     * still open and unexpired. False when another upload won, or the dater already has one
     * waiting (the partial unique index decides under races).
     */
    async submit(userId: string, requestId: string, photoPath: string, now: Date): Promise<boolean> {
      try {
        const updated = await db
          .updateTable('selfie_checks')
          .set({ photo_path: photoPath, status: 'pending', submitted_at: now })
          .where('id', '=', requestId)
          .where('user_id', '=', userId)
          .where('status', '=', 'requested')
          .where('expires_at', '>', now)
          .executeTakeFirst();
        return updated.numUpdatedRows > 0n;
      } catch (error) {
        if ((error as { code?: string }).code === UNIQUE_VIOLATION) return false;
        throw error;
      }
    },

    /** Requests never answered are only noise once expired; each new request sweeps the dater's old ones. */
    async dropExpiredRequests(userId: string, now: Date): Promise<void> {
      await db.deleteFrom('selfie_checks').where('user_id', '=', userId).where('status', '=', 'requested').where('expires_at', '<=', now).execute();
    },

    async savePrescreen(checkId: string, verdict: SelfiePrescreen): Promise<void> {
      await db.updateTable('selfie_checks').set({ prescreen: verdict, prescreened_at: new Date() }).where('id', '=', checkId).where('status', '=', 'pending').execute();
    },

    /**
     * Pending checks of daters still here: likely-good first by the pre-screen, unscreened and
     * unsure next, unlikely last, and oldest first within each. The pre-screen only orders.
     */
    async queue(limit: number) {
      return db
        .selectFrom('selfie_checks as s')
        .innerJoin('profiles as p', 'p.user_id', 's.user_id')
        .select(['s.id', 's.gesture', 's.submitted_at', 's.prescreen', 's.photo_path', 'p.name', 'p.image_path'])
        .where('s.status', '=', 'pending')
        .where('p.deleted_at', 'is', null)
        .orderBy(sql`case s.prescreen when 'likely' then 0 when 'unlikely' then 2 else 1 end`)
        .orderBy('s.submitted_at')
        .orderBy('s.id')
        .limit(limit)
        .execute();
    },

    /** A check with its dater's current profile photo, for the moderators' photo routes and decisions. */
    async check(checkId: string) {
      return db
        .selectFrom('selfie_checks as s')
        .innerJoin('profiles as p', 'p.user_id', 's.user_id')
        .select(['s.id', 's.user_id', 's.status', 's.photo_path', 's.gesture', 'p.image_path'])
        .where('s.id', '=', checkId)
        .where('p.deleted_at', 'is', null)
        .executeTakeFirst();
    },

    /**
     * The decision and the mark in one transaction, only on a check still pending: two
     * moderators deciding at once cannot both win. The row keeps who, when, what and why; "who"
     * is the display name the moderator was granted the role under (migration 027), never an
     * e-mail. 'not-moderator' when the role is gone, 'not-pending' when there is nothing to decide.
     */
    async decide(checkId: string, decision: { approve: boolean; moderatorId: string; reason: string | null; now: Date }): Promise<{ userId: string } | 'not-pending' | 'not-moderator'> {
      return inTransaction(db, async (trx) => {
        const moderator = await trx.selectFrom('moderators').select('display_name').where('user_id', '=', decision.moderatorId).executeTakeFirst();
        if (!moderator) return 'not-moderator';
        const decided = await trx
          .updateTable('selfie_checks')
          .set({
            status: decision.approve ? 'approved' : 'rejected',
            decided_by: decision.moderatorId,
            decided_by_name: moderator.display_name,
            decided_at: decision.now,
            reason: decision.reason,
          })
          .where('id', '=', checkId)
          .where('status', '=', 'pending')
          // A dater who deleted their account meanwhile is not decided about; the purge takes the row.
          .where(({ exists, selectFrom }) =>
            exists(selectFrom('profiles').select('profiles.user_id').whereRef('profiles.user_id', '=', 'selfie_checks.user_id').where('profiles.deleted_at', 'is', null))
          )
          .returning('user_id')
          .executeTakeFirst();
        if (!decided) return 'not-pending';
        // The console's audit log (migration 022) lists it beside report and appeal decisions.
        await trx
          .insertInto('moderation_audit')
          .values({
            moderator_id: decision.moderatorId,
            moderator_name: moderator.display_name,
            subject_id: decided.user_id,
            action: decision.approve ? 'approve_selfie' : 'reject_selfie',
            reason: decision.reason ?? APPROVAL_REASON,
          })
          .execute();
        if (decision.approve) {
          await trx.updateTable('profiles').set({ selfie_verified_at: decision.now }).where('user_id', '=', decided.user_id).execute();
        }
        return { userId: decided.user_id };
      });
    },
  };
}

export type SelfieVerificationRepository = ReturnType<typeof createSelfieVerificationRepository>;
