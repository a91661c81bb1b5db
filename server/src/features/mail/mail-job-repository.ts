import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/**
 * The send_mail rows of the job queue. A message may carry a secret (a reset link), so once it
 * is sent, or has failed for good, its payload is replaced by the template's name: the row keeps
 * its status, attempts and error for the record, and nothing that could still be used.
 */
export function createMailJobRepository(db: Kysely<DB>) {
  return {
    async forgetMessage(jobId: string, template: string): Promise<void> {
      await db
        .updateTable('jobs')
        .set({ payload: JSON.stringify({ template, forgotten: true }), updated_at: new Date() })
        .where('id', '=', jobId)
        .execute();
    },
  };
}

export type MailJobRepository = ReturnType<typeof createMailJobRepository>;
