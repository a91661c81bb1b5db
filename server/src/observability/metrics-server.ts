import http from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Metrics } from './metrics.js';

/**
 * Serves GET /metrics on a port of its own, never the public one: the figures say how busy the
 * service is and which routes fail, which is nobody's business but the operator's. It listens on
 * 127.0.0.1 unless METRICS_HOST says otherwise, for a Prometheus on the same machine or network.
 */
export async function startMetricsServer(metrics: Metrics, where: { port: number; host: string }, log: FastifyBaseLogger): Promise<{ port: number; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found: the metrics are at GET /metrics.\n');
      return;
    }
    metrics.registry.metrics().then(
      (body) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(body),
      (error: unknown) => {
        log.error({ err: error }, 'metrics could not be collected');
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('The metrics could not be collected; the server log says why.\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(where.port, where.host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : where.port;
  log.info({ host: where.host, port }, 'metrics served at /metrics');
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
