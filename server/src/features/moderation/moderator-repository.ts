import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

export interface ModeratorEntry {
  email: string;
  name: string;
  grantedAt: Date;
  grantedBy: string;
}

/** The moderator role (migration 022): granted and revoked by the operator command, read by the console's guard. */
export function createModeratorRepository(db: Kysely<DB>) {
  return {
    async isModerator(userId: string): Promise<boolean> {
      const row = await db.selectFrom('moderators').select('user_id').where('user_id', '=', userId).executeTakeFirst();
      return row !== undefined;
    },

    /** The account with this e-mail, compared without regard to case as sign-in does. */
    async userIdByEmail(email: string): Promise<string | null> {
      const row = await db.selectFrom('user').select('id').where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase())).executeTakeFirst();
      return row?.id ?? null;
    },

    /** True when the role was new; granting it twice changes nothing. */
    async grant(userId: string, grantedBy: string): Promise<boolean> {
      const inserted = await db
        .insertInto('moderators')
        .values({ user_id: userId, granted_by: grantedBy })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .returning('user_id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    /** True when the dater was a moderator. */
    async revoke(userId: string): Promise<boolean> {
      const result = await db.deleteFrom('moderators').where('user_id', '=', userId).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    async list(): Promise<ModeratorEntry[]> {
      const rows = await db
        .selectFrom('moderators as m')
        .innerJoin('user as u', 'u.id', 'm.user_id')
        .select(['u.email', 'u.name', 'm.granted_at', 'm.granted_by'])
        .orderBy('m.granted_at')
        .execute();
      return rows.map((r) => ({ email: r.email, name: r.name, grantedAt: r.granted_at, grantedBy: r.granted_by }));
    },
  };
}

export type ModeratorRepository = ReturnType<typeof createModeratorRepository>;
