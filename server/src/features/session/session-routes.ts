import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, finalizeResponseSchema, meResponseSchema } from '@kindred/contract';
import { currentUser } from '../../http/session-guard.js';
import type { SessionService } from './session-service.js';

export const sessionRoutes: FastifyPluginAsyncZod<{ sessions: SessionService }> = async (app, { sessions }) => {
  app.get(
    '/api/me',
    {
      schema: {
        tags: ['session'],
        summary: 'The signed-in dater and whether they finished onboarding',
        response: { 200: meResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => sessions.describe(currentUser(request)),
  );

  app.post(
    '/api/session/finalize',
    {
      schema: {
        tags: ['session'],
        summary: 'Looks up or creates the profile after sign-in and names the next screen',
        body: z.object({}).strict().optional(),
        response: { 200: finalizeResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => sessions.finalize(currentUser(request)),
  );
};
