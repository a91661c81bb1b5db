import { isBlurredPicture } from '@kindred/contract';
import sharp from 'sharp';
import { APP_URL } from '../support/e2e-env';
import { uniqueSuffix } from '../support/auth';
import { checkScreen, expect, test } from '../support/fixtures';
import { onboardDaterAged, searchViaApi, unlockViaApi } from '../support/matches';
import { myMatches } from '../support/onboarding';

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
/** An age no demo dater has (they are 20 to 60) and no other journey uses, so these two find each other. */
const AGE = 74;
const PASSWORD = 'a-long-enough-password';

/**
 * The cover a dater chose fills the background of their match card and story, and tops their
 * match detail; their photo shows small and round beside their name. Until the match is unlocked
 * both are the server's blurred copies (decision 044), never the originals.
 */
test("a match's cover fills their card and story, blurred until unlocked, and tops their detail", async ({ page, browser }) => {
  // Letters only: the first name is read from the dater's answer, and stays a plain word.
  const suffix = [...uniqueSuffix().slice(-4)].map((c) => String.fromCharCode(97 + Number.parseInt(c, 16))).join('');
  const coverName = `Lerato${suffix}`;

  const herPhone = await browser.newContext({ ...PHONE, baseURL: APP_URL });
  const her = await herPhone.newPage();
  await onboardDaterAged(her, { name: coverName, wants: 'male', age: AGE, password: PASSWORD });
  const headers = { origin: APP_URL };
  const photo = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#d98e73' } }).png().toBuffer();
  // A landscape cover with a clear left-to-right change, so its crop and its blur both show.
  const cover = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2f6f8f' } })
    .composite([{ input: await sharp({ create: { width: 800, height: 900, channels: 3, background: '#f2c14e' } }).png().toBuffer(), left: 800, top: 0 }])
    .png()
    .toBuffer();
  for (const [kind, image] of [['profile', photo], ['cover', cover]] as const) {
    const uploaded = await her.request.post(`/api/profile/images/${kind}`, { multipart: { image: { name: `${kind}.png`, mimeType: 'image/png', buffer: image } }, headers });
    expect(uploaded.status(), await uploaded.text()).toBe(200);
  }
  await herPhone.close();

  await onboardDaterAged(page, { name: `Tumi${suffix}`, wants: 'female', age: AGE, password: PASSWORD });
  await searchViaApi(page);
  const locked = (await myMatches(page)).find((m) => m.name.startsWith(coverName));
  expect(locked, 'the search found the dater with a cover').toBeDefined();
  expect(isBlurredPicture(locked!.coverImageUrl ?? '')).toBe(true);
  expect(isBlurredPicture(locked!.imageUrl ?? '')).toBe(true);

  await page.goto('/home');
  const card = page.getByRole('list', { name: 'Matches' }).getByRole('article', { name: new RegExp(`^${coverName}\\b`) });
  const pictures = card.locator('img');
  // The background is the blurred cover; the blurred photo sits above the name.
  await expect(pictures.first()).toHaveAttribute('src', locked!.coverImageUrl!);
  await expect(pictures.nth(1)).toHaveAttribute('src', locked!.imageUrl!);
  await card.scrollIntoViewIfNeeded();
  await checkScreen(page, 'match-cover-card-locked');

  await unlockViaApi(page, 1);
  const unlocked = (await myMatches(page)).find((m) => m.id === locked!.id)!;
  expect(unlocked.isUnlocked).toBe(true);
  expect(isBlurredPicture(unlocked.coverImageUrl ?? '')).toBe(false);
  await page.reload();
  await expect(pictures.first()).toHaveAttribute('src', unlocked.coverImageUrl!);
  await expect(pictures.first()).toHaveJSProperty('complete', true);
  await card.scrollIntoViewIfNeeded();
  await checkScreen(page, 'match-cover-card-unlocked');

  await page.goto(`/home?view=stories&match=${encodeURIComponent(unlocked.id)}`);
  const story = page.getByRole('article', { name: new RegExp(`^${coverName}\\b`) });
  await expect(story.locator('img').first()).toHaveAttribute('src', unlocked.coverImageUrl!);
  // The story has come in: its name, and its button, as the dater sees them settled.
  await expect(story.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(story.getByRole('button', { name: `View ${coverName}`, exact: true })).toBeVisible();
  await expect(story.locator('img').first()).toHaveJSProperty('complete', true);
  await checkScreen(page, 'match-cover-story');

  await page.goto(`/match-view?id=${encodeURIComponent(unlocked.id)}`);
  const banner = page.getByTestId('match-cover').locator('img');
  await expect(banner).toHaveAttribute('src', unlocked.coverImageUrl!);
  await expect(banner).toHaveJSProperty('complete', true);
  await checkScreen(page, 'match-cover-detail');
});
