import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, liquidityResponseSchema, matchPreferenceSchema } from '@kindred/contract';
import { currentUser } from '../../http/session-guard.js';
import type { PreferencesRepository } from './preferences-repository.js';
import { perDaterLimit } from '../../http/per-dater-limit.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };
/** Counts are rounded down to tens so the line cannot be used to probe for one dater. */
const ROUND_TO = 10;

export const preferencesRoutes: FastifyPluginAsyncZod<{ preferences: PreferencesRepository }> = async (app, { preferences }) => {
  const tags = ['preferences'];

  app.get('/api/preferences', { schema: { tags, summary: 'The match preferences', response: { 200: matchPreferenceSchema, ...errors } } }, async (request) =>
    preferences.read(currentUser(request).id),
  );

  app.put(
    '/api/preferences',
    { schema: { tags, summary: 'Saves the match preferences', body: matchPreferenceSchema, response: { 200: matchPreferenceSchema, ...errors } } },
    async (request) => {
      const user = currentUser(request);
      await preferences.write(user.id, request.body);
      return preferences.read(user.id);
    },
  );

  app.post(
    '/api/preferences/liquidity',
    {
      config: perDaterLimit(60),
      schema: { tags, summary: 'About how many daters fit a draft of the preferences', body: matchPreferenceSchema, response: { 200: liquidityResponseSchema, ...errors } },
    },
    async (request) => {
      const count = await preferences.countFitting(currentUser(request).id, request.body);
      return { approximateCount: Math.floor(count / ROUND_TO) * ROUND_TO, none: count === 0 };
    },
  );
};
