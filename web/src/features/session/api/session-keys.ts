/** Query keys of the session feature. */
export const sessionKeys = {
  /** GET /api/me: who is signed in, and how far through onboarding they are. */
  me: ['session', 'me'] as const,
  /** GET /api/auth/get-session: only whether anyone is signed in, for pages a visitor may open. */
  signedIn: ['session', 'signed-in'] as const,
};
