import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { ACCOUNT_DELETION_TEXTS, meResponseSchema, ownProfileSchema, PROFILE_TEXTS } from '@kindred/contract';
import { jpegWithGps, png } from '../../server/test/support/images';
import { birthDateForAge } from '../support/birth-date';
import { APP_URL } from '../support/e2e-env';
import { checkScreen, expect, test } from '../support/fixtures';
import { newcomerWithMatches, swipeVertically } from '../support/matches';

const profileJson = async (page: Page) => ownProfileSchema.parse(await page.evaluate(async () => (await fetch('/api/profile')).json()));

test('editing the profile: every field, the unsaved banner, and values that survive a reload', async ({ page }) => {
  await newcomerWithMatches(page, 'Amahle');
  await page.goto('/profile');
  await expect(page.getByRole('button', { name: 'Edit name' })).toBeVisible();
  await checkScreen(page, 'profile');

  await page.getByRole('button', { name: 'Edit name' }).click();
  const name = page.getByLabel('Name', { exact: true });
  await expect(name).toBeFocused();
  await checkScreen(page, 'profile-name-edit');
  await name.fill('Somebody Else');
  await name.press('Escape');
  await expect(page.getByRole('button', { name: 'Edit name' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit name' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Amahle Z');
  await page.getByLabel('Name', { exact: true }).press('Enter');
  await expect(page.getByText(PROFILE_TEXTS.nameSaved)).toBeVisible();

  // Age is not typed: it follows the date of birth, which may change once, with a reason.
  const ageRow = page.getByRole('group', { name: 'Age' });
  await expect(ageRow).toContainText('30 · born');
  await ageRow.getByRole('button', { name: 'Change' }).click();
  const birthDate = page.getByRole('dialog', { name: 'Change your date of birth' });
  await birthDate.getByLabel('Date of birth', { exact: true }).fill(birthDateForAge(31));
  await birthDate.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(birthDate.getByText('Please say in a few words why the date changes.')).toBeVisible();
  await birthDate.getByLabel('Why does it change?').fill('I picked the wrong year');
  await checkScreen(page, 'profile-birth-date-change');
  await birthDate.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(birthDate).toBeHidden();
  await expect(ageRow).toContainText('31 · born');
  await expect(page.getByText('Already changed once.')).toBeVisible();

  await page.getByLabel('Bio', { exact: true }).fill('Potter, hiker and reluctant early riser.');
  await expect(page.getByRole('button', { name: PROFILE_TEXTS.unsavedBanner })).toBeVisible();
  await page.getByRole('button', { name: 'Male', exact: true }).click();
  await page.getByRole('button', { name: /^Country/ }).click();
  const countries = page.getByRole('dialog', { name: PROFILE_TEXTS.selectCountry });
  await countries.getByLabel('Search countries').fill('zzz');
  await expect(countries.getByText(PROFILE_TEXTS.noCountries)).toBeVisible();
  await checkScreen(page, 'profile-country-picker-empty');
  await countries.getByLabel('Search countries').fill('namib');
  await checkScreen(page, 'profile-country-picker');
  await countries.getByRole('button', { name: 'Namibia' }).click();
  await page.getByRole('button', { name: /^Cultural Background/ }).click();
  const cultures = page.getByRole('dialog', { name: 'Cultural Background' });
  // The checkbox is drawn as a chip; a dater taps its label.
  await cultures.getByText('African', { exact: true }).click();
  await expect(cultures.getByRole('checkbox', { name: 'African', exact: true })).toBeChecked();
  await expect(cultures.getByText('1 selected')).toBeVisible();
  await checkScreen(page, 'profile-culture-picker');
  await cultures.getByRole('button', { name: 'Done' }).click();
  await page.getByLabel('Interests', { exact: true }).fill('pottery');
  await page.getByLabel('Interests', { exact: true }).press('Enter');
  await page.getByRole('button', { name: 'Active', exact: true }).click();
  await page.getByLabel('Instagram', { exact: true }).fill('@amahle.makes');
  await page.getByLabel('LinkedIn', { exact: true }).fill('amahle-z');
  await checkScreen(page, 'profile-dirty');
  await page.getByRole('button', { name: PROFILE_TEXTS.saveChanges }).click();
  await expect(page.getByText(PROFILE_TEXTS.profileSaved)).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Bio', { exact: true })).toHaveValue('Potter, hiker and reluctant early riser.');
  const saved = await profileJson(page);
  expect(saved).toMatchObject({
    name: 'Amahle Z',
    age: 31,
    gender: 'male',
    country: 'Namibia',
    culturalBackground: ['African'],
    lifestyle: 'active',
    instagram: 'amahle.makes',
    linkedin: 'amahle-z',
  });
  expect(saved.interests).toContain('pottery');
});

test('photos: EXIF is gone from what is served, magic bytes decide, and the limits hold', async ({ page }) => {
  await newcomerWithMatches(page, 'Busi');
  await page.goto('/profile');
  const input = page.getByLabel('Change profile photo');
  // The drawn profile takes a photo once the app has started.
  await expect(input).toBeEnabled();

  await input.setInputFiles({ name: 'camera.jpg', mimeType: 'image/jpeg', buffer: await jpegWithGps() });
  await expect(page.getByText(PROFILE_TEXTS.imageUploaded)).toBeVisible();
  const { imageUrl } = await profileJson(page);
  const served = Buffer.from(await (await page.request.get(imageUrl ?? '')).body());
  expect((await sharp(served).metadata()).exif).toBeUndefined();

  await input.setInputFiles({ name: 'actually-a-png.jpg', mimeType: 'image/jpeg', buffer: await png() });
  await expect(page.getByText(PROFILE_TEXTS.imageUploaded).last()).toBeVisible();
  await input.setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('just some text, not a picture') });
  await expect(page.getByText(PROFILE_TEXTS.invalidImage)).toBeVisible();
  await input.setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.concat([await jpegWithGps(), Buffer.alloc(6 * 1024 * 1024)]) });
  await expect(page.getByText(PROFILE_TEXTS.imageTooLarge)).toBeVisible();
});

