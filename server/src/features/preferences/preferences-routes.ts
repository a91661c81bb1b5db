import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, liquidityResponseSchema, matchPreferenceSchema } from '@kindred/contract';
import { currentUser } from '../../http/session-guard.js';
import type { PreferencesService } from './preferences-service.js';
import { perDaterLimit } from '../../http/per-dater-limit.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

export const preferencesRoutes: FastifyPluginAsyncZod<{ preferences: PreferencesService }> = async (app, { preferences }) => {
  const tags = ['preferences'];

  app.get('/api/preferences', { schema: { tags, summary: 'The match preferences', response: { 200: matchPreferenceSchema, ...errors } } },
    async (request) => preferences.read(currentUser(request).id));

  app.put(
    '/api/preferences',
    { schema: { tags, summary: 'Saves the match preferences', body: matchPreferenceSchema, response: { 200: matchPreferenceSchema, ...errors } } },
    async (request) => preferences.save(currentUser(request).id, request.body),
  );

  app.post(
    '/api/preferences/liquidity',
    {
      config: perDaterLimit(60),
      schema: { tags, summary: 'About how many daters fit a draft of the preferences', body: matchPreferenceSchema, response: { 200: liquidityResponseSchema, ...errors } },
    },
    async (request) => preferences.fitting(currentUser(request).id, request.body),
  );
};
