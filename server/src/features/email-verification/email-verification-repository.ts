import { sql, type Kysely } from 'kysely';
import { addressVerified, value } from '../../db/dater-shown.js';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';

export interface StoredCode {
  codeHash: string;
  expiresAt: Date;
  attempts: number;
}

/** The verification codes, the grace of older accounts, and the auth library's verified flag. */
export function createEmailVerificationRepository(db: Kysely<DB>) {
  return {
    /** One live code per dater: a new one replaces the last. */
    async saveCode(userId: string, codeHash: string, expiresAt: Date): Promise<void> {
      await db
        .insertInto('email_verification_codes')
        .values({ user_id: userId, code_hash: codeHash, expires_at: expiresAt })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ code_hash: codeHash, expires_at: expiresAt, attempts: 0, created_at: new Date() }))
        .execute();
    },

    async findCode(userId: string): Promise<StoredCode | null> {
      const row = await db.selectFrom('email_verification_codes').select(['code_hash', 'expires_at', 'attempts']).where('user_id', '=', userId).executeTakeFirst();
      return row ? { codeHash: row.code_hash, expiresAt: new Date(row.expires_at), attempts: row.attempts } : null;
    },

    async countWrongTry(userId: string): Promise<void> {
      await db.updateTable('email_verification_codes').set({ attempts: sql`attempts + 1` }).where('user_id', '=', userId).execute();
    },

    async deleteCode(userId: string): Promise<void> {
      await db.deleteFrom('email_verification_codes').where('user_id', '=', userId).execute();
    },

    /** Sets the auth library's flag, as its own link does, and ends any grace. */
    async markVerified(userId: string): Promise<void> {
      await inTransaction(db, async (trx) => {
        await trx.updateTable('user').set({ emailVerified: true, updatedAt: new Date() }).where('id', '=', userId).execute();
        await trx.deleteFrom('email_verification_codes').where('user_id', '=', userId).execute();
        await trx.deleteFrom('email_verification_grace').where('user_id', '=', userId).execute();
      });
    },

    /** What the banner needs: proved, or counted as verified for now (grace), and until when. */
    async status(userId: string): Promise<{ proved: boolean; counts: boolean; graceUntil: Date | null }> {
      const row = await db
        .selectFrom('user')
        .leftJoin('email_verification_grace', 'email_verification_grace.user_id', 'user.id')
        .select(['user.emailVerified as proved', 'email_verification_grace.until as graceUntil', sql<boolean>`${addressVerified(value(userId))}`.as('counts')])
        .where('user.id', '=', userId)
        .executeTakeFirst();
      return { proved: row?.proved === true, counts: row?.counts === true, graceUntil: row?.graceUntil ? new Date(row.graceUntil) : null };
    },
  };
}

export type EmailVerificationRepository = ReturnType<typeof createEmailVerificationRepository>;
