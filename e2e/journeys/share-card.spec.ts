import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { CARD_TEXTS, myCardResponseSchema, type Card } from '@kindred/contract';
import { png } from '../../server/test/support/images';
import { APP_URL } from '../support/e2e-env';
import { checkScreen, expect, test } from '../support/fixtures';
import { onboardedNewcomer } from '../support/matches';

/** Width and height from a PNG's IHDR chunk, which always comes first. */
function pngSize(data: Buffer): { width: number; height: number } {
  expect(data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), 'a PNG signature').toBe(true);
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

async function myCard(page: Page): Promise<Card> {
  const { card } = myCardResponseSchema.parse(await (await page.request.get('/api/cards/mine')).json());
  expect(card).not.toBeNull();
  return card as Card;
}

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();
const createCard = (page: Page) => page.getByRole('button', { name: 'Create my card' }).click();
const toast = (page: Page, text: string) => expect(page.getByText(text, { exact: true })).toBeVisible();
const title = (page: Page) => page.getByRole('heading', { level: 1 });
/** A choice chip or card: the dater taps its label, which holds a real checkbox or radio button. */
const option = (page: Page, text: string) => page.locator('label').filter({ hasText: text });

// The visitor's part needs the card the dater made first.
test.describe.configure({ mode: 'serial' });
let sharedCardId = '';

