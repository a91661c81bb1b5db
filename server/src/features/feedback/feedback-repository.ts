import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

export function createFeedbackRepository(db: Kysely<DB>) {
  return {
    /** The dater's name and e-mail are joined when operators list feedback, so they stay current. */
    async add(userId: string, kind: string, message: string): Promise<string> {
      // feedback.user_id points at profiles, and a dater may write before finishing onboarding.
      await db.insertInto('profiles').values({ user_id: userId }).onConflict((oc) => oc.column('user_id').doNothing()).execute();
      const row = await db.insertInto('feedback').values({ user_id: userId, kind, message }).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    /** Newest first, with who sent it; for the operators' CLI. */
    listWithSender(limit: number) {
      return db
        .selectFrom('feedback as f')
        .leftJoin('user as u', 'u.id', 'f.user_id')
        .leftJoin('profiles as p', 'p.user_id', 'f.user_id')
        .select(['f.id', 'f.kind', 'f.message', 'f.created_at', 'f.user_id', 'u.email', 'u.name as account_name', 'p.name as profile_name'])
        .orderBy('f.created_at', 'desc')
        .orderBy('f.id')
        .limit(limit)
        .execute();
    },
  };
}

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
