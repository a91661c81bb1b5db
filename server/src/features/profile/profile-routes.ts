import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, ownProfileSchema, profileUpdateSchema } from '@kindred/contract';
import { currentUser } from '../../http/session-guard.js';
import type { ProfileService } from './profile-service.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

export const profileRoutes: FastifyPluginAsyncZod<{ profiles: ProfileService }> = async (app, { profiles }) => {
  app.get('/api/profile', { schema: { tags: ['profile'], summary: "The dater's own profile and its completeness", response: { 200: ownProfileSchema, ...errors } } },
    async (request) => profiles.read(currentUser(request)));

  app.patch(
    '/api/profile',
    { schema: { tags: ['profile'], summary: 'Changes any of the editable profile fields', body: profileUpdateSchema, response: { 200: ownProfileSchema, ...errors } } },
    async (request) => profiles.update(currentUser(request), request.body),
  );
};
