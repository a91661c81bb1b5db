import { APIError } from 'better-auth/api';
import { CHANGE_PASSWORD_ERROR_CODES, CHANGE_PASSWORD_TEXTS, type ChangePasswordRequest, type ChangePasswordState } from '@kindred/contract';
import type { Auth } from '../../auth/auth.js';
import { HttpError } from '../../http/error-handler.js';

/** What the route passes on: any cookie the library set for this device. */
export interface PasswordChanged {
  setCookies: string[];
}

export interface ChangePasswordService {
  state(userId: string): Promise<ChangePasswordState>;
  change(request: ChangePasswordRequest, headers: Headers): Promise<PasswordChanged>;
}

/**
 * Changing the password is the auth library's own change-password, then its revoke-other-sessions:
 * whoever else held a session (a lost phone, a shared computer) is signed out, and this device
 * stays signed in. The change's own revokeOtherSessions flag is not used: it opens the new session
 * inside the library's transaction, where the session hook's read of our tables (auth.ts) would
 * wait forever for the embedded database's one connection.
 */
export function createChangePasswordService(auth: Auth): ChangePasswordService {
  return {
    async state(userId) {
      // A dater who signed up with Google or Apple has no password (the library's "credential" account).
      const account = await (await auth.$context).internalAdapter.findCredentialAccount(userId);
      return { hasPassword: Boolean(account?.password) };
    },

    async change({ currentPassword, newPassword }, headers) {
      try {
        const answer = await auth.api.changePassword({ body: { currentPassword, newPassword, revokeOtherSessions: false }, headers, returnHeaders: true });
        await auth.api.revokeOtherSessions({ headers });
        return { setCookies: answer.headers.getSetCookie() };
      } catch (error) {
        throw refusalOf(error);
      }
    },
  };
}

/** The library's refusals in the dater's words; lengths are checked earlier, by the contract's schema. */
function refusalOf(error: unknown): unknown {
  if (!(error instanceof APIError)) return error;
  const code = (error.body as { code?: string } | undefined)?.code;
  if (code === 'INVALID_PASSWORD') return new HttpError(400, CHANGE_PASSWORD_TEXTS.wrongCurrent, CHANGE_PASSWORD_ERROR_CODES.wrongCurrent);
  if (code === 'CREDENTIAL_ACCOUNT_NOT_FOUND') return new HttpError(409, CHANGE_PASSWORD_TEXTS.noPassword, CHANGE_PASSWORD_ERROR_CODES.noPassword);
  if (error.statusCode === 401) return new HttpError(401, 'Please sign in to continue.', 'UNAUTHENTICATED');
  return error;
}