test('a dater makes, saves, downloads, shares and edits their card', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: APP_URL });
  await onboardedNewcomer(page, 'Zanele');

  // From the profile's promo tile.
  await page.goto('/profile');
  // The drawn profile answers taps once the app has taken it over; the photo picker says when.
  await expect(page.getByLabel('Change profile photo')).toBeEnabled();
  await page.getByRole('link', { name: /Create your shareable card/ }).click();
  await expect(page).toHaveURL(`${APP_URL}/insta-card`);

  // Step 1: the profile's name is filled in and the chili pepper is chosen.
  await expect(title(page)).toHaveText('Who’s on the card?');
  const name = page.getByLabel('Your name', { exact: true });
  await expect(name).toHaveValue('Zanele');
  await expect(page.getByRole('radio', { name: '🌶️' })).toBeChecked();
  await expect(page.getByRole('img', { name: 'Step 1 of 5: Name' })).toBeVisible();
  await name.fill('   ');
  await next(page);
  await toast(page, CARD_TEXTS.nameAndEmoji);
  await name.fill('Zanele');
  await option(page, '🦋').click();
  await expect(page.getByRole('radio', { name: '🦋' })).toBeChecked();
  await checkScreen(page, 'card-1-name');
  await next(page);

  // Step 2: one to three preferences.
  await expect(title(page)).toHaveText('What are you looking for?');
  await next(page);
  await toast(page, CARD_TEXTS.atLeastOnePreference);
  for (const label of ['Deep chats', 'Open to love', 'Travel buddy']) await option(page, label).click();
  await option(page, 'Homebody').click();
  await toast(page, CARD_TEXTS.atMostThreePreferences);
  await expect(page.getByRole('checkbox', { name: 'Homebody' })).not.toBeChecked();
  await expect(page.getByText('3 of 3 picked')).toBeVisible();
  await checkScreen(page, 'card-2-preferences');
  await next(page);

  // Step 3, by keyboard: the ratings are one radio group.
  await expect(title(page)).toHaveText('Rate yourself. Honestly.');
  await next(page);
  await toast(page, CARD_TEXTS.selectRating);
  await page.getByRole('radio', { name: '10/10 — obviously' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: '9.3/10 — but humble about it' })).toBeChecked();
  await checkScreen(page, 'card-3-rating');
  await next(page);

  // Step 4, and Back keeps what was chosen.
  await expect(title(page)).toHaveText('What’s your vibe?');
  await createCard(page);
  await toast(page, CARD_TEXTS.selectVibe);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('radio', { name: '9.3/10 — but humble about it' })).toBeChecked();
  await next(page);
  await option(page, 'Soft launch, hard commit').click();
  await checkScreen(page, 'card-4-vibe');
  await createCard(page);

  // Step 5: drawn, saved and uploaded.
  await expect(title(page)).toHaveText('Your card is ready');
  await toast(page, CARD_TEXTS.saved);
  const image = page.getByRole('img', { name: /^Kindred card for Zanele 🦋\. Rated 9\.3\/10/ });
  await expect(image).toBeVisible();
  await expect(page.getByText('Saved. Anyone with your link can see it.')).toBeVisible();
  await checkScreen(page, 'card-5-ready');
  await page.getByRole('heading', { name: 'Share tips' }).scrollIntoViewIfNeeded();
  await checkScreen(page, 'card-5-actions-and-tips');
  const card = await myCard(page);
  expect(card).toMatchObject({ name: 'Zanele', emoji: '🦋', preferences: ['deep-chats', 'open-to-love', 'travel-buddy'], ratingId: 'humble', vibeId: 'soft-launch' });
  expect(card.imageUrl).toBeTruthy();
  const stored = await page.request.get(card.imageUrl ?? '');
  expect(stored.headers()['content-type']).toBe('image/png');
  expect(pngSize(await stored.body())).toEqual({ width: 1600, height: 2400 });

  // Save & Download hands over the PNG itself.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: CARD_TEXTS.saveAndDownload }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('kindred-card.png');
  expect(pngSize(fs.readFileSync(await download.path()))).toEqual({ width: 1600, height: 2400 });
  // Kept next to the screenshots: the card itself is what people will judge.
  await download.saveAs(fileURLToPath(new URL('../screenshots/card-image.png', import.meta.url)));
  await toast(page, CARD_TEXTS.downloaded);

  // Headless Chromium cannot share files, so the card's link is copied instead.
  await page.getByRole('button', { name: CARD_TEXTS.shareToInstagram }).click();
  await toast(page, CARD_TEXTS.linkCopied);
  expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(`${APP_URL}/share/${card.id}`);

  // Editing saves over the same card.
  await page.getByRole('button', { name: CARD_TEXTS.editThisCard }).click();
  await expect(name).toHaveValue('Zanele');
  await name.fill('Zanele M');
  await next(page);
  await expect(page.getByRole('checkbox', { name: 'Open to love' })).toBeChecked();
  await next(page);
  await next(page);
  await createCard(page);
  await toast(page, CARD_TEXTS.saved);
  await expect(page.getByRole('img', { name: /^Kindred card for Zanele M 🦋/ })).toBeVisible();
  const edited = await myCard(page);
  expect(edited).toMatchObject({ id: card.id, name: 'Zanele M' });
  sharedCardId = card.id;

  // Coming back shows the existing-card menu; Back walks out the way the dater came in.
  await page.goto('/insta-card');
  await expect(page.getByRole('button', { name: CARD_TEXTS.viewCard })).toBeVisible();
  await expect(page.getByRole('button', { name: CARD_TEXTS.editCard })).toBeVisible();
  await expect(page.getByRole('button', { name: CARD_TEXTS.createNewCard })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Kindred card for Zanele M/ })).toBeVisible();
  await checkScreen(page, 'card-6-menu');
  await page.getByRole('button', { name: CARD_TEXTS.viewCard }).click();
  await expect(title(page)).toHaveText('Your card');
  await expect(page.getByRole('img', { name: /^Kindred card for Zanele M/ })).toBeVisible();
  await checkScreen(page, 'card-6-view');
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: CARD_TEXTS.editCard }).click();
  await expect(name).toHaveValue('Zanele M');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('button', { name: CARD_TEXTS.viewCard })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(`${APP_URL}/profile`);

  // Tapping the profile photo opens the share-card view, with the way back to the creator.
  await page.getByLabel('Change profile photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await png(600, 600) });
  await page.getByRole('button', { name: 'View your share card' }).click();
  const viewer = page.getByRole('dialog', { name: 'Your share card' });
  await expect(viewer.getByRole('img', { name: /^Kindred card for Zanele M/ })).toBeVisible();
  await checkScreen(page, 'card-7-profile-view');
  await viewer.getByRole('link', { name: 'View & share your card' }).click();
  await expect(page).toHaveURL(`${APP_URL}/insta-card`);
  await expect(page.getByRole('button', { name: CARD_TEXTS.viewCard })).toBeVisible();
});

