import type { z } from 'zod/mini';
import { ApiError, NETWORK_ERROR_STATUS } from './api-error';
import type { ErrorBodySchemas, ResponseSchemaName, ResponseSchemas } from './contract-schemas';

/** The checked answer of the schema an API function names. */
export type ResponseOf<Name extends ResponseSchemaName> = z.output<ResponseSchemas[Name]>;

interface RequestOptions<Name extends ResponseSchemaName> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /**
   * JSON-encoded, except FormData, which is sent as multipart (uploads), and a Blob, which is sent
   * as its raw bytes with the Blob's own type as the content type (e.g. a rendered image/png).
   */
  body?: unknown;
  /** The contract schema the answer must match, by name; it is loaded beside the request. */
  schema: Name;
  signal?: AbortSignal;
}

/** How a request reaches the API: the browser's fetch, or what the server's page renderer lends. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

let transportOf: () => ApiTransport = () => fetch;

/**
 * Lets the server's page renderer answer this module's requests in-process, for the dater whose
 * page it draws (web/src/prerender/signed-in-pages.ts). `current` is asked on every request, so it
 * can pick the transport of the render in progress; the browser never calls this.
 */
export function chooseApiTransport(current: () => ApiTransport): void {
  transportOf = current;
}

/**
 * The table of which module holds which schema: only ever imported dynamically, so that even the
 * table stays out of the entry script (decision 028).
 */
const schemaTable = () => import('./contract-schemas');

/**
 * The schema an answer is checked with and the error bodies' schemas, each loaded with its own
 * contract module, apart from the entry script (decision 028). The browser keeps a module once it
 * has loaded; a load that failed is tried again by the next request that needs it.
 */
function loadSchemas<Name extends ResponseSchemaName>(name: Name) {
  const table = schemaTable();
  const answer = table.then((schemas) => schemas.loadResponseSchema(name));
  const errorBodies = table.then((schemas) => schemas.loadErrorBodySchemas());
  // A request that fails before a schema is needed must not leave its failed load unheard.
  void answer.catch(() => undefined);
  void errorBodies.catch(() => undefined);
  return { answer, errorBodies };
}

/**
 * Calls our same-origin API with the session cookie and checks the answer with a contract schema.
 * The schemas load while the request is on the network, so on the first call they cost no extra
 * wait, and on every later one they are already here.
 */
export async function request<Name extends ResponseSchemaName>(
  path: string,
  { method = 'GET', body, schema, signal }: RequestOptions<Name>,
): Promise<ResponseOf<Name>> {
  const schemas = loadSchemas(schema);

  const headers: Record<string, string> = { accept: 'application/json' };
  // FormData sets its own multipart content type, boundary included; a Blob sends its own type.
  const isRaw = body instanceof FormData || body instanceof Blob;
  if (body instanceof Blob && body.type) headers['content-type'] = body.type;
  else if (body !== undefined && !isRaw) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await transportOf()(path, {
      method,
      headers,
      body: body === undefined ? undefined : isRaw ? body : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw networkError();
  }

  const payload = await readJson(response);
  // A refused answer keeps its status even when the schemas could not load: a 409 or 422 is the
  // server's word, and calling it a lost connection would invite a retry of what already happened.
  if (!response.ok) throw toApiError(response, payload, await schemas.errorBodies.catch(() => null));
  const answerSchema = await loaded(schemas.answer);

  // Each name's schema answers its own type; TypeScript cannot follow that through the lookup.
  const parsed = (answerSchema as z.ZodMiniType<ResponseOf<Name>>).safeParse(payload);
  if (!parsed.success) {
    throw new ApiError(response.status, 'The server sent an answer we did not understand.', 'INVALID_RESPONSE');
  }
  return parsed.data;
}

/** The login form's credentials schema (features/auth), loaded the same way. */
export function loadCredentialsSchema() {
  return schemaTable().then((schemas) => schemas.loadCredentialsSchema());
}

/**
 * For calls that read a successful body themselves (e.g. a streamed reply): the same ApiError that
 * `request` throws for a failed answer.
 */
export async function apiErrorFrom(response: Response): Promise<ApiError> {
  const errorBodies = schemaTable().then((schemas) => schemas.loadErrorBodySchemas());
  void errorBodies.catch(() => undefined);
  const payload = await readJson(response);
  return toApiError(response, payload, await loaded(errorBodies));
}

/** Schemas that cannot load (offline, a dropped connection) fail the call like the network would. */
async function loaded<T>(schemas: Promise<T>): Promise<T> {
  try {
    return await schemas;
  } catch {
    throw networkError();
  }
}

function networkError(): ApiError {
  return new ApiError(NETWORK_ERROR_STATUS, 'We could not reach Kindred. Check your connection.', 'NETWORK_ERROR');
}

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

function toApiError(response: Response, payload: unknown, errorBodies: ErrorBodySchemas | null): ApiError {
  if (errorBodies === null) return new ApiError(response.status, response.statusText || 'Request failed');
  const ours = errorBodies.ours.safeParse(payload);
  if (ours.success) return new ApiError(response.status, ours.data.message, ours.data.code);

  // better-auth answers its own errors as `{ code, message }` rather than our `{ statusCode, error, message }`.
  const library = errorBodies.authLibrary.safeParse(payload);
  const message = (library.success && library.data.message) || response.statusText || 'Request failed';
  const code = library.success ? library.data.code : undefined;
  return new ApiError(response.status, message, code);
}
