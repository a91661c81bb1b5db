import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics.js';

/**
 * Times every answer by its route's pattern ("/api/matches/:matchId"), never its raw URL, so a
 * dater's id never becomes a label and the number of series stays that of the routes. A request
 * no route matched is counted as "unmatched".
 */
export function installRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.request(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
  });
}
