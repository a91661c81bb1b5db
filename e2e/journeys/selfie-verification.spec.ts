import sharp from 'sharp';
import { matchPreferenceSchema, PROFILE_TEXTS, SEARCH_TEXTS, SELFIE_GESTURE_LABELS, SELFIE_MARK_TEXTS, SELFIE_TEXTS } from '@kindred/contract';
import type { Page } from '@playwright/test';
import { markFirstSearchDone, uniqueEmail } from '../support/auth';
import { setBirthDateViaApi } from '../support/birth-date';
import { APP_URL } from '../support/e2e-env';
import { checkScreen, expect, test } from '../support/fixtures';
import { onboardedNewcomer } from '../support/matches';
import { SEEDED_MODERATOR } from '../support/seed-data';
import { verifyAddressFromOutbox } from '../support/verify-address';

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/** A newcomer onboarded through the API as onboardedNewcomer does, but looking for men. */
async function onboardedLookingForMen(page: Page, name: string): Promise<void> {
  const headers = { origin: APP_URL };
  const email = uniqueEmail(name.toLowerCase());
  const signUp = await page.request.post('/api/auth/sign-up/email', { data: { email, password: 'a-long-enough-password', name: '' }, headers });
  expect(signUp.status()).toBe(200);
  await page.request.post('/api/session/finalize', { data: {}, headers });
  await verifyAddressFromOutbox(page, email);
  await page.request.post('/api/onboarding/gender', { data: { choice: 'male' }, headers });
  await setBirthDateViaApi(page, APP_URL, 31);
  const answers = [name, 'I restore old bicycles, swim in the sea before work and host long dinners on Fridays.', 'Someone kind and curious who loves the outdoors, good food and honest talk.'];
  for (const [i, text] of answers.entries()) await page.request.put(`/api/onboarding/answers/${i + 1}`, { data: { text }, headers });
  expect((await page.request.post('/api/onboarding/complete', { data: {}, headers })).status()).toBe(200);
  await markFirstSearchDone(page);
}

/**
 * "Selfie verified" end to end: a newcomer with a profile photo asks for a gesture, takes a live
 * selfie with Chromium's fake camera (playwright.config.ts starts Chromium with
 * --use-fake-ui-for-media-stream and --use-fake-device-for-media-stream, so the camera is
 * granted and shows its test pattern), previews, retakes and sends it; a moderator approves it
 * beside the profile photo at /moderation/selfies; the dater then carries the mark, and another
 * dater who asks for selfie-verified daters only finds her, with the mark on her card.
 */
