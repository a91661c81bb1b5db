import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, CARD_LIMITS, cardInputSchema, cardSchema, myCardResponseSchema, publicCardSchema } from '@kindred/contract';
import { readWhole } from '../../adapters/storage/storage.js';
import { HttpError } from '../../http/error-handler.js';
import { currentUser } from '../../http/session-guard.js';
import type { DrawnPages } from '../../http/drawn-pages.js';
import { type ImageVariants, VARIANT_WIDTHS } from '../media/image-variants.js';
import type { ShareCardService } from './share-card-service.js';
import { createSharePageRenderer, shareMeta } from './share-page.js';
import { sendHtml } from '../../http/html-reply.js';
import { perDaterLimit } from '../../http/per-dater-limit.js';

const tags = ['cards'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 413: apiErrorSchema, 415: apiErrorSchema, 429: apiErrorSchema };
const cardParams = z.object({ cardId: z.uuid({ error: 'Not a card id.' }) });
/**
 * A public link is either a card or not one: whatever is not a card's id, however it is spelled,
 * answers 404 like a card that no longer exists, so the share page and its API agree.
 */
const publicCardParams = z.object({ cardId: z.string() });
const isCardId = (value: string) => z.uuid().safeParse(value).success;
const variantQuery = z.object({ w: z.enum(VARIANT_WIDTHS.map(String) as [string, ...string[]], { error: `w must be one of ${VARIANT_WIDTHS.join(', ')}.` }).optional() });
const PUBLIC_IMAGE_CACHE = 'public, max-age=300';

export const shareCardRoutes: FastifyPluginAsyncZod<{ cards: ShareCardService; publicUrl: string; webDistDir: string; pages: DrawnPages; variants: ImageVariants; uploadsPerMinute: number }> = async (
  app,
  { cards, publicUrl, webDistDir, pages, variants, uploadsPerMinute },
) => {
  // Creating a card and storing its image (decoding and re-encoding up to 8 MB of PNG) are uploads,
  // counted per dater with the photo uploads' limit (security invariant 5). The count runs once
  // the session is known, so the body has been read by then, but the costly re-encode has not run.
  const uploadLimited = perDaterLimit(uploadsPerMinute);

  // The rendered card arrives as the raw PNG body.
  app.addContentTypeParser('image/png', { parseAs: 'buffer', bodyLimit: CARD_LIMITS.imageBytes }, (_request, body, done) => done(null, body));

  app.get('/api/cards/mine', { schema: { tags, summary: "The dater's newest shareable card, or null", response: { 200: myCardResponseSchema, ...errors } } }, async (request) => ({
    card: await cards.mine(currentUser(request).id),
  }));

  app.post('/api/cards', { config: uploadLimited, schema: { tags, summary: 'Saves a new shareable card', body: cardInputSchema, response: { 201: cardSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await cards.create(currentUser(request).id, request.body)));

  app.put('/api/cards/:cardId', { schema: { tags, summary: 'Edits one of your cards', params: cardParams, body: cardInputSchema, response: { 200: cardSchema, ...errors } } },
    async (request) => cards.update(currentUser(request).id, request.params.cardId, request.body));

  app.put(
    '/api/cards/:cardId/image',
    {
      config: uploadLimited,
      schema: { tags, summary: 'Stores the rendered card (image/png, 1600x2400)', consumes: ['image/png'], params: cardParams, response: { 200: cardSchema, ...errors } },
    },
    async (request) => {
      if (!Buffer.isBuffer(request.body)) throw new HttpError(415, 'Send the card as image/png.', 'NOT_PNG');
      return cards.saveImage(currentUser(request).id, request.params.cardId, request.body);
    },
  );

  // Public: anyone with the link may see a card, and nothing else about its owner.
  app.get('/api/public/cards/:cardId', { config: { public: true },
    schema: { tags, summary: 'A card as its share page shows it', params: publicCardParams, response: { 200: publicCardSchema, ...errors } } }, async (request) => {
    const card = isCardId(request.params.cardId) ? await cards.publicCard(request.params.cardId) : null;
    if (!card) throw new HttpError(404, 'This card does not exist.', 'CARD_NOT_FOUND');
    return card;
  });

  app.get('/api/public/cards/:cardId/image.png', { config: { public: true },
    schema: { tags, summary: "The card's PNG; with ?w= a smaller WebP (or JPEG) copy for the share page", params: publicCardParams, querystring: variantQuery } }, async (request, reply) => {
    if (!isCardId(request.params.cardId)) throw new HttpError(404, 'This card has no image.', 'CARD_NOT_FOUND');
    const key = await cards.publicImageKey(request.params.cardId);
    if (key && (await variants.reply(request, reply, key, PUBLIC_IMAGE_CACHE))) return reply;
    const image = await cards.publicImage(request.params.cardId);
    if (!image) throw new HttpError(404, 'This card has no image.', 'CARD_NOT_FOUND');
    reply.header('cache-control', PUBLIC_IMAGE_CACHE).type('image/png');
    return reply.send(await readWhole(image));
  });

  const render = createSharePageRenderer(webDistDir);
  app.get<{ Params: { cardId: string } }>('/share/:cardId', { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
    const { cardId } = request.params;
    const card = isCardId(cardId) ? await cards.publicCard(cardId) : null;
    const shell = render(shareMeta(card, cardId, publicUrl));
    if (shell === null) throw new HttpError(404, 'The web app is not built.', 'NO_WEB_BUILD');
    // A card is drawn into the page, so it shows before any script; a missing one is left to the app.
    const html = (card && (await pages.render('share', request.url, { template: shell, card }))) ?? shell;
    // A missing card still gets the app, which shows a friendly page, with a 404 for crawlers.
    return sendHtml(request, reply, card ? 200 : 404, html);
  });
};
