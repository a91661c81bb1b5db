import type { Page } from '@playwright/test';
import { EMAIL_VERIFICATION_ERROR_CODES, EMAIL_VERIFICATION_TEXTS, SEARCH_TEXTS } from '@kindred/contract';
import { expectGenderStep, submitEmailForm, uniqueEmail } from '../support/auth';
import { setBirthDateViaApi } from '../support/birth-date';
import { APP_URL } from '../support/e2e-env';
import { checkScreen, expect, test } from '../support/fixtures';
import { myMatches } from '../support/onboarding';
import { verificationMailFromOutbox } from '../support/verify-address';

const headers = { origin: APP_URL };

/**
 * A newcomer signs up through the login form (which sends the verification e-mail) and finishes
 * onboarding through the API, as the other journeys' helpers do (its screens have their own
 * journey). The address is left waiting, and this browser has never had the first search.
 */
async function signUpAndOnboard(page: Page, name: string): Promise<string> {
  const email = uniqueEmail(name.toLowerCase());
  await page.goto('/');
  await submitEmailForm(page, email, 'a-long-enough-password');
  await expectGenderStep(page);
  await page.request.post('/api/onboarding/gender', { data: { choice: 'female' }, headers });
  await setBirthDateViaApi(page, APP_URL, 32);
  const answers = [name, 'I bake bread before sunrise, run along the river and read old travel books.', 'Someone gentle and curious who laughs easily and likes slow Sunday mornings.'];
  for (const [i, text] of answers.entries()) await page.request.put(`/api/onboarding/answers/${i + 1}`, { data: { text }, headers });
  expect((await page.request.post('/api/onboarding/complete', { data: {}, headers })).status()).toBe(200);
  return email;
}

const banner = (page: Page) => page.getByRole('region', { name: EMAIL_VERIFICATION_TEXTS.bannerTitle });
const codeField = (page: Page) => banner(page).getByLabel(EMAIL_VERIFICATION_TEXTS.codeLabel);

/** Six digits that are surely not `code`. */
function anotherCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

test('a newcomer confirms the address with the code from the e-mail, and the first search runs', async ({ page }) => {
  const email = await signUpAndOnboard(page, 'Nomsa');

  // Home asks, calmly, for the code; no search runs while the address waits.
  await page.goto('/home');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toContainText(EMAIL_VERIFICATION_TEXTS.bannerBody(email));
  await expect(page).toHaveURL(`${APP_URL}/home`);
  await checkScreen(page, 'verify-email-banner');
  // Below the banner, the empty list says when matches will come, rather than offering a search.
  await page.getByText(EMAIL_VERIFICATION_TEXTS.emptyTitle).scrollIntoViewIfNeeded();
  await expect(page.getByText(EMAIL_VERIFICATION_TEXTS.emptyBody)).toBeVisible();
  await checkScreen(page, 'verify-email-waiting-list');
  await page.evaluate('window.scrollTo(0, 0)');
  const refused = await page.request.post('/api/matches/searches', { data: {}, headers });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ code: EMAIL_VERIFICATION_ERROR_CODES.notVerified, message: EMAIL_VERIFICATION_TEXTS.notVerified });

  // The code from the one e-mail the sign-up sent.
  const { code } = await verificationMailFromOutbox(email);
  await codeField(page).fill(code);
  await checkScreen(page, 'verify-email-code-typed');
  await banner(page).getByRole('button', { name: EMAIL_VERIFICATION_TEXTS.verify, exact: true }).click();

  // The banner goes, and the first search starts by itself.
  await expect(page).toHaveURL(`${APP_URL}/searching`);
  await expect(page.getByText(SEARCH_TEXTS.finished)).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(`${APP_URL}/home`);
  await expect(page.getByRole('heading', { name: 'Your Matches' })).toBeVisible();
  await expect(page.getByText(EMAIL_VERIFICATION_TEXTS.bannerTitle)).toBeHidden();
  expect((await myMatches(page)).length).toBeGreaterThan(0);
  await checkScreen(page, 'verify-email-verified-home');
});

test('a wrong code is refused; "Resend the e-mail" sends a new one, the old code stops working, and the link verifies', async ({ page }) => {
  const email = await signUpAndOnboard(page, 'Lwandle');
  await page.goto('/home');
  await expect(banner(page)).toBeVisible();
  const first = await verificationMailFromOutbox(email);

  await codeField(page).fill(anotherCode(first.code));
  await banner(page).getByRole('button', { name: EMAIL_VERIFICATION_TEXTS.verify, exact: true }).click();
  await expect(banner(page).getByRole('alert')).toHaveText(EMAIL_VERIFICATION_TEXTS.wrongCode);
  await checkScreen(page, 'verify-email-wrong-code');

  // A new e-mail, with a new code and link.
  await banner(page).getByRole('button', { name: EMAIL_VERIFICATION_TEXTS.resend, exact: true }).click();
  await expect(banner(page).getByRole('status')).toHaveText(EMAIL_VERIFICATION_TEXTS.resent);
  await expect(banner(page).getByRole('alert')).toHaveText('');
  // The wrong code typed before is gone: it belongs to the e-mail just replaced.
  await expect(codeField(page)).toHaveValue('');
  await checkScreen(page, 'verify-email-resent');
  const second = await verificationMailFromOutbox(email, { newerThan: first.file });
  expect(second.code).not.toBe(first.code);

  // The first e-mail's code no longer works.
  await codeField(page).fill(first.code);
  await banner(page).getByRole('button', { name: EMAIL_VERIFICATION_TEXTS.verify, exact: true }).click();
  await expect(banner(page).getByRole('alert')).toHaveText(EMAIL_VERIFICATION_TEXTS.wrongCode);
  await expect(banner(page)).toBeVisible();

  // The button in the new e-mail verifies as well, and brings the dater home, which sends them on
  // to their first search and back.
  expect(new URL(second.link).origin).toBe(APP_URL);
  await page.goto(second.link);
  await expect(page).toHaveURL(`${APP_URL}/searching`);
  await expect(page.getByText(SEARCH_TEXTS.finished)).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(`${APP_URL}/home`);
  await expect(page.getByRole('heading', { name: 'Your Matches' })).toBeVisible();
  await expect(page.getByText(EMAIL_VERIFICATION_TEXTS.bannerTitle)).toBeHidden();
  expect((await myMatches(page)).length).toBeGreaterThan(0);
  await checkScreen(page, 'verify-email-link-home');
  const state = (await (await page.request.get('/api/email-verification')).json()) as { verified: boolean };
  expect(state.verified).toBe(true);
});
