import { apiErrorSchema } from '@kindred/contract';
import { z } from 'zod/mini';
import { ApiError, NETWORK_ERROR_STATUS } from './api-error';

/**
 * better-auth answers its own errors as `{ code, message }` rather than our
 * `{ statusCode, error, message }`, so both shapes are accepted here.
 */
const authLibraryErrorSchema = z.object({
  code: z.optional(z.string()),
  message: z.optional(z.string()),
});

interface RequestOptions<Schema extends z.ZodMiniType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /**
   * JSON-encoded, except FormData, which is sent as multipart (uploads), and a Blob, which is sent
   * as its raw bytes with the Blob's own type as the content type (e.g. a rendered image/png).
   */
  body?: unknown;
  schema: Schema;
  signal?: AbortSignal;
}

/** Calls our same-origin API with the session cookie and parses the answer with a contract schema. */
export async function request<Schema extends z.ZodMiniType>(
  path: string,
  { method = 'GET', body, schema, signal }: RequestOptions<Schema>,
): Promise<z.output<Schema>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  // FormData sets its own multipart content type, boundary included; a Blob sends its own type.
  const isRaw = body instanceof FormData || body instanceof Blob;
  if (body instanceof Blob && body.type) headers['content-type'] = body.type;
  else if (body !== undefined && !isRaw) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : isRaw ? body : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(NETWORK_ERROR_STATUS, 'We could not reach Kindred. Check your connection.', 'NETWORK_ERROR');
  }

  const payload = await readJson(response);
  if (!response.ok) throw toApiError(response, payload);

  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    throw new ApiError(response.status, 'The server sent an answer we did not understand.', 'INVALID_RESPONSE');
  }
  return parsed.data;
}

/**
 * For calls that read a successful body themselves (e.g. a streamed reply): the same ApiError that
 * `request` throws for a failed answer.
 */
export async function apiErrorFrom(response: Response): Promise<ApiError> {
  return toApiError(response, await readJson(response));
}

/** For calls whose success body we do not use: any JSON (or none) is fine. */
export const anyBodySchema = z.unknown();

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function toApiError(response: Response, payload: unknown): ApiError {
  const ours = apiErrorSchema.safeParse(payload);
  if (ours.success) return new ApiError(response.status, ours.data.message, ours.data.code);

  const library = authLibraryErrorSchema.safeParse(payload);
  const message = (library.success && library.data.message) || response.statusText || 'Request failed';
  const code = library.success ? library.data.code : undefined;
  return new ApiError(response.status, message, code);
}
