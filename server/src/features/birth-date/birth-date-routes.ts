import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, birthDateRequestSchema, birthDateStateSchema } from '@kindred/contract';
import { currentUser } from '../../http/session-guard.js';
import type { BirthDateService } from './birth-date-service.js';
import { perDaterLimit } from '../../http/per-dater-limit.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema };

export const birthDateRoutes: FastifyPluginAsyncZod<{ birthDates: BirthDateService }> = async (app, { birthDates }) => {
  const tags = ['profile'];
  app.get(
    '/api/profile/birth-date',
    { schema: { tags, summary: "The dater's date of birth, age and how many changes are left", response: { 200: birthDateStateSchema, ...errors } } },
    async (request) => birthDates.read(currentUser(request).id),
  );

  app.put(
    '/api/profile/birth-date',
    {
      config: perDaterLimit(10),
      schema: {
        tags,
        summary: 'Sets the date of birth once, or changes it once with a reason; under 18 is refused (403)',
        body: birthDateRequestSchema,
        response: { 200: birthDateStateSchema, ...errors },
      },
    },
    async (request) => birthDates.save(currentUser(request).id, request.body),
  );
};
