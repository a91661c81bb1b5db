import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, matchDigestSettingsSchema, updateMatchDigestSettingsSchema } from '@kindred/contract';
import { sendHtml } from '../../http/html-reply.js';
import { currentUser } from '../../http/session-guard.js';
import type { MatchDigestService } from './match-digest-service.js';
import { badLinkPage, confirmPage, donePage } from './unsubscribe-page.js';

const tags = ['match digest'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
/** The RFC 8058 body is one short field; nothing bigger is read. */
const UNSUBSCRIBE_BODY_LIMIT = 2048;
/** Any token shape is taken in, so a bad one gets the page that says the link does not work. */
const unsubscribeQuery = z.object({ token: z.string().max(300).optional() });

/** The path of the one-click unsubscribe, for the same-origin policy's list of writes from elsewhere. */
export const MATCH_DIGEST_UNSUBSCRIBE_ROUTE = '/api/match-digest/unsubscribe';

export const matchDigestRoutes: FastifyPluginAsyncZod<{ digest: MatchDigestService }> = async (app, { digest }) => {
  // Mail clients post the one-click unsubscribe as a form (RFC 8058); its content is not needed,
  // since the signed token in the address says everything.
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']) {
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: UNSUBSCRIBE_BODY_LIMIT }, (_request, body, done) => done(null, body));
  }

  app.get('/api/match-digest', { schema: { tags, summary: '"New match e-mails": on or off, and the time zone they are timed by', response: { 200: matchDigestSettingsSchema, ...errors } } },
    async (request) => digest.settings(currentUser(request).id));

  app.put(
    '/api/match-digest',
    {
      schema: { tags, summary: 'Turns the daily new-match e-mail on or off, or saves the browser time zone', body: updateMatchDigestSettingsSchema,
        response: { 200: matchDigestSettingsSchema, ...errors } },
    },
    async (request) => digest.update(currentUser(request).id, request.body),
  );

  // Opening the link shows a button and changes nothing: mail scanners open links too.
  app.get(MATCH_DIGEST_UNSUBSCRIBE_ROUTE, { config: { public: true }, schema: { tags, summary: 'The e-mail unsubscribe link: a page with a button', querystring: unsubscribeQuery } },
    async (request, reply) => {
      const token = request.query.token ?? '';
      const known = await digest.knowsToken(token);
      return sendHtml(request, reply, known ? 200 : 400, known ? confirmPage(`${MATCH_DIGEST_UNSUBSCRIBE_ROUTE}?token=${encodeURIComponent(token)}`) : badLinkPage());
    });

  // RFC 8058 one-click: a POST to the link turns the digest off, with no session and no page to click.
  app.post(MATCH_DIGEST_UNSUBSCRIBE_ROUTE, { config: { public: true }, schema: { tags, summary: 'One-click unsubscribe (RFC 8058) from the daily new-match e-mail', querystring: unsubscribeQuery } },
    async (request, reply) => {
      const done = await digest.unsubscribe(request.query.token ?? '');
      return sendHtml(request, reply, done ? 200 : 400, done ? donePage() : badLinkPage());
    });
};
