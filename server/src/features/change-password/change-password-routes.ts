import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, changePasswordRequestSchema, changePasswordResultSchema, changePasswordStateSchema } from '@kindred/contract';
import { perDaterLimit } from '../../http/per-dater-limit.js';
import { currentUser } from '../../http/session-guard.js';
import type { ChangePasswordService } from './change-password-service.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema };

/**
 * Few tries per dater: a wrong current password is a guess at it, and whoever holds an unlocked
 * session must not be able to try passwords until one fits.
 */
const CHANGES_PER_HOUR = 10;

export const changePasswordRoutes: FastifyPluginAsyncZod<{ passwords: ChangePasswordService }> = async (app, { passwords }) => {
  const tags = ['account'];
  app.get(
    '/api/change-password',
    { schema: { tags, summary: 'Whether the dater has a password to change (Google- and Apple-only daters have none)', response: { 200: changePasswordStateSchema, ...errors } } },
    async (request) => passwords.state(currentUser(request).id),
  );

  app.post(
    '/api/change-password',
    {
      config: perDaterLimit(CHANGES_PER_HOUR, 60 * 60 * 1000),
      schema: {
        tags,
        summary: "Changes the password, given the current one, and ends the dater's other sessions; a wrong current password is a 400",
        body: changePasswordRequestSchema,
        response: { 200: changePasswordResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      currentUser(request);
      const { setCookies } = await passwords.change(request.body, fromNodeHeaders(request.headers));
      // Any cookie the library set (a refreshed session) goes back to this device.
      if (setCookies.length > 0) void reply.header('set-cookie', setCookies);
      return { changed: true as const, otherSessionsEnded: true as const };
    },
  );
};
