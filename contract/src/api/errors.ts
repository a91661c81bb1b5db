import { z } from 'zod';

/** Every 4xx/5xx body the API sends has this shape (Fastify's own error format). */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  code: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
