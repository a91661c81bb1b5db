import crypto from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { APP_URL } from './e2e-env';
import { FINISHED_DATER } from './seed-data';

/** A suffix that keeps accounts apart across tests and repeated runs in one data directory. */
export function uniqueSuffix(): string {
  return crypto.randomBytes(3).toString('hex');
}

export function uniqueEmail(localPart: string): string {
  return `${localPart}.${uniqueSuffix()}@example.test`;
}

/** Fills the login screen's one e-mail form (it signs in, or signs up an unknown address). */
export async function submitEmailForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

/**
 * Signs the finished dater in through the API with the page's own cookie jar, for journeys
 * that start from a signed-in state rather than test the login screen.
 */
export async function signInFinishedDater(page: Page): Promise<void> {
  await markFirstSearchDone(page);
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email: FINISHED_DATER.email, password: FINISHED_DATER.password },
    headers: { origin: APP_URL },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The session as the API sees it from inside the page: the status of GET /api/me. */
export async function meStatus(page: Page): Promise<number> {
  return page.evaluate(async () => (await fetch('/api/me', { headers: { accept: 'application/json' } })).status);
}

/**
 * Holds POST /api/session/finalize until released, so the short-lived /auth-callback screen
 * can be seen and photographed. The request then goes through unchanged.
 */
export async function holdFinalize(page: Page): Promise<{ release(): void }> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/session/finalize', async (route) => {
    await gate;
    await route.continue();
  });
  return { release: () => release() };
}

/** The first onboarding screen, where every new dater lands after sign-in. */
export async function expectGenderStep(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/gender-selection$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Who would you like to match with?');
}

/**
 * A returning dater has had their one automatic first search; without this, home sends a dater
 * with no matches to /searching once (docs/product.md#home).
 */
export async function markFirstSearchDone(page: Page): Promise<void> {
  await page.addInitScript("window.localStorage.setItem('initialSearchDone', 'true')");
}
