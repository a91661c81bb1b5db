/**
 * One error type for every failed call, so screens branch on `status`/`code`
 * instead of guessing at response shapes.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;

  constructor(status: number, message: string, code?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

/** Status 0 marks a request that never got an HTTP answer (offline, DNS, CORS). */
export const NETWORK_ERROR_STATUS = 0;

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

export function isUnauthorized(error: unknown): boolean {
  return isApiError(error, 401);
}

/** Client errors will not fix themselves, so retrying them only delays the message. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === NETWORK_ERROR_STATUS || error.status >= 500;
}
