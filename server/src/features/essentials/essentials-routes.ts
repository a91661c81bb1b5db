import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, essentialKeySchema, essentialsConfirmSchema, essentialStateSchema, essentialsResponseSchema, essentialUpdateSchema } from '@kindred/contract';
import { currentUser } from '../../http/session-guard.js';
import type { EssentialsService } from './essentials-service.js';
import { perDaterLimit } from '../../http/per-dater-limit.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

/** The dater's own essentials. Nobody else's are ever served: they reach others only as "you both …". */
export const essentialsRoutes: FastifyPluginAsyncZod<{ essentials: EssentialsService }> = async (app, { essentials }) => {
  const tags = ['profile'];
  app.get(
    '/api/profile/essentials',
    { schema: { tags, summary: "The dater's essentials, both sides, with where each value came from", response: { 200: essentialsResponseSchema, ...errors } } },
    async (request) => ({ essentials: await essentials.read(currentUser(request).id) }),
  );

  app.put(
    '/api/profile/essentials/:key',
    {
      config: perDaterLimit(60),
      schema: {
        tags,
        summary: 'Confirms or corrects one essential, both sides; a confirmed answer is never overwritten by a later reading',
        params: z.object({ key: essentialKeySchema }),
        body: essentialUpdateSchema,
        response: { 200: essentialStateSchema, ...errors },
      },
    },
    async (request) => essentials.confirm(currentUser(request).id, request.params.key, request.body),
  );

  app.post(
    '/api/profile/essentials/confirm',
    {
      config: perDaterLimit(60),
      schema: {
        tags,
        summary: 'Confirms the essentials as shown; a need is a must only where the dater kept the must the reader proposed',
        body: essentialsConfirmSchema,
        response: { 200: essentialsResponseSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => ({ essentials: await essentials.confirmSeen(currentUser(request).id, request.body) }),
  );
};
