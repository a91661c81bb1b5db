import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import Provider, { type KoaContext } from 'oidc-provider';
import { APP_URL, APPLE_CLIENT, GOOGLE_CLIENT, ISSUER_PORT, oauthRedirectUri } from '../support/e2e-env.js';

/**
 * A local OpenID Connect issuer standing in for Google and Apple: real authorization code + PKCE, signed
 * ID tokens and a userinfo endpoint, with oidc-provider's development login and consent pages.
 * Any login name works; it becomes the account's `sub`, its e-mail is `<login>@example.test`
 * and its name the login's first word, capitalised.
 */
export interface IssuerClient {
  id: string;
  secret: string;
  redirectUris: string[];
}

export interface IssuerOptions {
  port: number;
  clients: IssuerClient[];
}

export interface RunningIssuer {
  url: string;
  close(): Promise<void>;
}

/** A readable first name for the welcome screens: "noor-4f2a" signs in as "Noor". */
export function nameForLogin(login: string): string {
  const first = login.split(/[^A-Za-z]+/).find(Boolean) ?? 'Dater';
  return first.charAt(0).toUpperCase() + first.slice(1).toLowerCase();
}

export function emailForLogin(login: string): string {
  const local = login.toLowerCase().replace(/[^a-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'dater';
  return `${local}@example.test`;
}

function signingKey(): Record<string, unknown> {
  const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: 'e2e-rs256', alg: 'RS256', use: 'sig' };
}

/**
 * Google always shows its account chooser for prompt=select_account; oidc-provider does not know
 * that prompt, and its nearest equivalent is asking for the login again.
 */
function mapGooglePrompt(ctx: KoaContext): void {
  const prompt = ctx.query.prompt;
  if (ctx.path !== '/auth' || typeof prompt !== 'string' || !prompt.includes('select_account')) return;
  const prompts = new Set(prompt.split(' ').map((p) => (p === 'select_account' ? 'login' : p)));
  ctx.query = { ...ctx.query, prompt: [...prompts].join(' ') };
}

export async function startIssuer(options: IssuerOptions): Promise<RunningIssuer> {
  // Listen first so port 0 works: the issuer URL must name the real port.
  const server = http.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, () => resolve());
  });
  const url = `http://localhost:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(url, {
    clients: options.clients.map((client) => ({
      client_id: client.id,
      client_secret: client.secret,
      redirect_uris: client.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      // better-auth sends the secret in the form body unless told otherwise.
      token_endpoint_auth_method: 'client_secret_post',
    })),
    // oidc-provider only insists on PKCE for public clients by default; Google's flow uses it, so do we.
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: [crypto.randomBytes(32).toString('base64url')] },
    jwks: { keys: [signingKey()] },
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => ({ sub, email: emailForLogin(sub), email_verified: true, name: nameForLogin(sub) }),
    }),
  });

  provider.use(async (ctx, next) => {
    mapGooglePrompt(ctx);
    await next();
    // The development pages import a web font from Google; this machine is offline, and a failed
    // load would show up as a console error in the browser.
    if (typeof ctx.body === 'string' && ctx.type.includes('html')) {
      ctx.body = ctx.body.replace(/@import url\(https:\/\/fonts\.googleapis\.com[^)]*\);/g, '');
    }
  });
  provider.on('server_error', (_ctx, error) => console.error('[oidc-issuer] server error:', error));

  server.on('request', provider.callback());
  return {
    url,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/** The app's two sign-in providers, both served by this one issuer. */
export function appClients(appUrl: string): IssuerClient[] {
  return [
    { id: GOOGLE_CLIENT.id, secret: GOOGLE_CLIENT.secret, redirectUris: [oauthRedirectUri('google', appUrl)] },
    { id: APPLE_CLIENT.id, secret: APPLE_CLIENT.secret, redirectUris: [oauthRedirectUri('apple', appUrl)] },
  ];
}

// CLI: node --import tsx e2e/fakes/oidc-issuer.ts [port] [app-url]
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [portArg, appUrl] = process.argv.slice(2);
  const port = portArg ? Number(portArg) : ISSUER_PORT;
  const issuer = await startIssuer({ port, clients: appClients(appUrl ?? APP_URL) });
  console.log(`OIDC issuer listening at ${issuer.url}`);
  const stop = () => void issuer.close().finally(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
