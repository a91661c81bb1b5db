import os from 'node:os';
import { TestClient, uniqueEmail } from '../../support/http-client.js';
import type { ActorRole } from '../support/named-dater.js';
import { rawRequest, type RawResponse } from '../support/raw-http.js';
import { forbiddenFor, type World } from '../support/world.js';
import type { FuzzCase } from './cases.js';

export interface FuzzOutcome {
  fuzzCase: FuzzCase;
  status: number;
  problems: string[];
}

/** Traces of our insides that must never reach a client. */
const STACK_TRACE = /\n\s+at\s|\bat\s+\S+\s+\(\S+:\d+:\d+\)|\.(?:ts|js|mjs|cjs):\d+:\d+/;
const SQL_TEXT =
  /syntax error at or near|violates [\w -]*constraint|duplicate key value|invalid input syntax for|relation "[^"]+" does not exist|column "[^"]+" (?:of relation|does not exist)|\b(?:select|insert into|update|delete from)\s+"[a-z_]+"/i;
const INTERNAL_PATHS = [process.cwd(), '/node_modules/', `${os.tmpdir()}/kindred`];

/** Anything outside printable ASCII is percent-encoded, as http.request sends paths verbatim. */
const onTheWire = (path: string) => path.replace(/[^\u0021-\u007e]/g, (char) => [...Buffer.from(char, 'utf8')].map((b) => `%${b.toString(16).toUpperCase()}`).join(''));

export function createRunner(world: World, sign: (body: string | Buffer) => Record<string, string>) {
  const forbidden = new Map<ActorRole | null, string[]>([[null, forbiddenFor(world, null)]]);
  for (const role of Object.keys(world.daters) as ActorRole[]) forbidden.set(role, forbiddenFor(world, role));
  const renewals = new Map<ActorRole, Promise<void>>();
  let renewed = 0;

  function send(c: FuzzCase, cookie: string): Promise<RawResponse> {
    const headers: Record<string, string> = {};
    if (cookie) headers.cookie = cookie;
    if (c.origin === 'same') headers.origin = world.t.baseUrl;
    if (c.origin === 'foreign') headers.origin = 'https://evil.example';
    if (c.wire.contentType) headers['content-type'] = c.wire.contentType;
    if (c.sign && c.wire.body !== undefined) Object.assign(headers, sign(c.wire.body));
    return rawRequest(world.t.baseUrl, c.method, onTheWire(c.path), headers, c.wire.body);
  }

  const newcomer = new TestClient(world.t.baseUrl);
  const newcomerReady = newcomer.signUp(uniqueEmail('newcomer'));

  async function cookieFor(c: FuzzCase): Promise<string> {
    if (c.actor === 'anonymous') return '';
    if (c.actor === 'newcomer') {
      await newcomerReady;
      return newcomer.cookieHeader();
    }
    if (c.actor === 'disposable') {
      const client = new TestClient(world.t.baseUrl);
      await client.signUp(uniqueEmail('fuzz'));
      return client.cookieHeader();
    }
    await renewals.get(c.actor);
    return world.daters[c.actor].client.cookieHeader();
  }

  /** A matrix dater whose session a case ended signs in again, once, however many lanes noticed. */
  async function renewIfSignedOut(role: ActorRole): Promise<void> {
    const dater = world.daters[role];
    if (renewals.has(role)) return renewals.get(role);
    const renewal = (async () => {
      if ((await dater.client.get('/api/me')).status !== 401) return;
      renewed += 1;
      await dater.client.signIn(dater.email, dater.password);
    })().finally(() => renewals.delete(role));
    renewals.set(role, renewal);
    return renewal;
  }

  async function run(c: FuzzCase): Promise<FuzzOutcome> {
    const response = await send(c, await cookieFor(c));
    const problems: string[] = [];
    if (response.status >= 500) problems.push(`answered ${response.status}`);
    if (response.status === 0) problems.push('the connection closed without an answer');
    const type = response.headers['content-type'] ?? '';
    const binary = /^image\/|octet-stream/.test(type);
    const text = binary ? '' : response.body.toString('utf8');
    const requestText = `${c.path} ${typeof c.wire.body === 'string' ? c.wire.body : ''}`;
    for (const [what, pattern] of [['a stack trace', STACK_TRACE], ['SQL', SQL_TEXT]] as const) {
      const found = pattern.exec(text);
      if (found && !requestText.includes(found[0])) problems.push(`the answer shows ${what}: ${found[0]}`);
    }
    for (const path of INTERNAL_PATHS) if (text.includes(path) && !requestText.includes(path)) problems.push(`the answer shows an internal path ${path}`);
    const viewer = c.actor === 'anonymous' || c.actor === 'disposable' || c.actor === 'newcomer' ? null : c.actor;
    const leaks = (forbidden.get(viewer) ?? []).filter((secret) => text.includes(secret) && !requestText.includes(secret));
    if (leaks.length > 0) problems.push(`the answer holds another dater's private values: ${leaks.join(', ')}`);
    if (response.status === 401 && viewer && !c.route.includes('/api/auth/')) await renewIfSignedOut(viewer);
    return { fuzzCase: c, status: response.status, problems };
  }

  return {
    /** Runs every case, `concurrency` at a time, in order of the list; `after` runs after each. */
    async runAll(cases: FuzzCase[], concurrency: number, after?: () => Promise<void>): Promise<FuzzOutcome[]> {
      const outcomes: FuzzOutcome[] = new Array(cases.length);
      let next = 0;
      const lane = async () => {
        while (next < cases.length) {
          const index = next++;
          const c = cases[index] as FuzzCase;
          outcomes[index] = await run(c).catch((error: Error) => ({ fuzzCase: c, status: -1, problems: [`could not be sent: ${error.message}`] }));
          await after?.();
        }
      };
      await Promise.all(Array.from({ length: concurrency }, lane));
      return outcomes;
    },
    get renewed() {
      return renewed;
    },
    /** The account of the "newcomer" actor, once it exists. */
    async newcomerId(): Promise<string> {
      await newcomerReady;
      const me = (await (await newcomer.get('/api/me')).json()) as { user: { id: string } };
      return me.user.id;
    },
  };
}
