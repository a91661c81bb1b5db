import { expect, type Page } from '@playwright/test';
import { ISSUER_URL } from './e2e-env';
import { shot } from './fixtures';

/**
 * The local issuer's development pages, which stand in for Google's and Apple's account
 * chooser and consent. They are the fake's pages, not ours, so they get screenshots but no audit.
 */
export async function signInAtIssuer(page: Page, login: string, screenshotPrefix: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`^${ISSUER_URL}/interaction/`));
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('anything');
  await shot(page, `${screenshotPrefix}-issuer-login`);
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await expect(page.getByRole('heading', { name: 'Authorize' })).toBeVisible();
  await shot(page, `${screenshotPrefix}-issuer-consent`);
}

export async function consentAtIssuer(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Continue' }).click();
}

export async function cancelAtIssuer(page: Page): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`^${ISSUER_URL}/interaction/`));
  await page.getByRole('link', { name: '[ Cancel ]' }).click();
}
