import { expect, type Page } from '@playwright/test';
import { birthDateForAge } from './dates';

export { birthDateForAge };

/** Saves a dater's date of birth through the API, as the date-of-birth step would. */
export async function setBirthDateViaApi(page: Page, appUrl: string, age = 30): Promise<void> {
  const response = await page.request.put('/api/profile/birth-date', { data: { birthDate: birthDateForAge(age) }, headers: { origin: appUrl } });
  expect(response.status()).toBe(200);
}

/** The date-of-birth step: the native date field takes YYYY-MM-DD through fill(). */
export async function enterBirthDate(page: Page, age: number, button = 'Continue'): Promise<void> {
  await page.getByLabel('Date of birth', { exact: true }).fill(birthDateForAge(age));
  await page.getByRole('button', { name: button, exact: true }).click();
}
