import { TestClient } from '../../support/http-client.js';
import type { ActorRole, NamedDater } from './named-dater.js';
import { forbiddenFor, type World } from './world.js';

/**
 * The matrix's columns. "other" and "moderator" run before "owner" so they meet the owner's
 * resource untouched. A moderator is a dater too: towards another dater's resources they are
 * "other", and only the moderation console's routes answer them differently.
 */
export const ROLES = ['anonymous', 'other', 'moderator', 'owner', 'free', 'premium'] as const;
export type Role = (typeof ROLES)[number];
/** The columns every entry states; the moderator's defaults to the other dater's. */
export type DaterRole = Exclude<Role, 'moderator'>;

export interface CellRequest {
  path: string;
  json?: unknown;
  raw?: { body: Uint8Array | string; contentType: string };
  /** Multipart: always sent as a POST, as a browser's FormData upload. */
  form?: FormData;
  headers?: Record<string, string>;
  /** Sends with this client instead of the role's (a second session to sign out, an account to delete). */
  client?: TestClient;
}

export interface CellContext {
  world: World;
  role: Role;
  /** Who sends the request; null for anonymous. */
  actor: NamedDater | null;
  /** Whose resource the request names: the owner's for anonymous, other and owner; their own otherwise. */
  subject: NamedDater;
}

export type Expected = number | readonly number[];

export interface MatrixEntry {
  expect: Record<DaterRole, Expected> & { moderator?: Expected };
  /** A request that would succeed for the resource's owner. */
  request(ctx: CellContext): CellRequest | Promise<CellRequest>;
  /** After the "other" cell: what they aimed at is unchanged, and they gained nothing. */
  afterOther?(world: World): Promise<void>;
  /** After every cell: puts back what the request changed on purpose (a profile reset, say). */
  after?(ctx: CellContext): Promise<void>;
}

export type Matrix = Record<string, MatrixEntry>;

/** What a role must get: a moderator gets what the other dater gets unless the entry says otherwise. */
export function expectedFor(entry: MatrixEntry, role: Role): Expected {
  return role === 'moderator' ? (entry.expect.moderator ?? entry.expect.other) : entry.expect[role];
}

/** Self-scoped routes: everyone signed in may call them about themselves. */
export const SIGNED_IN_OK = { anonymous: 401, other: 200, owner: 200, free: 200, premium: 200 } as const;
/** Routes naming the owner's resource: another dater cannot tell it exists. */
export const OWNED_OK = { anonymous: 401, other: 404, owner: 200, free: 200, premium: 200 } as const;
export const PUBLIC_OK = { anonymous: 200, other: 200, owner: 200, free: 200, premium: 200 } as const;

export function contextFor(world: World, role: Role): CellContext {
  const actor = role === 'anonymous' ? null : world.daters[role];
  // Anonymous, other and moderator aim at the owner's resources; everyone else at their own.
  const subject = role === 'free' || role === 'premium' ? world.daters[role] : world.daters.owner;
  return { world, role, actor, subject };
}

export interface CellResult {
  status: number;
  text: string;
  contentType: string;
  requestText: string;
}

/** Sends one cell's request as the role would: a copy of their cookies, so a reply cannot change them. */
export async function sendCell(ctx: CellContext, method: string, request: CellRequest): Promise<CellResult> {
  const client = request.client ?? (ctx.actor ? ctx.actor.client.copy() : new TestClient(ctx.world.t.baseUrl));
  let response: Response;
  if (request.form) {
    response = await client.upload(request.path, request.form);
  } else if (request.raw) {
    response = await client.request(method, request.path, request.raw.body, { 'content-type': request.raw.contentType, ...request.headers });
  } else {
    response = await client.request(method, request.path, request.json, request.headers);
  }
  const bytes = Buffer.from(await response.arrayBuffer());
  const contentType = response.headers.get('content-type') ?? '';
  const isText = /json|text|html|javascript|xml/.test(contentType) || contentType === '';
  return {
    status: response.status,
    text: isText ? bytes.toString('utf8') : bytes.toString('latin1'),
    contentType,
    requestText: `${request.path} ${request.json === undefined ? '' : JSON.stringify(request.json)}`,
  };
}

/** The private values of other daters found in an answer; one the request itself named does not count. */
export function leaksIn(world: World, viewer: ActorRole | null, result: CellResult): string[] {
  return forbiddenFor(world, viewer).filter((secret) => result.text.includes(secret) && !result.requestText.includes(secret));
}

export function statusMatches(expected: Expected, status: number): boolean {
  return typeof expected === 'number' ? expected === status : expected.includes(status);
}