test('a visitor without an account opens the shared link, and an unknown card is a friendly dead end', async ({ page }) => {
  expect(sharedCardId, 'the first test made a card').not.toBe('');
  const response = await page.goto(`/share/${sharedCardId}`);
  expect(response?.status()).toBe(200);
  // Messengers read these tags without running the app.
  const html = await response?.text();
  expect(html).toContain(`<meta property="og:image" content="${APP_URL}/api/public/cards/${sharedCardId}/image.png`);
  expect(html).toContain('<meta property="og:title" content="Zanele M 🦋 on Kindred"');
  // The server draws the card into the page, so it shows before any script has run.
  expect(html).toMatch(/<div id="root" data-drawn>[\s\S]*alt="Kindred card for Zanele M 🦋/);

  await expect(page.getByRole('heading', { level: 1, name: 'Zanele M 🦋 is on Kindred' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Kindred card for Zanele M 🦋/ })).toBeVisible();
  await checkScreen(page, 'card-8-share-page');
  expect(await page.evaluate(async () => (await fetch('/api/me')).status)).toBe(401);
  await page.getByRole('link', { name: CARD_TEXTS.joinCta }).click();
  await expect(page).toHaveURL(`${APP_URL}/`);

  const missing = await page.goto('/share/00000000-0000-4000-8000-000000000000');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: CARD_TEXTS.notFoundTitle })).toBeVisible();
  await expect(page.getByText(CARD_TEXTS.notFoundBody)).toBeVisible();
  await expect(page.getByRole('link', { name: CARD_TEXTS.joinCta })).toBeVisible();
  await checkScreen(page, 'card-9-share-not-found');
});

test('a card whose picture did not upload is still saved, shown in HTML, and gets its picture on the next view', async ({ page }) => {
  await onboardedNewcomer(page, 'Lindiwe');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/insta-card');
  await expect(page.getByLabel('Your name', { exact: true })).toHaveValue('Lindiwe');
  await checkScreen(page, 'card-dark-1-name');
  await next(page);
  await option(page, 'Healing era').click();
  await next(page);
  await option(page, '11/10 if you like chaos').click();
  await next(page);
  await option(page, 'Your calm in a loud world').click();

  // The storage refuses the picture once (a 4xx, so the page's console stays clean).
  await page.route('**/api/cards/*/image',
    (route) => route.fulfill({ status: 413, contentType: 'application/json', body: JSON.stringify({ statusCode: 413, error: 'Payload Too Large', message: 'Too large.' }) }));
  await createCard(page);
  await toast(page, CARD_TEXTS.errorSaving);
  await expect(page.getByText('Saved, but the picture didn’t upload. Save & Download tries again.')).toBeVisible();
  await checkScreen(page, 'card-dark-2-upload-failed');
  const card = await myCard(page);
  expect(card).toMatchObject({ name: 'Lindiwe', preferences: ['healing-era'], imageUrl: null });

  await page.goto(`/share/${card.id}`);
  await expect(page.getByRole('img', { name: 'Kindred card for Lindiwe 🌶️' })).toBeVisible();
  await checkScreen(page, 'card-dark-3-share-html');

  await page.unroute('**/api/cards/*/image');
  await page.goto('/insta-card');
  await expect(page.getByRole('img', { name: 'Kindred card for Lindiwe 🌶️' })).toBeVisible();
  await checkScreen(page, 'card-dark-4-menu-html');
  await page.getByRole('button', { name: CARD_TEXTS.viewCard }).click();
  await expect(page.getByRole('img', { name: /^Kindred card for Lindiwe 🌶️\. Rated 11\/10/ })).toBeVisible();
  await expect.poll(async () => (await myCard(page)).imageUrl).toBeTruthy();
});
