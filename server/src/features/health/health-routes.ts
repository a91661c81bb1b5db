import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@kindred/contract';
import type { Database } from '../../db/database.js';

/** For load balancers and orchestration: answers only when the database answers. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/healthz',
    { schema: { tags: ['operations'], summary: 'Liveness and database reachability', response: { 200: healthResponseSchema } } },
    async () => {
      await sql`select 1`.execute(database.db);
      return { status: 'ok' as const, database: database.kind };
    },
  );
};
