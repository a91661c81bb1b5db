import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, MAX_SELFIE_UPLOAD_BYTES, SELFIE_TEXTS, selfieRequestParamsSchema, selfieRequestSchema, selfieStatusSchema } from '@kindred/contract';
import { HttpError } from '../../http/error-handler.js';
import { perDaterLimit } from '../../http/per-dater-limit.js';
import { currentUser } from '../../http/session-guard.js';
import { uploadError } from '../../http/upload-errors.js';
import type { SelfieVerificationService } from './selfie-verification-service.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 410: apiErrorSchema, 413: apiErrorSchema, 415: apiErrorSchema, 429: apiErrorSchema };
/** Nobody needs more than a few tries a minute; each upload is re-encoded. */
const REQUESTS_PER_MINUTE = 10;

/** The dater's side of "Selfie verified": their own check only, so no route names another dater. */
export const selfieVerificationRoutes: FastifyPluginAsyncZod<{ selfies: SelfieVerificationService }> = async (app, { selfies }) => {
  const tags = ['selfie-verification'];
  await app.register(multipart, { limits: { fileSize: MAX_SELFIE_UPLOAD_BYTES, files: 1, fields: 0, parts: 1 } });

  app.get('/api/selfie-verification', { schema: { tags, summary: "Where the dater's selfie check stands", response: { 200: selfieStatusSchema, ...errors } } },
    async (request) => selfies.status(currentUser(request).id));

  app.post(
    '/api/selfie-verification/requests',
    { config: perDaterLimit(REQUESTS_PER_MINUTE),
      schema: { tags, summary: 'Picks a gesture for a live selfie; the photo must follow within minutes', response: { 200: selfieRequestSchema, ...errors } } },
    async (request) => selfies.request(currentUser(request).id),
  );

  app.post(
    '/api/selfie-verification/requests/:requestId/photo',
    {
      config: perDaterLimit(REQUESTS_PER_MINUTE),
      schema: {
        tags,
        summary: 'Sends the live selfie (multipart field "image") for a moderator to check; stored privately, re-encoded without metadata',
        consumes: ['multipart/form-data'],
        params: selfieRequestParamsSchema,
        response: { 200: selfieStatusSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (!request.isMultipart()) throw new HttpError(415, SELFIE_TEXTS.invalidImage, 'NOT_MULTIPART');
      let data: Buffer;
      try {
        const part = await request.file();
        if (!part || part.fieldname !== 'image') throw new HttpError(400, 'Send the photo in a field named "image".', 'NO_IMAGE');
        data = await part.toBuffer();
      } catch (error) {
        throw uploadError(error, () => new HttpError(413, SELFIE_TEXTS.imageTooLarge, 'IMAGE_TOO_LARGE'));
      }
      return selfies.submit(user.id, request.params.requestId, data);
    },
  );

  app.get('/api/selfie-verification/photo', { schema: { tags, summary: "The dater's own latest selfie; only they (and moderators, in the console) see it" } }, async (request, reply) => {
    const photo = await selfies.ownPhoto(currentUser(request).id);
    if (!photo) throw new HttpError(404, 'Not found.', 'SELFIE_NOT_FOUND');
    // Never kept by a shared cache, nor by the browser after the tab closes.
    reply.header('cache-control', 'private, no-store').type('image/jpeg');
    return reply.send(photo);
  });
};
