import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_PROFILE_VIEWS, monthKey } from '@kindred/contract';
import { daterWithMatches } from './support/browsing.js';
import type { TestClient } from './support/http-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * The free profile-view allowance (docs/product.md#match-detail): a free dater's first view of a
 * match they have not unlocked counts; opening it again, and opening an unlocked match, never do.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function viewsUsed(userId: string): Promise<number> {
  const row = await t.database.db.selectFrom('subscription_usage').select('profile_views').where('user_id', '=', userId).where('month_year', '=', monthKey(new Date())).executeTakeFirst();
  return row?.profile_views ?? 0;
}

async function setViewsUsed(userId: string, used: number) {
  await t.database.db
    .insertInto('subscription_usage')
    .values({ user_id: userId, month_year: monthKey(new Date()), profile_views: used })
    .onConflict((oc) => oc.columns(['user_id', 'month_year']).doUpdateSet({ profile_views: used }))
    .execute();
}

const view = (client: TestClient, matchId: string) => client.post(`/api/matches/${matchId}/view`);

describe('profile views', () => {
  it('counts the first view of a locked match once, and never a re-opening or an unlocked match', async () => {
    const { client, userId, matches } = await daterWithMatches(t, 3);
    const [first, second] = matches;
    expect((await view(client, first!.id)).status).toBe(200);
    expect(await viewsUsed(userId)).toBe(1);
    expect((await view(client, first!.id)).status).toBe(200);
    expect(await viewsUsed(userId)).toBe(1);

    expect((await client.post(`/api/matches/${second!.id}/unlock`)).status).toBe(200);
    const before = await viewsUsed(userId);
    for (let i = 0; i < 3; i++) expect((await client.get(`/api/matches/${second!.id}`)).status).toBe(200);
    expect((await view(client, second!.id)).status).toBe(200);
    expect(await viewsUsed(userId)).toBe(before);
  });

  it("still opens unlocked matches after the month's free views are used, and refuses only a new locked one", async () => {
    const { client, userId, matches } = await daterWithMatches(t, 3);
    const [unlocked, seen, fresh] = matches;
    expect((await client.post(`/api/matches/${unlocked!.id}/unlock`)).status).toBe(200);
    expect((await view(client, seen!.id)).status).toBe(200);
    await setViewsUsed(userId, FREE_PROFILE_VIEWS);

    expect((await client.get(`/api/matches/${unlocked!.id}`)).status).toBe(200);
    expect((await view(client, seen!.id)).status).toBe(200);
    const refused = await view(client, fresh!.id);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'PROFILE_VIEW_LIMIT', message: "You have used this month's profile views. Upgrade for unlimited views." });
    expect(await viewsUsed(userId)).toBe(FREE_PROFILE_VIEWS);
    // Refused, so still new: the NEW tag is not lost to a view that did not happen.
    const row = await t.database.db.selectFrom('matches').select('is_new').where('id', '=', fresh!.id).executeTakeFirstOrThrow();
    expect(row.is_new).toBe(true);
  });
});
