import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@kindred/contract';
import type { AiServices } from '../../adapters/ai/ai-services.js';
import type { DatabaseKind } from '../../db/database.js';
import type { HealthRepository } from './health-repository.js';

/**
 * For load balancers and orchestration: answers only when the database answers. It also shows the
 * AI providers' circuits, so an operator sees an outage the daters are not shown (the local
 * fallbacks answer them); a failing provider does not make the process unhealthy.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ health: HealthRepository; databaseKind: DatabaseKind; ai: Pick<AiServices, 'health'> }> = async (app, { health, databaseKind, ai }) => {
  app.get(
    '/healthz',
    { schema: { tags: ['operations'], summary: "Liveness, database reachability and the AI providers' circuits", response: { 200: healthResponseSchema } } },
    async () => {
      await health.ping();
      return { status: 'ok' as const, database: databaseKind, ai: ai.health() };
    },
  );
};