test('the cover image flow returns to the profile', async ({ page }) => {
  await newcomerWithMatches(page, 'Kagiso');
  await page.goto('/profile');
  await page.getByText(PROFILE_TEXTS.coverPlaceholder).click();
  await expect(page).toHaveURL(`${APP_URL}/cover-image`);
  await expect(page.getByRole('heading', { name: PROFILE_TEXTS.coverTitle })).toBeVisible();
  await checkScreen(page, 'cover-image');
  await page.getByLabel('Cover image file').setInputFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: await jpegWithGps(1800, 900) });
  await expect(page.getByText(PROFILE_TEXTS.imageUploaded)).toBeVisible();
  await expect(page).toHaveURL(`${APP_URL}/profile`, { timeout: 10_000 });
  expect((await profileJson(page)).coverImageUrl).toMatch(/^\/api\/media\/covers\//);
});

test('settings: navigation, feedback forms, the data download and pull-to-reload', async ({ page }) => {
  await newcomerWithMatches(page, 'Refilwe');
  await page.goto('/settings');
  await expect(page.getByRole('button', { name: 'Delete Account' })).toBeVisible();
  await checkScreen(page, 'settings');
  await page.getByRole('button', { name: 'Request a Feature' }).click();
  await page.getByRole('textbox', { name: 'What would you love Kindred to do?' }).fill('Voice notes between matches, please!');
  await checkScreen(page, 'settings-feature-request');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Thanks! Your feature request was sent.')).toBeVisible();
  await page.getByRole('button', { name: 'Report a Bug' }).click();
  await page.getByRole('textbox', { name: 'What went wrong?' }).fill('The orb wobbled oddly once.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Thanks! Your bug report was sent.')).toBeVisible();

  const exported = await page.evaluate(async () => {
    const response = await fetch('/api/account/export');
    return { disposition: response.headers.get('content-disposition'), body: await response.text() };
  });
  expect(exported.disposition).toContain('kindred-data.json');
  const data = JSON.parse(exported.body) as { matches: unknown[] };
  expect(JSON.stringify(data)).toContain('Voice notes between matches');
  expect(data.matches.length).toBeGreaterThan(0);
  expect(exported.body).not.toMatch(/demo\.kindred\.invalid|Who I hope to meet: (?!Someone warm)/);

  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL(`${APP_URL}/profile`);
  // The address changes before the profile screen replaces settings (its chunk may still be on
  // the way); the pull must land on the profile itself.
  await expect(page.getByRole('heading', { name: 'Make it yours', level: 1 })).toBeVisible();
  // A mark on the window disappears when the pull reloads the page. The brief "reloading" state is
  // not something to wait for. The pull empties the caches first, so the new page comes from the
  // server, drawn: on a busy machine that took over 10 s, hence the longer wait.
  await page.evaluate(() => Object.assign(globalThis, { beforePull: true }));
  await swipeVertically(page, 150, 600);
  // While the page reloads its scripts' context is gone for a moment: that read counts as "not yet".
  await expect.poll(() => page.evaluate(() => 'beforePull' in globalThis).catch(() => true), { timeout: 30_000 }).toBe(false);
  await expect(page).toHaveURL(`${APP_URL}/profile`);
  await page.waitForLoadState('load');
});

