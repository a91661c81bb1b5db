import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { RouteTableEntry } from '../../../src/http/route-table.js';

export interface InventoryRoute extends RouteTableEntry {
  /** "METHOD /url/:param", the matrix's key. */
  key: string;
}

/**
 * The only routes left out of the matrix and the fuzz test, each for a reason that makes testing
 * it there pointless. Anything else the server registers must have a matrix entry.
 */
export const EXCLUSIONS: { why: string; applies(route: RouteTableEntry, webDistDir: string): boolean }[] = [
  {
    why: 'Fastify adds a HEAD twin to every GET route; it runs the GET handler behind the same hooks',
    applies: (route) => route.method === 'HEAD',
  },
  {
    why: 'the OpenAPI reference (swagger-ui files and a document generated from the schemas) holds no data; the matrix test checks it separately',
    applies: (route) => route.url === '/api/docs' || route.url.startsWith('/api/docs/'),
  },
  {
    why: 'files of the built web app, served as they are to anyone (security invariant 1: static assets)',
    applies: (route, webDistDir) => route.method === 'GET' && !route.url.includes(':') && !route.url.includes('*') && isFileIn(webDistDir, route.url),
  },
];

function isFileIn(dir: string, url: string): boolean {
  const file = path.join(dir, decodeURIComponent(url));
  return file.startsWith(dir + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile();
}

export const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/** Every route the server registered, minus the exclusions above, once each. */
export function inventory(app: FastifyInstance, webDistDir: string): InventoryRoute[] {
  const seen = new Map<string, InventoryRoute>();
  for (const route of app.routeTable) {
    if (EXCLUSIONS.some((exclusion) => exclusion.applies(route, webDistDir))) continue;
    seen.set(routeKey(route), { ...route, key: routeKey(route) });
  }
  return [...seen.values()];
}
