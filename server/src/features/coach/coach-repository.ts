import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

export type CoachMessageRow = {
  id: string;
  role: string;
  content: string;
  preset: string | null;
  image_path: string | null;
  created_at: Date;
};

const COLUMNS = ['id', 'role', 'content', 'preset', 'image_path', 'created_at'] as const;

/** One conversation per dater, always read within that dater's scope. */
export function createCoachRepository(db: Kysely<DB>) {
  return {
    /** The newest `limit` messages, oldest first. */
    async recent(userId: string, limit: number): Promise<CoachMessageRow[]> {
      const rows = await db.selectFrom('coach_messages').select(COLUMNS).where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
      return rows.reverse();
    },

    async insert(userId: string, message: { role: 'user' | 'assistant'; content: string; preset: string | null; imagePath: string | null; at: Date }): Promise<CoachMessageRow> {
      return db
        .insertInto('coach_messages')
        .values({ user_id: userId, role: message.role, content: message.content, preset: message.preset, image_path: message.imagePath, created_at: message.at })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
    },

    async messagesSentSince(userId: string, since: Date): Promise<number> {
      const row = await db
        .selectFrom('coach_messages')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('user_id', '=', userId)
        .where('role', '=', 'user')
        .where('created_at', '>=', since)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async imagePath(userId: string, messageId: string): Promise<string | null> {
      const row = await db.selectFrom('coach_messages').select('image_path').where('user_id', '=', userId).where('id', '=', messageId).executeTakeFirst();
      return row?.image_path ?? null;
    },

    /**
     * The shared themes of the dater's newest matches, newest first: the offline coach weaves the
     * common ones into date ideas and openers. Separated and deleted daters' rows are already gone.
     */
    async matchThemes(userId: string, limit = 20): Promise<string[][]> {
      const rows = await db.selectFrom('matches').select('shared_themes').where('viewer_id', '=', userId).orderBy('matched_at', 'desc').limit(limit).execute();
      return rows.map((r) => r.shared_themes);
    },

    /** Deletes the conversation and returns the stored images it referred to. */
    async clear(userId: string): Promise<string[]> {
      const rows = await db.deleteFrom('coach_messages').where('user_id', '=', userId).returning('image_path').execute();
      return rows.flatMap((r) => (r.image_path ? [r.image_path] : []));
    },
  };
}

export type CoachRepository = ReturnType<typeof createCoachRepository>;
