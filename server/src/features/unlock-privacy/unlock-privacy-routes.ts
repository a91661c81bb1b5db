import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, unlockPrivacySchema, updateUnlockPrivacySchema } from '@kindred/contract';
import { perDaterLimit } from '../../http/per-dater-limit.js';
import { currentUser } from '../../http/session-guard.js';
import type { UnlockPrivacyRepository } from './unlock-privacy-repository.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** GET/PUT /api/unlocks/privacy: mutual reveal, "Show my handles only to matches I have unlocked too". */
export const unlockPrivacyRoutes: FastifyPluginAsyncZod<{ privacy: UnlockPrivacyRepository }> = async (app, { privacy }) => {
  const tags = ['matches'];

  app.get('/api/unlocks/privacy', { schema: { tags, summary: "The dater's own mutual reveal setting", response: { 200: unlockPrivacySchema, ...errors } } },
    async (request) => privacy.read(currentUser(request).id));

  app.put(
    '/api/unlocks/privacy',
    {
      // A switch flipped by hand: a few a minute is plenty, and it bounds writes to the profile row.
      config: perDaterLimit(30),
      schema: { tags, summary: 'Turns mutual reveal on or off; it applies to every match at once', body: updateUnlockPrivacySchema, response: { 200: unlockPrivacySchema, ...errors } },
    },
    async (request) => {
      const user = currentUser(request);
      await privacy.write(user.id, request.body);
      return privacy.read(user.id);
    },
  );
};
