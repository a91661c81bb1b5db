import { CompiledQuery, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** A session row as the session check needs it, with its dater's name and e-mail. */
export interface LiveSession {
  userId: string;
  email: string;
  name: string;
  expiresAt: Date;
}

/**
 * The auth library reads a session and then its user: two statements before every API request.
 * One join answers both. The text is written once, so no query is built per request; the token
 * is always a parameter. A session whose dater was deleted matches no row, as in the library.
 */
const SESSION_WITH_ITS_DATER = `
  select u."id" as "userId", u."email", u."name", s."expiresAt"
  from "session" s
  join "user" u on u."id" = s."userId"
  where s."token" = $1`;

/** The auth library's session and user tables, read for the check that guards every API route. */
export function createLiveSessionRepository(db: Kysely<DB>) {
  return {
    async findByToken(token: string): Promise<LiveSession | null> {
      const result = await db.executeQuery<LiveSession>(CompiledQuery.raw(SESSION_WITH_ITS_DATER, [token]));
      return result.rows[0] ?? null;
    },
  };
}

export type LiveSessionRepository = ReturnType<typeof createLiveSessionRepository>;
