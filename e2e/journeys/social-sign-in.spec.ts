import { expectGenderStep, holdFinalize, meStatus, uniqueSuffix } from '../support/auth';
import { APP_URL } from '../support/e2e-env';
import { checkScreen, expect, test } from '../support/fixtures';
import { cancelAtIssuer, consentAtIssuer, signInAtIssuer } from '../support/issuer-pages';

// Browser-side code as a string: this project's Node typecheck has no DOM types.
const ADDRESS_VERIFIED = "fetch('/api/email-verification').then((response) => response.json()).then((state) => state.verified)";

for (const { provider, login } of [
  { provider: 'Google', login: 'noor' },
  { provider: 'Apple', login: 'theo' },
] as const) {
  const prefix = provider.toLowerCase();

  test(`Sign in with ${provider}: code + PKCE against the issuer lands a new dater on the gender step`, async ({ page }) => {
    // Apple answers with response_mode=form_post: a POST from the issuer's origin to
    // /api/auth/callback/apple, which the API lets through for the auth library to verify.
    await page.goto('/');
    const button = page.getByRole('button', { name: `Sign in with ${provider}` });
    await expect(button).toBeEnabled();
    await button.click();

    await signInAtIssuer(page, `${login}-${uniqueSuffix()}`, prefix);
    const finalize = await holdFinalize(page);
    await consentAtIssuer(page);

    await expect(page).toHaveURL(`${APP_URL}/auth-callback`);
    await expect(page.getByText('Finalizing your sign-in...')).toBeVisible();
    await checkScreen(page, `${prefix}-auth-callback`);
    finalize.release();

    await expect(page).toHaveURL(`${APP_URL}/gender-selection`);
    await expectGenderStep(page);
    expect(await meStatus(page)).toBe(200);
    // The issuer says it checked the address (email_verified), so there is no code to enter.
    expect(await page.evaluate(ADDRESS_VERIFIED)).toBe(true);
    await checkScreen(page, `${prefix}-gender-selection`);
  });
}

test('cancelling at Google lands on the sign-in problem screen, signed out', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await cancelAtIssuer(page);

  await expect(page).toHaveURL(/\/error\?error=access_denied(&|$)/);
  await expect(page.getByText(/the sign-in was cancelled before it finished/)).toBeVisible();
  expect(await meStatus(page)).toBe(401);
  await checkScreen(page, 'google-cancelled');
});
