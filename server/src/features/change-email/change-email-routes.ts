import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  changeEmailConfirmedSchema,
  changeEmailRequestSchema,
  changeEmailSentSchema,
  changeEmailStateSchema,
  changeEmailTokenBodySchema,
  changeEmailUndoneSchema,
} from '@kindred/contract';
import { perDaterLimit } from '../../http/per-dater-limit.js';
import { currentUser } from '../../http/session-guard.js';
import type { ChangeEmailService } from './change-email-service.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema };

/** Links asked for per dater: each is a mail to an address they typed, so few, counted in the database. */
const REQUESTS_PER_HOUR = 5;
/** Link openings per client address: a token is 256 bits, so this only keeps the routes cheap. */
const LINKS_PER_HOUR = 30;
const HOUR_MS = 60 * 60 * 1000;

export const changeEmailRoutes: FastifyPluginAsyncZod<{ emails: ChangeEmailService }> = async (app, { emails }) => {
  const tags = ['account'];
  app.get(
    '/api/change-email',
    { schema: { tags, summary: "The dater's sign-in address, and whether it can be changed here (not for Google- and Apple-only daters)", response: { 200: changeEmailStateSchema, ...errors } } },
    async (request) => emails.state(currentUser(request).id),
  );

  app.post(
    '/api/change-email',
    {
      config: perDaterLimit(REQUESTS_PER_HOUR, HOUR_MS),
      schema: {
        tags,
        summary: 'Sends a link to the new address; the address changes only when it is opened. A taken address gets the same answer and no mail',
        body: changeEmailRequestSchema,
        response: { 200: changeEmailSentSchema, ...errors },
      },
    },
    async (request) => {
      await emails.request(currentUser(request).id, request.body.newEmail);
      return { sent: true as const };
    },
  );

  // The link pages post here, with no session: the link may be opened on any device.
  app.post(
    '/api/change-email/confirm',
    {
      config: { public: true, rateLimit: { max: LINKS_PER_HOUR, timeWindow: HOUR_MS } },
      schema: { tags, summary: 'Spends the link sent to the new address and makes it the account address; tells the old address', body: changeEmailTokenBodySchema,
        response: { 200: changeEmailConfirmedSchema, ...errors } },
    },
    async (request) => emails.confirm(request.body.token),
  );

  app.post(
    '/api/change-email/undo',
    {
      config: { public: true, rateLimit: { max: LINKS_PER_HOUR, timeWindow: HOUR_MS } },
      schema: { tags, summary: "Spends the old address's undo link: the old address is back and every session of the account ends", body: changeEmailTokenBodySchema,
        response: { 200: changeEmailUndoneSchema, ...errors } },
    },
    async (request) => {
      await emails.undo(request.body.token);
      return { restored: true as const, signedOutEverywhere: true as const };
    },
  );
};
