import type { Page } from '@playwright/test';
import {
  ACCOUNT_DELETION_TEXTS,
  accountDeletionResponseSchema,
  createCheckoutResponseSchema,
  HOME_TEXTS,
  SUBSCRIPTION_TEXTS,
  subscriptionInfoSchema,
  type SubscriptionInfo,
} from '@kindred/contract';
import { PAYMENTS_APP_URL, PAYMENTS_BILLING_PERIOD_SECONDS } from '../support/e2e-env';
import { checkScreen, expect, test } from '../support/fixtures';
import { newcomerWithMatches, onboardedNewcomer, unlockViaApi } from '../support/matches';
import { myMatches } from '../support/onboarding';
import { payForPremiumViaSandbox } from '../support/payments';

// This app's sandbox plans last PAYMENTS_BILLING_PERIOD_SECONDS, so a paid plan ends mid-test.
test.use({ baseURL: PAYMENTS_APP_URL });

const origin = { origin: PAYMENTS_APP_URL };

async function subscription(page: Page): Promise<SubscriptionInfo> {
  return subscriptionInfoSchema.parse(await page.evaluate(async () => (await fetch('/api/subscription')).json()));
}

function planCard(page: Page) {
  return page.getByRole('region', { name: 'Your plan' });
}

/** Brings the plan card to the top of the screen for its screenshot. */
async function showCard(page: Page): Promise<void> {
  await planCard(page).evaluate((card) => card.scrollIntoView({ block: 'start' }));
}

/** Both themes are first-class (docs/design-tokens.md): the same screen at night. */
async function checkScreenAtNight(page: Page, name: string): Promise<void> {
  await page.emulateMedia({ colorScheme: 'dark' });
  await checkScreen(page, `${name}-dark`);
  await page.emulateMedia({ colorScheme: 'light' });
}

/** Opens "Plan details", photographs the sheet, and closes it again. */
async function checkDetailsSheet(page: Page, name: string): Promise<void> {
  await planCard(page).getByRole('button', { name: 'Plan details' }).click();
  const sheet = page.getByRole('dialog', { name: 'Your plan' });
  await expect(sheet.getByText('Unlocks this month')).toBeVisible();
  await checkScreen(page, name);
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(sheet).toBeHidden();
}

/** Presses Unlock on the first locked match of the home list. */
async function pressFirstLockedUnlock(page: Page): Promise<void> {
  await page.goto('/home');
  const locked = page
    .getByRole('list', { name: 'Matches' })
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: /^Unlock / }) })
    .first();
  await locked.getByRole('button', { name: /^Unlock / }).click();
}

