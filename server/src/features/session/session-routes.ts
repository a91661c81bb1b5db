import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, finalizeResponseSchema, meResponseSchema } from '@kindred/contract';
import { currentUser } from '../../http/session-guard.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionService } from './session-service.js';

export interface SessionRouteOptions {
  sessions: SessionService;
  /** Runs once, when sign-up creates the dater's profile (e.g. to credit whoever referred them). */
  onProfileCreated?: (userId: string, request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

export const sessionRoutes: FastifyPluginAsyncZod<SessionRouteOptions> = async (app, { sessions, onProfileCreated }) => {
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
    async (request, reply) => {
      const user = currentUser(request);
      const result = await sessions.finalize(user);
      if (result.profileCreated) await onProfileCreated?.(user.id, request, reply);
      return result;
    },
  );
};
