import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { matchListResponseSchema, type MatchDetail, type MatchSummary, type SessionUser } from '@kindred/contract';
import { browsingRoutes } from '../features/matching/browsing-routes.js';
import type { BrowsingService } from '../features/matching/browsing-service.js';
import { closedJsonSchema, createResponseSerialiserCompiler } from './response-serialiser.js';

const CARD_FIELDS = ['age', 'bioSnippet', 'compatibilityScore', 'country', 'coverImageUrl', 'distanceKm', 'gender', 'handles', 'homeCity', 'id', 'imageUrl', 'isDemo', 'isLocked', 'isNew', 'isPremium',
  'isUnlocked', 'matchNote', 'matchedAt', 'name', 'selfieVerified', 'sharedThemes', 'unlockedYouAt', 'waitingForMutual'];
const HANDLE_FIELDS = ['calendly', 'instagram', 'linkedin'];

const card: MatchSummary = {
  id: '0b6f3c1e-4c7a-4a43-9a35-1f1d2f3e4a5b',
  name: 'Robin',
  age: 31,
  gender: 'female',
  country: 'Portugal',
  imageUrl: null,
  coverImageUrl: null,
  bioSnippet: 'Sea swims before work',
  isPremium: false,
  selfieVerified: false,
  compatibilityScore: 87,
  matchNote: 'You both like early mornings.',
  sharedThemes: ['outdoors'],
  isNew: true,
  isUnlocked: true,
  isLocked: false,
  handles: { instagram: 'robin.swims', linkedin: null, calendly: null },
  matchedAt: '2026-11-01T09:00:00.000Z',
  unlockedYouAt: null,
  waitingForMutual: false,
  isDemo: false,
  homeCity: 'Porto',
  distanceKm: 20,
};

/** What a service might one day add by mistake: another dater's private data. */
const PRIVATE = { email: 'robin@private.test', preferenceText: 'privatesentinel', birthDate: '1995-03-02' };
const withPrivateFields = (summary: MatchSummary) => ({ ...summary, ...PRIVATE, handles: summary.handles && { ...summary.handles, phone: '+351900000000' } });

/** The real feed routes on a service whose output carries private fields the contract does not list. */
async function feedApp(production: boolean) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerialiserCompiler({ checkAgainstContract: !production }));
  const viewer = { id: 'viewer' } as SessionUser;
  app.addHook('onRequest', async (request) => {
    request.sessionUser = viewer;
  });
  const browsing = {
    list: async () => [withPrivateFields(card), withPrivateFields({ ...card, id: '1b6f3c1e-4c7a-4a43-9a35-1f1d2f3e4a5b', handles: null, isUnlocked: false })],
    detail: async () => ({ ...withPrivateFields(card), bio: 'Sea swims before work, every day.' }) as MatchDetail,
  } as unknown as BrowsingService;
  await app.register(browsingRoutes, { browsing });
  return app;
}

describe('answers written from the contract schema', () => {
  it('in production, drops private fields a service adds to the feed and to a match, at every depth', async () => {
    const app = await feedApp(true);
    const feed = await app.inject({ method: 'GET', url: '/api/matches' });
    expect(feed.statusCode).toBe(200);
    const matches = (feed.json() as { matches: Record<string, unknown>[] }).matches;
    expect(matches).toHaveLength(2);
    for (const match of matches) expect(Object.keys(match).sort()).toEqual(CARD_FIELDS);
    expect(Object.keys(matches[0]?.handles as object).sort()).toEqual(HANDLE_FIELDS);
    expect(matches[1]?.handles).toBeNull();
    for (const value of [...Object.values(PRIVATE), '+351900000000']) expect(feed.body).not.toContain(value);
    expect(matchListResponseSchema.parse(feed.json())).toEqual({ matches: [card, { ...card, id: '1b6f3c1e-4c7a-4a43-9a35-1f1d2f3e4a5b', handles: null, isUnlocked: false }] });

    const detail = await app.inject({ method: 'GET', url: `/api/matches/${card.id}` });
    expect(Object.keys(detail.json()).sort()).toEqual([...CARD_FIELDS, 'bio'].sort());
    for (const value of Object.values(PRIVATE)) expect(detail.body).not.toContain(value);
    await app.close();
  });

  it('outside production, gives the same answer after zod has checked it against the contract', async () => {
    const app = await feedApp(false);
    const feed = await app.inject({ method: 'GET', url: '/api/matches' });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toBe((await (await feedApp(true)).inject({ method: 'GET', url: '/api/matches' })).body);
    await app.close();
  });

  it('outside production, fails an answer that breaks its contract', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setSerializerCompiler(createResponseSerialiserCompiler({ checkAgainstContract: true }));
    app.get('/score', { schema: { response: { 200: z.object({ score: z.int().check(z.maximum(100)) }) } } }, async () => ({ score: 101 }));
    expect((await app.inject({ method: 'GET', url: '/score' })).statusCode).toBe(500);
    await app.close();
  });

  it('keeps zod for schemas a closed JSON Schema cannot say: rewrites, unions, open objects', () => {
    expect(closedJsonSchema(z.object({ a: z.string(), b: z.nullable(z.object({ c: z.int() })) }))).toBeDefined();
    expect(closedJsonSchema(z.object({ name: z.string().check(z.trim()) }))).toBeUndefined();
    expect(closedJsonSchema(z.object({ n: z.pipe(z.string(), z.transform((v) => v.length)) }))).toBeUndefined();
    expect(closedJsonSchema(z.object({ a: z.union([z.object({ x: z.string() }), z.object({ y: z.string() })]) }))).toBeUndefined();
    expect(closedJsonSchema(z.looseObject({ a: z.string() }))).toBeUndefined();
    expect(closedJsonSchema(z.object({ a: z._default(z.string(), 'x') }))).toBeUndefined();
    expect(closedJsonSchema(z.record(z.enum(['a', 'b']), z.string()))).toBeUndefined();
    expect(closedJsonSchema(z.record(z.string(), z.object({ x: z.string() })))).toBeDefined();
  });
});