test('deleting an account signs out, removes the photos and frees the e-mail for a new account', async ({ page, browser }) => {
  await newcomerWithMatches(page, 'Gone');
  const me = meResponseSchema.parse(await page.evaluate(async () => (await fetch('/api/me')).json()));
  await page.goto('/profile');
  await expect(page.getByLabel('Change profile photo')).toBeEnabled();
  await page.getByLabel('Change profile photo').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await jpegWithGps(600, 600) });
  await expect(page.getByText(PROFILE_TEXTS.imageUploaded)).toBeVisible();
  const { imageUrl } = await profileJson(page);

  await page.goto('/settings');
  await expect(page.getByRole('button', { name: 'Delete Account' })).toBeVisible();
  await checkScreen(page, 'settings-before-delete');
  // Everything happens in the app: no browser alert.
  const browserDialogs: string[] = [];
  page.on('dialog', (dialog) => {
    browserDialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const deletion = page.getByRole('dialog', { name: 'Delete your account?' });
  // Deleting cannot be undone, so the safe answer has focus.
  await expect(deletion.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await checkScreen(page, 'settings-delete-dialog');
  await deletion.getByRole('button', { name: 'Delete Account' }).click();
  // An in-app page says it is done, and that signing up again starts a new account.
  await expect(page.getByRole('heading', { level: 1, name: ACCOUNT_DELETION_TEXTS.deletedTitle })).toBeVisible();
  await expect(page.getByText(ACCOUNT_DELETION_TEXTS.succeeded)).toBeVisible();
  await expect(page.getByText(ACCOUNT_DELETION_TEXTS.comeBack)).toBeVisible();
  // A page of its own: no tab bar leads back to screens that are gone.
  await expect(page).toHaveURL(`${APP_URL}/account-deleted`);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await checkScreen(page, 'account-deleted');
  expect(browserDialogs).toEqual([]);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(`${APP_URL}/`);
  // The address opened on its own tells nobody an account was deleted.
  await page.goto('/account-deleted');
  await expect(page).toHaveURL(`${APP_URL}/`);
  expect(await page.evaluate(async () => (await fetch('/api/me')).status)).toBe(401);

  // Another signed-in dater finds the photo gone once the purge has run, and the e-mail starts over.
  const other = await browser.newContext({ baseURL: APP_URL });
  const headers = { origin: APP_URL };
  const signUp = () => other.request.post('/api/auth/sign-up/email', { data: { email: me.user.email, password: 'a-brand-new-password', name: '' }, headers });
  await expect.poll(async () => (await signUp()).status(), { timeout: 20_000 }).toBe(200);
  expect((await other.request.get(imageUrl ?? '')).status()).toBe(404);
  await other.request.post('/api/session/finalize', { data: {}, headers });
  const fresh = ownProfileSchema.parse(await (await other.request.get('/api/profile')).json());
  expect(fresh).toMatchObject({ name: '', bio: '', imageUrl: null, matchCount: 0 });
  await other.close();
});
