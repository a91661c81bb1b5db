import http from 'node:http';
import { keepCookies } from '../support/http-client.js';

export interface Answer {
  status: number;
  /** Which API process answered, by its index behind the proxy. */
  upstream: string | undefined;
  headers: http.IncomingHttpHeaders;
  json: unknown;
}

/**
 * A dater's browser for the multi-process test: a cookie jar and our Origin header, over plain
 * HTTP from a loopback address of its own (127.0.0.x), so that each client has its own address
 * behind the proxy, as clients behind a real load balancer do.
 */
export class ProxyClient {
  private cookies = new Map<string, string>();

  constructor(
    private readonly baseUrl: string,
    private readonly localAddress: string,
  ) {}

  call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const url = new URL(path, this.baseUrl);
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const sent: Record<string, string> = { ...headers };
    if (this.cookies.size > 0) sent.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (method !== 'GET') sent.origin = this.baseUrl;
    if (payload !== undefined) sent['content-type'] = 'application/json';
    return new Promise((resolve, reject) => {
      const request = http.request(url, { method, headers: sent, localAddress: this.localAddress }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          keepCookies(this.cookies, response.headers['set-cookie'] ?? []);
          let json: unknown = null;
          try {
            json = text ? JSON.parse(text) : null;
          } catch {
            json = text;
          }
          const upstream = response.headers['x-upstream'];
          resolve({ status: response.statusCode ?? 0, upstream: typeof upstream === 'string' ? upstream : undefined, headers: response.headers, json });
        });
      });
      request.on('error', reject);
      request.end(payload);
    });
  }

  get(path: string, headers?: Record<string, string>) {
    return this.call('GET', path, undefined, headers);
  }

  post(path: string, body: unknown = {}, headers?: Record<string, string>) {
    return this.call('POST', path, body, headers);
  }
}