test('selfie verification: a gesture, a live selfie, a moderator approval and the mark', async ({ page, browser }) => {
  await onboardedNewcomer(page, 'Selma');
  const headers = { origin: APP_URL };
  // The new dater is past the notification prompt, which would cover these screens (its own journey).
  await page.request.put('/api/notifications/settings', { data: { dontShowAgain: true }, headers });
  const photo = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#d98e73' } }).png().toBuffer();
  const uploaded = await page.request.post('/api/profile/images/profile', { multipart: { image: { name: 'me.png', mimeType: 'image/png', buffer: photo } }, headers });
  expect(uploaded.status(), await uploaded.text()).toBe(200);

  await page.goto('/profile');
  await page.getByRole('link', { name: SELFIE_MARK_TEXTS.entry }).click();
  await expect(page).toHaveURL(`${APP_URL}/selfie-verification`);
  await expect(page.getByRole('heading', { name: SELFIE_TEXTS.title })).toBeVisible();
  await page.getByRole('button', { name: SELFIE_TEXTS.start }).click();

  const gesture = page.getByTestId('selfie-gesture');
  await expect(gesture).toBeVisible();
  const asked = (await gesture.textContent()) ?? '';
  expect(Object.values(SELFIE_GESTURE_LABELS)).toContain(asked);
  const takePhoto = page.getByRole('button', { name: SELFIE_TEXTS.takePhoto });
  await expect(page.getByLabel('Camera preview')).toBeVisible();
  await expect(takePhoto).toBeEnabled();
  // "Take photo" is in view, with the gesture and the camera, without scrolling: the dater holds
  // the gesture and taps. On a smaller phone too.
  for (const viewport of [{ width: 360, height: 740 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(viewport);
    await expect(takePhoto, `Take photo in view at ${viewport.width}x${viewport.height}`).toBeInViewport({ ratio: 1 });
    await expect(gesture).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate('window.scrollY')).toBe(0);
  }
  await checkScreen(page, 'selfie-gesture');

  await takePhoto.click();
  await expect(page.getByRole('img', { name: `Your selfie: ${asked}` })).toBeVisible();
  await checkScreen(page, 'selfie-preview');
  // Retake brings the camera back; the second photo is the one sent.
  await page.getByRole('button', { name: SELFIE_TEXTS.retake }).click();
  await expect(takePhoto).toBeEnabled();
  await takePhoto.click();
  await page.getByRole('button', { name: SELFIE_TEXTS.send }).click();
  await expect(page.getByText(SELFIE_TEXTS.pending)).toBeVisible();
  await expect(page.getByRole('img', { name: 'The selfie you sent' })).toBeVisible();
  await checkScreen(page, 'selfie-pending');

  // The moderator, on a phone of their own.
  const moderatorPhone = await browser.newContext({ ...PHONE, baseURL: APP_URL });
  const moderator = await moderatorPhone.newPage();
  const signIn = await moderator.request.post('/api/auth/sign-in/email', { data: { email: SEEDED_MODERATOR.email, password: SEEDED_MODERATOR.password }, headers });
  expect(signIn.status(), await signIn.text()).toBe(200);
  await moderator.goto('/moderation/selfies');
  await expect(moderator.getByRole('heading', { name: SELFIE_TEXTS.moderationTitle })).toBeVisible();
  const card = moderator.getByRole('listitem', { name: `Selma: ${asked}` });
  await expect(card).toBeVisible();
  await expect(card.getByRole('img', { name: `${SELFIE_TEXTS.selfie} of Selma` })).toBeVisible();
  await expect(card.getByRole('img', { name: `${SELFIE_TEXTS.profilePhoto} of Selma` })).toBeVisible();
  await expect(card.getByText(`${SELFIE_TEXTS.requestedGesture}: ${asked}`)).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await checkScreen(moderator, 'moderation-selfies');
  await card.getByRole('button', { name: SELFIE_TEXTS.approve }).click();
  await expect(card).toBeHidden();
  await moderatorPhone.close();

  // The dater now carries the mark on their own profile.
  await page.reload();
  await expect(page.getByText(SELFIE_TEXTS.approved)).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('img', { name: SELFIE_MARK_TEXTS.description })).toBeVisible();
  await expect(page.getByRole('link', { name: SELFIE_MARK_TEXTS.entry })).toHaveCount(0);
  const me = (await (await page.request.get('/api/profile')).json()) as { selfieVerified: boolean };
  expect(me.selfieVerified).toBe(true);

  // A woman looking for men asks for selfie-verified daters only (the gender step's "women" made
  // Selma a man looking for women): her search finds Selma alone, since nobody else is
  // verified, and his card carries the mark, whose tooltip says what it means.
  const otherPhone = await browser.newContext({ ...PHONE, baseURL: APP_URL });
  const other = await otherPhone.newPage();
  await onboardedLookingForMen(other, 'Bea');
  await other.request.put('/api/notifications/settings', { data: { dontShowAgain: true }, headers });
  const preferences = matchPreferenceSchema.parse(await (await other.request.get('/api/preferences')).json());
  const saved = await other.request.put('/api/preferences', { data: { ...preferences, showVerifiedOnly: true }, headers });
  expect(saved.status(), await saved.text()).toBe(200);
  await other.goto('/searching');
  await expect(other.getByText(SEARCH_TEXTS.finished)).toBeVisible({ timeout: 30_000 });
  await expect(other).toHaveURL(`${APP_URL}/home`);
  const selmaCard = other.getByRole('list', { name: 'Matches' }).getByRole('article').filter({ hasText: 'Selma' });
  await expect(selmaCard).toHaveCount(1);
  await expect(other.getByRole('list', { name: 'Matches' }).getByRole('article')).toHaveCount(1);
  const mark = selmaCard.getByRole('img', { name: SELFIE_MARK_TEXTS.description });
  await expect(mark).toBeVisible();
  await mark.focus();
  await checkScreen(other, 'selfie-verified-mark');
  await otherPhone.close();

  // Selma changes her profile photo: the moderator compared the selfie with the old one, so the
  // mark ends, the toast says why, and the selfie page offers a new check.
  await page.goto('/profile');
  await expect(page.getByLabel('Change profile photo')).toBeEnabled();
  const newPhoto = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#7f9cc9' } }).png().toBuffer();
  await page.getByLabel('Change profile photo').setInputFiles({ name: 'new-me.png', mimeType: 'image/png', buffer: newPhoto });
  await expect(page.getByText(PROFILE_TEXTS.imageUploadedMarkEnded)).toBeVisible();
  await expect(page.getByRole('img', { name: SELFIE_MARK_TEXTS.description })).toHaveCount(0);
  await page.getByRole('link', { name: SELFIE_MARK_TEXTS.entry }).click();
  await expect(page.getByText(SELFIE_TEXTS.markEnded)).toBeVisible();
  await expect(page.getByRole('button', { name: SELFIE_TEXTS.start })).toBeVisible();
  await checkScreen(page, 'selfie-mark-ended');
});
