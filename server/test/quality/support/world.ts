import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { TestClient, uniqueEmail } from '../../support/http-client.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { cardPng, insertMatchPair } from './fixtures.js';
import { ACTOR_ROLES, createNamedDater, type ActorRole, type NamedDater } from './named-dater.js';

export interface World {
  t: TestApp;
  daters: Record<ActorRole, NamedDater>;
  /** An account no role owns, for sign-in cells that must not disturb a role's session. */
  guest: { email: string; password: string };
  /** A valid rendered card. */
  png: Buffer;
  /** The built web app the share page is rendered from. */
  webDistDir: string;
  /** The match the last cell created, so a check after the "other" cell can find it. */
  lastFreshMatch?: string;
}

/** Limits that would turn a matrix or fuzz cell into a 429 before it reaches what it tests. */
export const GENEROUS_LIMITS = {
  PAYMENT_RATE_LIMIT_PER_MINUTE: '100000',
  COACH_RATE_LIMIT_PER_MINUTE: '100000',
  COACH_DAILY_MESSAGES: '100000',
  VOICE_RATE_LIMIT_PER_MINUTE: '100000',
  IMAGE_UPLOAD_RATE_LIMIT_PER_MINUTE: '100000',
  AI_DAILY_CALLS_PER_DATER: '100000',
  COACH_OFFLINE_WORD_DELAY_MS: '0',
};

/** A stand-in for the web build: the share page needs an index.html to write its tags into. */
/**
 * The settings an app with named daters runs with: generous limits, and the daters' devices on a
 * push service of the tests' own (push.example.test), which never resolves, so no push leaves
 * the machine.
 */
export const NAMED_DATER_ENV = { ...GENEROUS_LIMITS, PUSH_SERVICE_HOSTS: 'push.example.test' };

export function fakeWebBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-web-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><title>Kindred</title><meta name="description" content="x" /></head><body><div id="root"></div></body></html>');
  return dir;
}

/**
 * The matrix's world: an owner (premium) whose resources the others try to reach, another free
 * dater, and a free and a premium dater acting on their own resources. The four are matched with
 * each other, and none of those matches is unlocked, so no handle of theirs may ever be sent.
 */
export async function buildWorld(env: Record<string, string> = {}): Promise<World> {
  const webDistDir = fakeWebBuild();
  const t = await startTestApp({ ...NAMED_DATER_ENV, WEB_DIST_DIR: webDistDir, ...env });
  const premiumRoles = new Set<ActorRole>(['owner', 'premium']);
  const daters = {} as Record<ActorRole, NamedDater>;
  for (const role of ACTOR_ROLES) daters[role] = await createNamedDater(t, role, premiumRoles.has(role));
  // The role an operator grants with `npm run moderators -- add <email> --name <display name>`.
  await t.database.db.insertInto('moderators').values({ user_id: daters.moderator.userId, granted_by: 'the matrix', display_name: 'Matrix Moderator' }).execute();

  for (const [i, a] of ACTOR_ROLES.entries()) {
    for (const b of ACTOR_ROLES.slice(i + 1)) await insertMatchPair(t.database.db, daters[a].userId, daters[b].userId);
  }
  const png = await cardPng();
  const uploaded = await daters.owner.client.request('PUT', `/api/cards/${daters.owner.cardId}/image`, png, { 'content-type': 'image/png' });
  expect(uploaded.status).toBe(200);

  // Each viewer's own match ids are theirs alone.
  for (const dater of Object.values(daters)) {
    const rows = await t.database.db.selectFrom('matches').select('id').where('viewer_id', '=', dater.userId).execute();
    for (const row of rows) dater.secrets.add(row.id);
  }

  const guest = { email: uniqueEmail('guest'), password: 'guest-password-long-enough' };
  await new TestClient(t.baseUrl).signUp(guest.email, guest.password);
  return { t, daters, guest, png, webDistDir };
}

export async function closeWorld(world: World | undefined): Promise<void> {
  if (!world) return;
  await world.t.close();
  fs.rmSync(world.webDistDir, { recursive: true, force: true });
}

/** Everything `viewer` must never receive: every other named dater's private values. */
export function forbiddenFor(world: World, viewer: ActorRole | null): string[] {
  return Object.values(world.daters)
    .filter((dater) => dater.role !== viewer)
    .flatMap((dater) => [...dater.secrets]);
}
