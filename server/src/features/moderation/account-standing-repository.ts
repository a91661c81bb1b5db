import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { bannedEmailHashes } from './banned-email.js';

/** A suspension or ban in force: the dater cannot use the app until `until` (null: for ever). */
export interface AccountRestriction {
  cause: 'suspend' | 'ban';
  until: Date | null;
}

/**
 * What sign-in, sign-up and the session check ask of moderation: is this dater suspended or
 * banned now, and is this address banned. Both are primary-key reads.
 */
export function createAccountStandingRepository(db: Kysely<DB>) {
  async function isEmailBanned(email: string): Promise<boolean> {
    const row = await db.selectFrom('banned_emails').select('email_hash').where('email_hash', 'in', bannedEmailHashes(email)).executeTakeFirst();
    return row !== undefined;
  }

  return {
    async restriction(userId: string): Promise<AccountRestriction | null> {
      const row = await db
        .selectFrom('moderation_holds')
        .select(['cause', 'until'])
        .where('user_id', '=', userId)
        .where('cause', 'in', ['suspend', 'ban'])
        .where((eb) => eb.or([eb('until', 'is', null), eb('until', '>', sql<Date>`now()`)]))
        .executeTakeFirst();
      return row && row.cause !== 'reports' ? { cause: row.cause, until: row.until } : null;
    },

    /** Whether this account's own address is banned: an account a provider sign-up just made. */
    async hasBannedEmail(userId: string): Promise<boolean> {
      const user = await db.selectFrom('user').select('email').where('id', '=', userId).executeTakeFirst();
      return user ? isEmailBanned(user.email) : false;
    },

    isEmailBanned,
  };
}

export type AccountStandingRepository = ReturnType<typeof createAccountStandingRepository>;
