import { betterAuth } from 'better-auth';
import { genericOAuth, type GenericOAuthConfig } from 'better-auth/plugins';
import type pg from 'pg';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PRODUCT_NAME } from '@kindred/contract';
import type { AppConfig } from '../config/env.js';

const SESSION_DAYS = 7;

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

export function createAuth(options: { config: AppConfig; pool: pg.Pool; secret: string }) {
  const { config } = options;
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
    },
    session: { expiresIn: SESSION_DAYS * 24 * 60 * 60 },
    account: { accountLinking: { enabled: true, trustedProviders: ['google', 'apple'] } },
    // Limits are applied by the HTTP layer, where every route's limits live together.
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: config.env === 'production' || config.publicUrl.startsWith('https://'),
    },
    telemetry: { enabled: false },
    plugins: [genericOAuth({ config: oauthProviders(config) })],
  });
}

export type Auth = ReturnType<typeof createAuth>;
