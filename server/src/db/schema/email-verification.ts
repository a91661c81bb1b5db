/** Verified addresses (migration 035, decision 054). */
import type { Generated } from 'kysely';
import type { Timestamp } from './columns.js';

/** The dater's live 6-digit code, kept only as a hash. */
export interface EmailVerificationCodeTable {
  user_id: string;
  code_hash: string;
  expires_at: Timestamp;
  /** Wrong codes tried against this one; at the limit it is spent. */
  attempts: Generated<number>;
  created_at: Generated<Date>;
}

/** Accounts from before verification was asked for: shown, and free to search, until `until`. */
export interface EmailVerificationGraceTable {
  user_id: string;
  until: Timestamp;
}
