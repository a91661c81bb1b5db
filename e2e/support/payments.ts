import { expect, type Page } from '@playwright/test';
import { createCheckoutResponseSchema, sandboxRedirectSchema, verifyReturnResponseSchema } from '@kindred/contract';

/**
 * Makes the page's dater premium the way a paying dater becomes premium, through the API with the
 * page's cookies: start a checkout, pay it on the built-in sandbox provider, then hand the signed
 * success redirect to verify-return. `appUrl` is the app the page's baseURL points at.
 */
export async function payForPremiumViaSandbox(page: Page, appUrl: string): Promise<void> {
  const api = page.request;
  const headers = { origin: appUrl };

  const checkout = await api.post('/api/subscription/create-checkout', { data: {}, headers });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const { checkoutUrl } = createCheckoutResponseSchema.parse(await checkout.json());
  const checkoutId = new URL(checkoutUrl).pathname.split('/').filter(Boolean).at(-1);
  expect(checkoutId, `a checkout id at the end of ${checkoutUrl}`).toMatch(/^sbx_ch_/);

  const pay = await api.post(`/api/payments/sandbox/checkouts/${checkoutId}/pay`, { data: {}, headers });
  expect(pay.status(), await pay.text()).toBe(200);
  const { redirectUrl } = sandboxRedirectSchema.parse(await pay.json());

  const returnParams = Object.fromEntries(new URL(redirectUrl, appUrl).searchParams);
  const verify = await api.post('/api/subscription/verify-return', { data: returnParams, headers });
  expect(verify.status(), await verify.text()).toBe(200);
  expect(verifyReturnResponseSchema.parse(await verify.json()).subscription.premium).toBe(true);
}
