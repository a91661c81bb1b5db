import { betterAuth } from 'better-auth';
import { APIError } from 'better-auth/api';
import { genericOAuth, type GenericOAuthConfig } from 'better-auth/plugins';
import type pg from 'pg';
import { MODERATION_ERROR_CODES, MODERATION_TEXTS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PRODUCT_NAME } from '@kindred/contract';
import type { AppConfig } from '../config/env.js';
import type { MailService } from '../features/mail/mail-service.js';
import { passwordResetMail } from '../features/mail/mail-templates.js';
import type { AccountRestriction } from '../features/moderation/account-standing-repository.js';

const SESSION_DAYS = 7;
/** How long a "Forgot password?" link works (docs/security.md). */
export const RESET_LINK_MINUTES = 60;

/**
 * The page a reset link opens. The token rides in the fragment, which browsers never send to a
 * server or in a Referer, so it stays out of access logs; the page posts it to reset-password.
 */
export function resetPasswordLink(publicUrl: string, token: string): string {
  return `${publicUrl}/reset-password#token=${encodeURIComponent(token)}`;
}

/**
 * Google and Apple are both registered as OpenID Connect providers found through their discovery
 * documents. Production points at the real issuers; tests point the same code at a local issuer.
 */
function oauthProviders(config: AppConfig): GenericOAuthConfig[] {
  const providers: GenericOAuthConfig[] = [];
  if (config.google) {
    providers.push({
      providerId: 'google',
      clientId: config.google.clientId,
      clientSecret: config.google.clientSecret,
      discoveryUrl: config.google.discoveryUrl,
      scopes: ['openid', 'email', 'profile'],
      pkce: true,
      prompt: 'select_account',
      accessType: 'offline',
    });
  }
  if (config.apple) {
    providers.push({
      providerId: 'apple',
      clientId: config.apple.clientId,
      clientSecret: config.apple.clientSecret,
      discoveryUrl: config.apple.discoveryUrl,
      scopes: ['openid', 'name', 'email'],
      pkce: true,
      // Apple posts the result back when name or email is requested.
      responseMode: 'form_post',
    });
  }
  return providers;
}

/** What moderation tells sign-in: a suspension or ban in force, or an account under a banned address. */
export interface AuthGate {
  restriction(userId: string): Promise<AccountRestriction | null>;
  hasBannedEmail(userId: string): Promise<boolean>;
}

/**
 * Moderation's hook in the library: no session for an account a provider sign-up made under a
 * banned address (the e-mail sign-up is refused earlier, in auth-routes.ts). A suspended or
 * banned dater does get a session, restricted: the session guard lets it reach only their
 * notice, their appeal, the data download and account deletion, and the e-mail sign-in answers
 * them 403 with the reason's code (auth-routes.ts). Without it they could never appeal once
 * signed out. It is the session hook and not a user hook because the library creates users
 * inside a transaction, where a read of our tables would wait on the embedded database's one
 * connection; sessions are created outside it.
 */
function moderationHooks(gate: AuthGate | undefined) {
  if (!gate) return undefined;
  return {
    session: {
      create: {
        async before(session: { userId: string }) {
          // The banned dater's own account: a restricted session, for their notice and appeal.
          if (await gate.restriction(session.userId)) return;
          if (await gate.hasBannedEmail(session.userId)) {
            throw new APIError('FORBIDDEN', { message: MODERATION_TEXTS.emailBanned, code: MODERATION_ERROR_CODES.emailBanned });
          }
        },
      },
    },
  };
}

/** Sends the verification e-mail: the library's link, with a 6-digit code beside it (decision 054). */
export interface VerificationSender {
  sendFor(user: { id: string; email: string }, link: string): Promise<void>;
  /** False for a banned address (decision 040): its link verifies nothing. */
  mayVerify(email: string): Promise<boolean>;
  /** The link verified the address: the code sent with it, and any grace, are done. */
  linkVerified(userId: string): Promise<void>;
}

export function createAuth(options: { config: AppConfig; pool: pg.Pool; secret: string; gate?: AuthGate; mail?: MailService; verification?: VerificationSender }) {
  const { config, mail } = options;
  return betterAuth({
    appName: PRODUCT_NAME,
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: options.secret,
    database: options.pool,
    // Apple posts its answer from its own origin, which must be trusted for that callback.
    trustedOrigins: [config.publicUrl, ...(config.apple ? [new URL(config.apple.discoveryUrl).origin] : [])],
    emailAndPassword: {
      enabled: true,
      // Off so that sign-up answers a taken e-mail exactly as a new one; auth-routes.ts signs a
      // genuinely new account in right after.
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // "Forgot password?": the library makes, stores and spends the single-use token; the
      // mail is only queued here, so a known and an unknown address answer alike and at once.
      sendResetPassword: mail
        ? async ({ user, token }) => mail.send(user.email, passwordResetMail({ link: resetPasswordLink(config.publicUrl, token), validMinutes: RESET_LINK_MINUTES }))
        : undefined,
      resetPasswordTokenExpiresIn: RESET_LINK_MINUTES * 60,
      revokeSessionsOnPasswordReset: true,
    },
    // A sign-up by e-mail gets a link (the library's signed token, an hour long) and a code
    // (ours), in one e-mail; until one is used the dater is not shown and cannot search or unlock.
    // Google and Apple sign-ins take email_verified from the provider's ID token.
    emailVerification: {
      sendOnSignUp: Boolean(options.verification),
      expiresIn: 60 * 60,
      sendVerificationEmail: options.verification ? async ({ user, url }) => options.verification?.sendFor(user, url) : undefined,
      // A banned address is refused with the ban's own answer, a 403, never verified.
      beforeEmailVerification: async (user) => {
        if (options.verification && !(await options.verification.mayVerify(user.email))) {
          throw new APIError('FORBIDDEN', { message: MODERATION_TEXTS.emailBanned, code: MODERATION_ERROR_CODES.emailBanned });
        }
      },
      afterEmailVerification: async (user) => options.verification?.linkVerified(user.id),
    },
    // Reset tokens are kept only as their SHA-256: a copy of the database opens no account.
    verification: { storeIdentifier: { default: 'plain', overrides: { 'reset-password:': 'hashed' } } },
    session: { expiresIn: SESSION_DAYS * 24 * 60 * 60 },
    account: { accountLinking: { enabled: true, trustedProviders: ['google', 'apple'] } },
    // Limits are applied by the HTTP layer, where every route's limits live together.
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: config.env === 'production' || config.publicUrl.startsWith('https://'),
    },
    telemetry: { enabled: false },
    databaseHooks: moderationHooks(options.gate),
    plugins: [genericOAuth({ config: oauthProviders(config) })],
  });
}

export type Auth = ReturnType<typeof createAuth>;
