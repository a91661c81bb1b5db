import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { z } from 'zod';
import { createJobQueue } from '../../jobs/job-queue-repository.js';
import { defineJobKind, enqueueJob } from '../../jobs/job-kind.js';
import { SANDBOX_WEBHOOK_JOB } from '../../adapters/payments/sandbox/sandbox-webhook-job.js';
import { CANCEL_DELETED_PLAN, cancelDeletedPlanRequest, type PlanToCancel } from '../subscription/deleted-plan-job.js';

export const PURGE_ACCOUNT_JOB = 'purge_account';
/** Purges a deleted dater's files and rows; the payload names the dater, as the user row goes with it. */
export const PURGE_ACCOUNT = defineJobKind(PURGE_ACCOUNT_JOB, z.object({ userId: z.string().min(1) }));

export function createAccountRepository(db: Kysely<DB>) {
  return {
    /**
     * Everything that must hold the moment deletion is confirmed, in one transaction: no session
     * survives and none can start, the dater is hidden from every listing, no other dater keeps a match with them,
     * and the purge is queued. A renewing plan the provider did not cancel just now (`planToCancel`,
     * decision 043) is queued for the job that retries, so the deletion and the retry are recorded
     * together. If any step fails, none happened and the dater can try again.
     */
    async markDeleted(userId: string, planToCancel: PlanToCancel | null = null): Promise<void> {
      await inTransaction(db, async (trx) => {
        await trx.deleteFrom('session').where('userId', '=', userId).execute();
        // Signed out on every device includes their pushes: no device of theirs hears from us again.
        await trx.deleteFrom('push_subscriptions').where('user_id', '=', userId).execute();
        // Nor may a new one start before the purge: the password and the sign-in provider links go,
        // and the e-mail is released (no other account can hold this address), so e-mail sign-in
        // finds no one, Google or Apple make a new account, and the address can sign up afresh.
        await trx.deleteFrom('account').where('userId', '=', userId).execute();
        await trx.updateTable('user').set({ email: `deleted-${userId}@deleted.invalid`, updatedAt: new Date() }).where('id', '=', userId).execute();
        await trx.updateTable('profiles').set({ deleted_at: new Date(), updated_at: new Date() }).where('user_id', '=', userId).where('deleted_at', 'is', null).execute();
        const theirs = await trx.deleteFrom('matches').where((eb) => eb.or([eb('viewer_id', '=', userId), eb('other_id', '=', userId)])).returning(['id', 'viewer_id']).execute();
        // Other daters' "new match" notifications would otherwise still name the deleted dater.
        const othersMatchIds = theirs.filter((m) => m.viewer_id !== userId).map((m) => m.id);
        if (othersMatchIds.length > 0) {
          await trx.deleteFrom('notifications').where(sql<string>`payload->>'matchId'`, 'in', othersMatchIds).execute();
        }
        // No user_id on the job: the purge deletes the user row, which would cascade to the job itself.
        const queue = createJobQueue(trx);
        // Nor on the plan's job: it names only the provider's subscription, and outlives the purge.
        if (planToCancel) await enqueueJob(queue, CANCEL_DELETED_PLAN, cancelDeletedPlanRequest(planToCancel));
        await enqueueJob(queue, PURGE_ACCOUNT, { payload: { userId }, singletonKey: `purge:${userId}`, maxAttempts: 10 });
      });
    },

    /** The last step of the purge: the user row goes, and cascades remove the profile and the rest. */
    async purge(userId: string): Promise<void> {
      await inTransaction(db, async (trx) => {
        // Feedback outlives a profile by design (set null), but the text is the dater's own words.
        await trx.deleteFrom('feedback').where('user_id', '=', userId).execute();
        // Finished jobs keep their payload as a record, and some name the dater without a user_id
        // to cascade from: the sandbox's webhook deliveries (their e-mail and id) and match notices
        // (their id and first name). Those go. Queued ones stay: a match notice carries other
        // daters' notices too. A sandbox delivery goes whatever its state: the one that tells our
        // webhook the plan was cancelled at deletion can still be queued or on its way now, and
        // it concerns no one else. The purge job's own row names only the id it purged; the
        // retried cancellation of their plan names no dater, so it stays and keeps trying.
        await trx
          .deleteFrom('jobs')
          .where((eb) => eb.or([eb('status', 'in', ['succeeded', 'failed']), eb('kind', '=', SANDBOX_WEBHOOK_JOB)]))
          .where('kind', '<>', PURGE_ACCOUNT_JOB)
          .where(sql<string>`payload::text`, 'like', `%${userId}%`)
          .execute();
        // Per-dater rate limits count under the dater's id (`<route>|<id>`, decision 033).
        await trx.deleteFrom('rate_limit_hits').where('key', 'like', `%|${userId}`).execute();
        await trx.deleteFrom('user').where('id', '=', userId).execute();
      });
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
