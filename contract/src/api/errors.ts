import { z } from 'zod/mini';

/** Every 4xx/5xx body the API sends has this shape (Fastify's own error format). */
export const apiErrorSchema = z.object({
  statusCode: z.int(),
  error: z.string(),
  message: z.string(),
  code: z.optional(z.string()),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
