import type { Credentials } from '@kindred/contract';
import { anyBodySchema, request } from '../../../shared/api/http';

/** The spec creates accounts without asking for a name; the e-mail's local part stands in. */
export function nameFromEmail(email: string): string {
  const localPart = email.split('@')[0]?.trim();
  return localPart || email;
}

/** POST /api/auth/sign-up/email. Signing up also signs the new dater in. */
export async function signUpEmail(credentials: Credentials): Promise<void> {
  await request('/api/auth/sign-up/email', {
    method: 'POST',
    body: { ...credentials, name: nameFromEmail(credentials.email) },
    schema: anyBodySchema,
  });
}