test('free to premium and back: the limit, the sandbox checkout, the success page, cancelling, and the plan running out', async ({ page }) => {
  test.setTimeout(240_000);
  await newcomerWithMatches(page, 'Naledi', PAYMENTS_APP_URL);
  expect((await myMatches(page)).length, 'the journey needs ten matches: 9 to unlock and one to be refused').toBeGreaterThanOrEqual(10);

  // (1) Seven free unlocks are spent; the eighth meets "Monthly Limit Reached", then the profile.
  await unlockViaApi(page, 7, PAYMENTS_APP_URL);
  await pressFirstLockedUnlock(page);
  await expect(page.getByRole('dialog', { name: HOME_TEXTS.limitReached })).toBeVisible();
  await expect(page).toHaveURL(`${PAYMENTS_APP_URL}/profile`);

  // (2) The free card: all seven used, the meter in the red, and the way to upgrade.
  const card = planCard(page);
  await expect(card.getByText('Free', { exact: true })).toBeVisible();
  await expect(card.getByRole('progressbar', { name: 'Unlocks used' })).toHaveAttribute('aria-valuenow', '7');
  await expect(card.getByText(/No free unlocks left/)).toBeVisible();
  await expect(card.getByText(/R\s104,99 \/ month/)).toBeVisible();
  await showCard(page);
  await checkScreen(page, 'subscription-free-card');
  await checkScreenAtNight(page, 'subscription-free-card');
  await checkDetailsSheet(page, 'plan-details-free');

  await card.getByRole('button', { name: SUBSCRIPTION_TEXTS.upgrade }).click();
  await expect(page).toHaveURL(new RegExp(`^${PAYMENTS_APP_URL}/sandbox-checkout/sbx_ch_`));
  await expect(page.getByText('no real money moves')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kindred Premium');
  await expect(page.getByText(/^naledi\..*@example\.test$/)).toBeVisible();
  const checkoutUrl = page.url();
  await checkScreen(page, 'sandbox-checkout');
  await checkScreenAtNight(page, 'sandbox-checkout');

  const paidAt = Date.now();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/subscription\/success\?request_id=.+&subscription_id=.+&signature=/);
  await expect(page.getByRole('heading', { level: 1, name: SUBSCRIPTION_TEXTS.activatedTitle })).toBeVisible();
  await expect(page.getByText(SUBSCRIPTION_TEXTS.activatedBody)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Redirecting to your profile in [1-5] seconds/ })).toBeVisible();
  for (const benefit of SUBSCRIPTION_TEXTS.benefits) await expect(page.getByText(benefit, { exact: true })).toBeVisible();
  await checkScreen(page, 'payment-success');
  await expect(page).toHaveURL(`${PAYMENTS_APP_URL}/profile`, { timeout: 10_000 });

  // (3) Premium, with the Premium badge.
  await expect(card.getByText('Premium', { exact: true })).toBeVisible();
  await expect(card.getByText('Free', { exact: true })).toHaveCount(0);
  await expect(card.getByText(/Next billing/)).toBeVisible();
  await expect(page.getByRole('img', { name: HOME_TEXTS.premiumBadge })).toBeVisible();
  await checkScreen(page, 'profile-premium');
  await showCard(page);
  await checkScreen(page, 'subscription-premium-card');
  await checkScreenAtNight(page, 'subscription-premium-card');
  await checkDetailsSheet(page, 'plan-details-premium');

  // (4) Past the free limit: an eighth match through the screen, a ninth through the API.
  await pressFirstLockedUnlock(page);
  await expect(page).toHaveURL(/\/match-view\?id=/);
  // The list's own notes can still be on screen while the detail view takes over.
  await expect(page.getByText(HOME_TEXTS.rootingForYou).first()).toBeVisible();
  await unlockViaApi(page, 1, PAYMENTS_APP_URL);
  expect((await myMatches(page)).filter((m) => m.isUnlocked)).toHaveLength(9);

  // (5) Cancel Plan: premium stays until the period ends, and the page reloads.
  await page.goto('/profile');
  await card.getByRole('button', { name: SUBSCRIPTION_TEXTS.cancelPlan }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel your Premium plan?' });
  await expect(confirm.getByRole('button', { name: SUBSCRIPTION_TEXTS.keepSubscription })).toBeFocused();
  await checkScreen(page, 'cancel-plan-dialog');
  const reloaded = page.waitForEvent('load');
  await confirm.getByRole('button', { name: SUBSCRIPTION_TEXTS.cancelSubscription }).click();
  await expect(page.getByText(SUBSCRIPTION_TEXTS.cancelled)).toBeVisible();
  await reloaded;
  await expect(card.getByText('Premium', { exact: true })).toBeVisible();
  await expect(card.getByText(/Ends on/)).toBeVisible();
  await expect(card.getByRole('button', { name: SUBSCRIPTION_TEXTS.cancelPlan })).toHaveCount(0);
  expect(Date.now() - paidAt, 'cancelled while the plan still ran').toBeLessThan(PAYMENTS_BILLING_PERIOD_SECONDS * 1000);
  await showCard(page);
  await checkScreen(page, 'subscription-premium-ending');

  // (6) The period ends and the expiry job moves the dater back to Free.
  await expect(async () => {
    await page.reload();
    await expect(card.getByText('Free', { exact: true })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 100_000, intervals: [3_000] });
  expect(await subscription(page)).toMatchObject({ subscriptionType: 'free', premium: false });
  await expect(page.getByRole('img', { name: HOME_TEXTS.premiumBadge })).toHaveCount(0);
  await pressFirstLockedUnlock(page);
  await expect(page.getByRole('dialog', { name: HOME_TEXTS.limitReached })).toBeVisible();

  // The paid checkout cannot be paid twice.
  await page.goto(checkoutUrl);
  await expect(page.getByRole('heading', { name: 'This checkout has already been paid' })).toBeVisible();
  await checkScreen(page, 'sandbox-checkout-paid');
});

