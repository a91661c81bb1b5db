import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

export interface ModeratorEntry {
  email: string;
  displayName: string;
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

    /**
     * Grants the role under a display name (checked by the command: never an e-mail). Granting it
     * again with another name renames the moderator; with the same name it changes nothing.
     */
    async grant(userId: string, grantedBy: string, displayName: string): Promise<'granted' | 'renamed' | 'unchanged'> {
      const before = await db.selectFrom('moderators').select('display_name').where('user_id', '=', userId).executeTakeFirst();
      if (before?.display_name === displayName) return 'unchanged';
      await db
        .insertInto('moderators')
        .values({ user_id: userId, granted_by: grantedBy, display_name: displayName })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ display_name: displayName }))
        .execute();
      return before ? 'renamed' : 'granted';
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
        .select(['u.email', 'm.display_name', 'm.granted_at', 'm.granted_by'])
        .orderBy('m.granted_at')
        .execute();
      return rows.map((r) => ({ email: r.email, displayName: r.display_name, grantedAt: r.granted_at, grantedBy: r.granted_by }));
    },
  };
}

export type ModeratorRepository = ReturnType<typeof createModeratorRepository>;
