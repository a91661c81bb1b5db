import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, sandboxCheckoutSchema, sandboxRedirectSchema } from '@kindred/contract';
import type { SandboxCheckoutPage } from '../../adapters/payments/sandbox/sandbox-provider.js';
import { HttpError } from '../../http/error-handler.js';
import { currentUser } from '../../http/session-guard.js';

const tags = ['sandbox payments'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const params = z.object({ checkoutId: z.string().regex(/^sbx_ch_[A-Za-z0-9_-]{8,64}$/, { error: 'Not a sandbox checkout id' }) });
const emptyBody = z.object({}).strict().optional();
const notFound = () => new HttpError(404, 'This checkout does not exist.', 'CHECKOUT_NOT_FOUND');

/**
 * The built-in sandbox provider's checkout page API, registered only when PAYMENT_PROVIDER is
 * sandbox. A checkout is only ever visible to the dater who started it.
 */
export const sandboxRoutes: FastifyPluginAsyncZod<{ page: SandboxCheckoutPage }> = async (app, { page }) => {
  app.get(
    '/api/payments/sandbox/checkouts/:checkoutId',
    { schema: { tags, summary: 'A sandbox checkout, as its checkout page shows it', params, response: { 200: sandboxCheckoutSchema, ...errors } } },
    async (request) => (await page.view(currentUser(request).id, request.params.checkoutId)) ?? Promise.reject(notFound()),
  );

  app.post(
    '/api/payments/sandbox/checkouts/:checkoutId/pay',
    { schema: { tags, summary: 'Simulates a successful payment: a signed redirect and a signed webhook', params, body: emptyBody, response: { 200: sandboxRedirectSchema, ...errors } } },
    async (request) => {
      const userId = currentUser(request).id;
      const redirectUrl = await page.pay(userId, request.params.checkoutId);
      if (redirectUrl) return { redirectUrl };
      const checkout = await page.view(userId, request.params.checkoutId);
      if (!checkout) throw notFound();
      throw new HttpError(409, checkout.status === 'paid' ? 'This checkout has already been paid.' : 'This checkout was cancelled.', 'CHECKOUT_CLOSED');
    },
  );

  app.post(
    '/api/payments/sandbox/checkouts/:checkoutId/cancel',
    { schema: { tags, summary: 'Leaves the sandbox checkout without paying', params, body: emptyBody, response: { 200: sandboxRedirectSchema, ...errors } } },
    async (request) => {
      const userId = currentUser(request).id;
      if (!(await page.cancel(userId, request.params.checkoutId)) && !(await page.view(userId, request.params.checkoutId))) throw notFound();
      return { redirectUrl: '/profile' };
    },
  );
};