test('a success URL the provider did not sign grants nothing, and one missing its ids is refused without asking', async ({ page }) => {
  await onboardedNewcomer(page, 'Thato', PAYMENTS_APP_URL);

  // A real checkout, left unpaid; its success URL is then made up with a forged signature.
  const started = await page.request.post('/api/subscription/create-checkout', { data: { plan: 'premium' }, headers: origin });
  expect(started.status()).toBe(200);
  const { checkoutUrl, requestId } = createCheckoutResponseSchema.parse(await started.json());
  const checkoutId = checkoutUrl.split('/').pop() ?? '';
  const forged = new URLSearchParams({
    request_id: requestId,
    checkout_id: checkoutId,
    order_id: 'ord_forged_42',
    customer_id: 'cus_forged',
    subscription_id: 'sub_forged',
    product_id: 'sbx_prod_premium',
    signature: 'f'.repeat(64),
  });
  const verified = page.waitForResponse((r) => r.url().endsWith('/api/subscription/verify-return'));
  await page.goto(`/subscription/success?${forged.toString()}`);
  expect((await verified).status()).toBe(400);
  await expect(page.getByRole('heading', { level: 1, name: SUBSCRIPTION_TEXTS.issueTitle })).toBeVisible();
  await expect(page.getByText(SUBSCRIPTION_TEXTS.notVerified)).toBeVisible();
  await expect(page.getByText('ord_forged_42')).toBeVisible();
  const support = page.getByRole('link', { name: SUBSCRIPTION_TEXTS.contactSupport });
  await expect(support).toHaveAttribute('href', /^mailto:[^?]+\?subject=Payment%20Issue&body=.*ord_forged_42/);
  await checkScreen(page, 'payment-issue');
  expect(await subscription(page)).toMatchObject({ subscriptionType: 'free', premium: false });

  await page.getByRole('link', { name: SUBSCRIPTION_TEXTS.backToProfile }).click();
  await expect(page).toHaveURL(`${PAYMENTS_APP_URL}/profile`);
  await expect(planCard(page).getByText('Free', { exact: true })).toBeVisible();

  // Without request_id and subscription_id there is nothing to verify: no call at all.
  const verifyCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/subscription/verify-return')) verifyCalls.push(r.url());
  });
  await page.goto('/subscription/success?request_id=req_only&order_id=ord_7');
  await expect(page.getByRole('heading', { level: 1, name: SUBSCRIPTION_TEXTS.issueTitle })).toBeVisible();
  await expect(page.getByText(SUBSCRIPTION_TEXTS.invalidParameters)).toBeVisible();
  await checkScreen(page, 'payment-invalid-parameters');
  expect(verifyCalls).toEqual([]);

  // The sandbox checkout page of a checkout that is not there.
  await page.goto('/sandbox-checkout/sbx_ch_doesnotexist123');
  await expect(page.getByRole('heading', { name: 'This checkout doesn’t exist' })).toBeVisible();
  await checkScreen(page, 'sandbox-checkout-not-found');
});

test('leaving stops billing: deleting the account names the renewing plan and cancels it at the sandbox', async ({ page }) => {
  await onboardedNewcomer(page, 'Lerato', PAYMENTS_APP_URL);
  await payForPremiumViaSandbox(page, PAYMENTS_APP_URL);
  // This app's plans last PAYMENTS_BILLING_PERIOD_SECONDS, so the deletion follows at once.
  const paidAt = Date.now();
  await page.goto('/settings');
  expect(await subscription(page)).toMatchObject({ premium: true, canCancel: true, subscriptionType: 'premium' });
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const deletion = page.getByRole('dialog', { name: ACCOUNT_DELETION_TEXTS.title });
  await expect(deletion.getByRole('button', { name: 'Cancel' })).toBeFocused();
  // The plan is named, with what happens to it and to the money; nothing about conversations.
  await expect(deletion.getByText(ACCOUNT_DELETION_TEXTS.plan('Premium'))).toBeVisible();
  await expect(deletion.getByText(ACCOUNT_DELETION_TEXTS.whatGoes)).toBeVisible();
  await expect(deletion).not.toContainText('conversations');
  await checkScreen(page, 'settings-delete-dialog-with-plan');

  const deleted = page.waitForResponse((r) => r.url().endsWith('/api/account') && r.request().method() === 'DELETE');
  await deletion.getByRole('button', { name: 'Delete Account' }).click();
  const answer = await deleted;
  expect(answer.status()).toBe(200);
  // The sandbox provider took the immediate cancellation while the deletion was answered.
  expect(accountDeletionResponseSchema.parse(await answer.json())).toEqual({ ok: true, plan: 'cancelled' });
  expect(Date.now() - paidAt, 'deleted while the plan still ran').toBeLessThan(PAYMENTS_BILLING_PERIOD_SECONDS * 1000);
  // The in-app page after deleting says what became of the plan.
  await expect(page.getByRole('heading', { level: 1, name: ACCOUNT_DELETION_TEXTS.deletedTitle })).toBeVisible();
  await expect(page.getByText(ACCOUNT_DELETION_TEXTS.planCancelled)).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(`${PAYMENTS_APP_URL}/`);
  expect(await page.evaluate(async () => (await fetch('/api/me')).status)).toBe(401);
});
