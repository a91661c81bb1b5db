import { expect, type Page } from '@playwright/test';
import { birthDateForAge } from './dates';

export { birthDateForAge };

/** Saves a dater's date of birth through the API, as the date-of-birth step would. */
export async function setBirthDateViaApi(page: Page, appUrl: string, age = 30): Promise<void> {
  const response = await page.request.put('/api/profile/birth-date', { data: { birthDate: birthDateForAge(age) }, headers: { origin: appUrl } });
  expect(response.status()).toBe(200);
}

/**
 * The date-of-birth step: the native date field takes YYYY-MM-DD through fill(). During
 * onboarding the optional home city step follows; it is skipped here unless `homeCity` is
 * 'stay', so journeys about later steps go on to the tour.
 */
export async function enterBirthDate(page: Page, age: number, button = 'Continue', homeCity: 'skip' | 'stay' = 'skip'): Promise<void> {
  await page.getByLabel('Date of birth', { exact: true }).fill(birthDateForAge(age));
  await page.getByRole('button', { name: button, exact: true }).click();
  if (homeCity === 'stay') return;
  // An under-age date stays on this page, refused: there is no next step to wait for.
  await page.waitForURL((url) => url.pathname !== '/date-of-birth', { timeout: 5_000 }).catch(() => undefined);
  if (new URL(page.url()).pathname === '/home-city') await page.getByRole('button', { name: 'Skip for now', exact: true }).click();
}
