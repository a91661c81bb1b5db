import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, COACH_TEXTS, coachConversationSchema, coachSendRequestSchema, okResponseSchema } from '@kindred/contract';
import { readWhole } from '../../adapters/storage/storage.js';
import { HttpError } from '../../http/error-handler.js';
import { currentUser } from '../../http/session-guard.js';
import type { CoachService } from './coach-service.js';
import { perDaterLimit } from '../../http/per-dater-limit.js';

const tags = ['coach'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };
/** A 10 MB image is about 13.4 MB as base64, plus the message. */
const BODY_LIMIT = 15 * 1024 * 1024;

export const coachRoutes: FastifyPluginAsyncZod<{ coach: CoachService; perMinute: number }> = async (app, { coach, perMinute }) => {
  app.get('/api/coach/conversation', { schema: { tags, summary: "The dater's saved conversation with the coach", response: { 200: coachConversationSchema, ...errors } } },
    async (request) => coach.conversation(currentUser(request)));

  app.delete('/api/coach/conversation', { schema: { tags, summary: 'Starts a new chat: clears the conversation and its images', response: { 200: okResponseSchema, ...errors } } }, async (request) => {
    await coach.clear(currentUser(request));
    return { ok: true as const };
  });

  app.get(
    '/api/coach/images/:messageId',
    { schema: { tags, summary: 'An image the dater sent the coach; only its owner can see it', params: z.object({ messageId: z.uuid() }) } },
    async (request, reply) => {
      const found = await coach.image(currentUser(request), request.params.messageId);
      if (!found) throw new HttpError(404, 'Not found.', 'IMAGE_NOT_FOUND');
      reply.header('cache-control', 'private, max-age=3600').type(found.contentType);
      return reply.send(await readWhole(found));
    },
  );

  app.post(
    '/api/coach/messages',
    {
      bodyLimit: BODY_LIMIT,
      config: perDaterLimit(perMinute),
      schema: {
        tags,
        summary: 'Sends the coach a message; the reply streams back as server-sent events',
        description: 'Events: `token` {text}…, then `done` {userMessage, reply} or `error` {message}. Premium only.',
        body: coachSendRequestSchema,
        response: errors,
      },
    },
    async (request, reply) => {
      // Everything that can be refused is checked before the stream starts, so it is a plain 4xx.
      const turn = await coach.prepare(currentUser(request), request.body);
      const abort = new AbortController();
      request.raw.on('close', () => abort.abort());
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) reply.raw.setHeader(name, value as string | number | string[]);
      }
      reply.raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform', 'x-accel-buffering': 'no' });
      reply.hijack();
      try {
        for await (const event of coach.reply(turn, abort.signal)) {
          const { type, ...data } = event;
          reply.raw.write(`event: ${type}\ndata: ${JSON.stringify(data)}\n\n`);
        }
      } catch (error) {
        request.log.error({ err: error }, 'coach stream failed');
        if (!reply.raw.writableEnded) reply.raw.write(`event: error\ndata: ${JSON.stringify({ message: COACH_TEXTS.failureBubble })}\n\n`);
      } finally {
        reply.raw.end();
      }
    },
  );
};
