import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EMAIL_VERIFICATION_ERROR_CODES, EMAIL_VERIFICATION_TEXTS, apiErrorSchema, emailVerificationCodeRequestSchema, emailVerificationStateSchema } from '@kindred/contract';
import type { Auth } from '../../auth/auth.js';
import { HttpError } from '../../http/error-handler.js';
import { perDaterLimit } from '../../http/per-dater-limit.js';
import { currentUser } from '../../http/session-guard.js';
import type { EmailVerificationService } from './email-verification-service.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema };
const HOUR = 60 * 60 * 1000;
/** Each resend is an e-mail to someone's mailbox: a few an hour, counted in the database (decision 033). */
const RESENDS_PER_HOUR = 3;
/** Code entries an hour, on top of the five wrong tries each code allows. */
const CODE_TRIES_PER_HOUR = 20;

export const emailVerificationRoutes: FastifyPluginAsyncZod<{ verification: EmailVerificationService; auth: Auth }> = async (app, { verification, auth }) => {
  const tags = ['account'];
  app.get(
    '/api/email-verification',
    { schema: { tags, summary: "Whether the dater's address is verified", response: { 200: emailVerificationStateSchema, ...errors } } },
    async (request) => verification.state(currentUser(request).id),
  );

  app.post(
    '/api/email-verification/code',
    {
      config: perDaterLimit(CODE_TRIES_PER_HOUR, HOUR),
      schema: { tags, summary: 'Verifies the address with the 6-digit code from the e-mail', body: emailVerificationCodeRequestSchema, response: { 200: emailVerificationStateSchema, ...errors } },
    },
    async (request) => verification.verifyCode(currentUser(request), request.body.code),
  );

  app.post(
    '/api/email-verification/resend',
    {
      config: perDaterLimit(RESENDS_PER_HOUR, HOUR),
      schema: { tags, summary: 'Sends a new link and code to the dater’s address', response: { 200: emailVerificationStateSchema, ...errors } },
    },
    async (request) => {
      const user = currentUser(request);
      const state = await verification.state(user.id);
      if (state.verified) throw new HttpError(409, EMAIL_VERIFICATION_TEXTS.alreadyVerified, EMAIL_VERIFICATION_ERROR_CODES.alreadyVerified);
      // The library makes the new link and calls back into the service, which sends it with a new code.
      await auth.api.sendVerificationEmail({ body: { email: user.email, callbackURL: '/home' }, headers: fromNodeHeaders(request.headers) });
      return state;
    },
  );
};
