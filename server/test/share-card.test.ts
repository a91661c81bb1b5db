import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { CARD_TEXTS, cardSchema, myCardResponseSchema, publicCardSchema, type CardInput } from '@kindred/contract';
import { TestClient } from './support/http-client.js';
import { signedInSearcher } from './support/searching.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let webDir: string;
beforeAll(async () => {
  // A stand-in web build, so the share page has an index.html to write its tags into.
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-web-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html><head><title>Kindred</title><meta name="description" content="x" /></head><body><div id="root"></div></body></html>');
  t = await startTestApp({ WEB_DIST_DIR: webDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const CARD: CardInput = { name: 'Naledi', emoji: '🌶️', preferences: ['deep-chats', 'monogamy', 'foodie-friend'], ratingId: 'heart', vibeId: 'soft-launch' };

async function cardPng(width = 1600, height = 2400): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: '#f0607f' } }).png().toBuffer();
}

async function creator() {
  const { client, userId } = await signedInSearcher(t, { gender: 'female' });
  return { client, userId };
}

async function createCard(client: TestClient, input: CardInput = CARD) {
  const response = await client.post('/api/cards', input);
  expect(response.status).toBe(201);
  return cardSchema.parse(await response.json());
}

function putImage(client: TestClient, cardId: string, body: Buffer, type = 'image/png') {
  return client.request('PUT', `/api/cards/${cardId}/image`, body, { 'content-type': type });
}

describe('saving and editing a card', () => {
  it('has no card at first, saves one, edits it, and shows the newest', async () => {
    const { client } = await creator();
    expect(myCardResponseSchema.parse(await (await client.get('/api/cards/mine')).json()).card).toBeNull();
    const card = await createCard(client);
    expect(card).toMatchObject({ name: 'Naledi', emoji: '🌶️', ratingId: 'heart', vibeId: 'soft-launch', imageUrl: null });
    expect(card.shareUrl).toBe(`${t.baseUrl}/share/${card.id}`);

    const edited = await client.request('PUT', `/api/cards/${card.id}`, { ...CARD, name: 'Naledi M', preferences: ['chaos-energy'] });
    expect(edited.status).toBe(200);
    const mine = myCardResponseSchema.parse(await (await client.get('/api/cards/mine')).json()).card;
    expect(mine).toMatchObject({ id: card.id, name: 'Naledi M', preferences: ['chaos-energy'] });
  });

  it.each([
    ['a blank name', { ...CARD, name: '   ' }, CARD_TEXTS.nameAndEmoji],
    ['an emoji not on the list', { ...CARD, emoji: '🍆' }, CARD_TEXTS.nameAndEmoji],
    ['no preference', { ...CARD, preferences: [] }, CARD_TEXTS.atLeastOnePreference],
    ['four preferences', { ...CARD, preferences: ['deep-chats', 'monogamy', 'foodie-friend', 'homebody'] }, CARD_TEXTS.atMostThreePreferences],
    ['no rating', { ...CARD, ratingId: undefined }, CARD_TEXTS.selectRating],
    ['no vibe', { ...CARD, vibeId: 'nope' }, CARD_TEXTS.selectVibe],
  ])('refuses %s with the product text', async (_label, input, text) => {
    const { client } = await creator();
    const response = await client.post('/api/cards', input);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain(text);
  });

  it('lets nobody else edit a card or its image', async () => {
    const owner = await creator();
    const other = await creator();
    const card = await createCard(owner.client);
    expect((await other.client.request('PUT', `/api/cards/${card.id}`, { ...CARD, name: 'Hacked' })).status).toBe(404);
    expect((await putImage(other.client, card.id, await cardPng())).status).toBe(404);
    expect(myCardResponseSchema.parse(await (await owner.client.get('/api/cards/mine')).json()).card?.name).toBe('Naledi');
    expect((await new TestClient(t.baseUrl).post('/api/cards', CARD)).status).toBe(401);
  });
});

describe('the card image', () => {
  it('stores a 1600x2400 PNG, re-encoded, and serves it publicly', async () => {
    const { client } = await creator();
    const card = await createCard(client);
    const saved = await putImage(client, card.id, await cardPng());
    expect(saved.status).toBe(200);
    const { imageUrl } = cardSchema.parse(await saved.json());
    expect(imageUrl).toMatch(new RegExp(`^/api/public/cards/${card.id}/image.png`));
    const image = await fetch(`${t.baseUrl}${imageUrl}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1600, 2400]);
  });

  it.each([
    ['the wrong size', () => cardPng(400, 600)],
    ['a JPEG', () => sharp({ create: { width: 1600, height: 2400, channels: 3, background: '#000' } }).jpeg().toBuffer()],
    ['bytes that are not an image', async () => Buffer.from('not a png at all, just text')],
  ])('refuses %s', async (_label, make) => {
    const { client } = await creator();
    const card = await createCard(client);
    const response = await putImage(client, card.id, await make());
    expect(response.status).toBe(400);
  });
});

describe('the public share page', () => {
  it('works without a session, carries Open Graph tags, and shows none of the owner’s private fields', async () => {
    const { client, userId } = await creator();
    const card = await createCard(client, { ...CARD, name: 'Zoë <script>' });
    await putImage(client, card.id, await cardPng());
    const anonymous = new TestClient(t.baseUrl);
    const page = await anonymous.get(`/share/${card.id}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<meta property="og:title" content="Zoë &lt;script&gt; 🌶️ on Kindred" />');
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="${t.baseUrl}/api/public/cards/${card.id}/image.png\\?v=\\d+" />`));
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).not.toContain('<script>');

    const body = await (await anonymous.get(`/api/public/cards/${card.id}`)).text();
    const publicCard = z.strictObject(publicCardSchema.shape).parse(JSON.parse(body));
    expect(publicCard.name).toBe('Zoë <script>');
    // The card's words come looked up, in the creator's order, so the page needs no option lists.
    expect(publicCard).toMatchObject({
      rating: { value: '8/10 with a 12/10 heart', emoji: '❤️' },
      vibe: { text: 'Soft launch, hard commit', emoji: '🤍' },
      preferences: [{ id: 'deep-chats', label: 'Deep chats' }, { id: 'monogamy' }, { id: 'foodie-friend' }],
    });
    expect(html).toContain('<meta property="og:description" content="8/10 with a 12/10 heart. Soft launch, hard commit.');
    expect(body).not.toContain(userId);
    expect(body).not.toContain('@example.test');
  });

  it('answers an unknown card with a friendly page and a 404, and a bad id too', async () => {
    const anonymous = new TestClient(t.baseUrl);
    const missing = await anonymous.get('/share/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<div id="root">');
    expect((await anonymous.get('/share/not-a-card')).status).toBe(404);
    // The API agrees with the page: anything that is not a card is not found, however it is spelled.
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-card', '%20', 'x'.repeat(60)]) {
      const api = await anonymous.get(`/api/public/cards/${id}`);
      expect(api.status, id).toBe(404);
      expect(await api.json(), id).toMatchObject({ code: 'CARD_NOT_FOUND' });
      expect((await anonymous.get(`/api/public/cards/${id}/image.png`)).status, id).toBe(404);
    }
  });
});
