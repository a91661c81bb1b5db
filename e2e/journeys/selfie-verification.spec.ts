import sharp from 'sharp';
import { SELFIE_GESTURE_LABELS, SELFIE_MARK_TEXTS, SELFIE_TEXTS } from '@kindred/contract';
import { APP_URL } from '../support/e2e-env';
import { checkScreen, expect, test } from '../support/fixtures';
import { onboardedNewcomer } from '../support/matches';
import { SEEDED_MODERATOR } from '../support/seed-data';

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/**
 * "Selfie verified" end to end: a newcomer with a profile photo asks for a gesture, takes a live
 * selfie with Chromium's fake camera (playwright.config.ts starts Chromium with
 * --use-fake-ui-for-media-stream and --use-fake-device-for-media-stream, so the camera is
 * granted and shows its test pattern), previews, retakes and sends it; a moderator approves it
 * beside the profile photo at /moderation/selfies; the dater then carries the mark.
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

  // The dater now carries the mark, with what it means for anyone who asks.
  await page.reload();
  await expect(page.getByText(SELFIE_TEXTS.approved)).toBeVisible();
  await page.goto('/profile');
  const mark = page.getByRole('img', { name: SELFIE_MARK_TEXTS.description });
  await expect(mark).toBeVisible();
  await expect(page.getByRole('link', { name: SELFIE_MARK_TEXTS.entry })).toHaveCount(0);
  await mark.focus();
  await checkScreen(page, 'selfie-verified-mark');
  const me = (await (await page.request.get('/api/profile')).json()) as { selfieVerified: boolean };
  expect(me.selfieVerified).toBe(true);
});
