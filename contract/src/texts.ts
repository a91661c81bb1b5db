/** User-facing texts that both sides must agree on, quoted exactly as docs/product.md gives them. */
export const TEXTS = {
  invalidCredentials: 'Invalid credentials. Please check your email and password.',
  unknownAuthError: 'Unknown authentication error',
  missingCredentials: 'You must provide either an email or phone number and a password.',
  googleSignInError: (message: string) => `Google Sign-In Error: ${message}`,
  appleSignInError: (message: string) => `Apple Sign-In Error: ${message}`,
  googleSignInDefault: 'Failed to sign in with Google.',
  appleSignInDefault: 'Failed to sign in with Apple.',
  finalizingSignIn: 'Finalizing your sign-in...',
  notFound: 'We can’t find that page',
  notFoundBody: 'The link may be old or mistyped.',
  notFoundLink: 'Back to Kindred',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
} as const;
