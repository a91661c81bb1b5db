import { expect, type Locator, type Page } from '@playwright/test';
import { essentialsResponseSchema, type EssentialKey, type EssentialState } from '@kindred/contract';

/**
 * The dater's essentials as the server holds them, read with the page's own cookies (through
 * page.request, so it works before the page has opened the app).
 */
export async function myEssentials(page: Page): Promise<EssentialState[]> {
  const response = await page.request.get('/api/profile/essentials');
  expect(response.status(), 'GET /api/profile/essentials').toBe(200);
  return essentialsResponseSchema.parse(await response.json()).essentials;
}

export async function myEssential(page: Page, key: EssentialKey): Promise<EssentialState> {
  const found = (await myEssentials(page)).find((state) => state.key === key);
  expect(found, `GET /api/profile/essentials lists ${key}`).toBeDefined();
  return found as EssentialState;
}

/**
 * Waits until the server has read the essentials from the dater's answers: the reading is part of
 * saving the texts today, but a journey should not depend on it landing before its next request.
 */
export async function waitForReading(page: Page, key: EssentialKey, side: 'self' | 'need'): Promise<EssentialState> {
  await expect.poll(async () => (await myEssential(page, key))[side].source, { message: `${key}: ${side} read from the answers`, timeout: 15_000 }).toBe('extracted');
  return myEssential(page, key);
}

/** One essential's row, on the profile card or the essentials check (each row is named by its label). */
export function essentialRow(scope: Page | Locator, label: string): Locator {
  return scope.getByRole('listitem', { name: label, exact: true });
}

/** Sets a toggle (a pressed button or a switch) to `on`, pressing it only when it is not already so. */
export async function setToggle(control: Locator, on: boolean, attribute: 'aria-pressed' | 'aria-checked' = 'aria-pressed'): Promise<void> {
  if ((await control.getAttribute(attribute)) !== String(on)) await control.click();
  await expect(control).toHaveAttribute(attribute, String(on));
}
