import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, imageKindParamsSchema, imageUploadResponseSchema, MAX_IMAGE_UPLOAD_BYTES, PROFILE_TEXTS } from '@kindred/contract';
import { HttpError } from '../../http/error-handler.js';
import { currentUser } from '../../http/session-guard.js';
import { uploadError } from '../../http/upload-errors.js';
import type { ImagesService } from './images-service.js';
import { perDaterLimit } from '../../http/per-dater-limit.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 413: apiErrorSchema, 415: apiErrorSchema, 429: apiErrorSchema };

export const imagesRoutes: FastifyPluginAsyncZod<{ images: ImagesService; perMinute: number }> = async (app, { images, perMinute }) => {
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_UPLOAD_BYTES, files: 1, fields: 0, parts: 1 } });

  app.post(
    '/api/profile/images/:kind',
    {
      // Counted per dater once the session is known: re-encoding is the costly part.
      config: perDaterLimit(perMinute),
      schema: {
        tags: ['profile'],
        summary: 'Replaces the profile photo or cover (multipart field "image"), re-encoded to JPEG without metadata',
        consumes: ['multipart/form-data'],
        params: imageKindParamsSchema,
        response: { 200: imageUploadResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (!request.isMultipart()) throw new HttpError(415, PROFILE_TEXTS.invalidImage, 'NOT_MULTIPART');
      let data: Buffer;
      try {
        const part = await request.file();
        if (!part || part.fieldname !== 'image') throw new HttpError(400, 'Send the image in a field named "image".', 'NO_IMAGE');
        data = await part.toBuffer();
      } catch (error) {
        throw uploadError(error, () => new HttpError(413, PROFILE_TEXTS.imageTooLarge, 'IMAGE_TOO_LARGE'));
      }
      return images.upload(user.id, request.params.kind, data);
    },
  );

  app.delete(
    '/api/profile/images/:kind',
    { schema: { tags: ['profile'], summary: 'Removes the profile photo or cover', params: imageKindParamsSchema, response: { 200: imageUploadResponseSchema, ...errors } } },
    async (request) => images.remove(currentUser(request).id, request.params.kind),
  );
};
