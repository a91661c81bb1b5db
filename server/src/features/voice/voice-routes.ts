import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, MAX_AUDIO_UPLOAD_BYTES, transcriptionResponseSchema } from '@kindred/contract';
import { HttpError } from '../../http/error-handler.js';
import { currentUser } from '../../http/session-guard.js';
import { uploadError } from '../../http/upload-errors.js';
import type { VoiceService } from './voice-service.js';
import { perDaterLimit } from '../../http/per-dater-limit.js';

const TOO_LARGE = `That recording is too long. Please keep it under ${MAX_AUDIO_UPLOAD_BYTES / 1024 / 1024} MB, or type your answer.`;

export const voiceRoutes: FastifyPluginAsyncZod<{ voice: VoiceService; perMinute: number }> = async (app, { voice, perMinute }) => {
  await app.register(multipart, { limits: { fileSize: MAX_AUDIO_UPLOAD_BYTES, files: 1, fields: 0, parts: 1 } });

  app.post(
    '/api/voice/transcriptions',
    {
      // Counted per dater once the session is known, so one account cannot run up the bill.
      config: perDaterLimit(perMinute),
      schema: {
        tags: ['voice'],
        summary: 'Transcribes one recording (multipart field "audio") to text',
        consumes: ['multipart/form-data'],
        response: { 200: transcriptionResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 413: apiErrorSchema, 415: apiErrorSchema, 422: apiErrorSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (!request.isMultipart()) throw new HttpError(415, 'Send the recording as multipart/form-data in a field named "audio".', 'NOT_MULTIPART');
      let data: Buffer;
      try {
        const part = await request.file();
        if (!part || part.fieldname !== 'audio') throw new HttpError(400, 'Send the recording in a field named "audio".', 'NO_AUDIO');
        data = await part.toBuffer();
      } catch (error) {
        throw uploadError(error, () => new HttpError(413, TOO_LARGE, 'AUDIO_TOO_LARGE'));
      }
      return voice.transcribe(user.id, data);
    },
  );
};
