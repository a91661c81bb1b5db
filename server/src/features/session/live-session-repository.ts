import { CompiledQuery, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** A session row as the session check needs it, with its dater's name and e-mail. */
export interface LiveSession {
  userId: string;
  email: string;
  name: string;
  expiresAt: Date;
  /** A suspension or ban in force (moderation_holds), or null: the guard refuses such a dater. */
  holdCause: 'suspend' | 'ban' | null;
  holdUntil: Date | null;
}

/**
 * The auth library reads a session and then its user: two statements before every API request.
 * One join answers both. The text is written once, so no query is built per request; the token
 * is always a parameter. A session whose dater was deleted matches no row, as in the library.
 * The same read says whether a moderator's suspension or ban stands (a primary-key join).
 */
const SESSION_WITH_ITS_DATER = `
  select u."id" as "userId", u."email", u."name", s."expiresAt", h."cause" as "holdCause", h."until" as "holdUntil"
  from "session" s
  join "user" u on u."id" = s."userId"
  left join "moderation_holds" h on h."user_id" = u."id" and h."cause" in ('suspend', 'ban') and (h."until" is null or h."until" > now())
  where s."token" = $1`;

/** The auth library's session and user tables, read for the check that guards every API route. */
export function createLiveSessionRepository(db: Kysely<DB>) {
  return {
    async findByToken(token: string): Promise<LiveSession | null> {
      const result = await db.executeQuery<LiveSession>(CompiledQuery.raw(SESSION_WITH_ITS_DATER, [token]));
      return result.rows[0] ?? null;
    },

    /** The suspension or ban in force, for the rare check that goes through the auth library. */
    async restrictionOf(userId: string): Promise<{ cause: 'suspend' | 'ban'; until: Date | null } | null> {
      const row = await db
        .selectFrom('moderation_holds')
        .select(['cause', 'until'])
        .where('user_id', '=', userId)
        .where('cause', 'in', ['suspend', 'ban'])
        .where((eb) => eb.or([eb('until', 'is', null), eb('until', '>', new Date())]))
        .executeTakeFirst();
      return row && row.cause !== 'reports' ? { cause: row.cause, until: row.until } : null;
    },
  };
}

export type LiveSessionRepository = ReturnType<typeof createLiveSessionRepository>;
