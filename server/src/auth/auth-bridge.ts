import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Session tokens stay in the HttpOnly cookie. The auth library also puts them in the JSON of
 * sign-in, sign-up and get-session, where any script on the page could read them; no page script
 * needs them, so every "token" field is dropped from its JSON answers.
 */
export function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => key !== 'token').map(([key, item]) => [key, withoutTokens(item)]));
}

/**
 * The request as the auth library's fetch-style handler takes it. The body has been read (and
 * checked) by Fastify already: JSON is passed on as JSON, a provider's form post as its text.
 */
export function toAuthRequest(request: FastifyRequest, publicUrl: string, path = request.url): Request {
  const headers = fromNodeHeaders(request.headers);
  headers.delete('content-length');
  const method = request.method;
  let body: string | Buffer | undefined;
  if (method !== 'GET' && method !== 'HEAD' && request.body !== undefined && request.body !== null) {
    body = typeof request.body === 'string' || Buffer.isBuffer(request.body) ? request.body : JSON.stringify(request.body);
  }
  return new Request(new URL(path, publicUrl), { method, headers, body });
}

/** Sends the auth library's answer through Fastify's reply, so our headers and hooks apply to it. */
export async function sendAuthResponse(reply: FastifyReply, response: Response, extraCookies: string[] = []): Promise<FastifyReply> {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie' || name === 'content-length' || name === 'content-encoding') continue;
    reply.header(name, value);
  }
  const cookies = [...response.headers.getSetCookie(), ...extraCookies];
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    const text = await response.text();
    return reply.send(text === '' ? text : JSON.stringify(withoutTokens(JSON.parse(text))));
  }
  return reply.send(Buffer.from(await response.arrayBuffer()));
}
