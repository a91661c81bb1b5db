import type { FastifyInstance } from 'fastify';

export interface RouteTableEntry {
  method: string;
  url: string;
  /** The route's `config.public`: anyone may call it without a session. */
  public: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after installRouteTable, in registration order. */
    readonly routeTable: readonly RouteTableEntry[];
  }
}

/**
 * Records each route as it is registered. Fastify has no list of its routes other than a printed
 * tree, and the authorisation matrix and fuzz tests must see every route so that a new one cannot
 * escape them. It must be installed before any route or plugin is registered; it costs one small
 * object per route and changes no behaviour.
 */
export function installRouteTable(app: FastifyInstance) {
  const table: RouteTableEntry[] = [];
  app.decorate('routeTable', { getter: () => table });
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) table.push({ method, url: route.url, public: route.config?.public === true });
  });
}
