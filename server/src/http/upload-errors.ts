import { HttpError } from './error-handler.js';

/**
 * What reading a multipart upload threw, as the dater should see it. The parser throws plain
 * errors for broken framing (no boundary, a body cut off mid-part); those are the sender's to fix
 * and must not become a 500. The multipart plugin's own errors already carry a 4xx status.
 */
export function uploadError(error: unknown, tooLarge: () => HttpError): Error {
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (error instanceof HttpError || (statusCode !== undefined && statusCode >= 400 && statusCode < 500)) return error as Error;
  return new HttpError(400, 'The upload could not be read: it is not a complete multipart form.', 'BAD_MULTIPART');
}
