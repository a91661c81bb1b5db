import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

const STATUS_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  502: 'Bad Gateway',
};

/** A failure the dater caused and can fix; its message is safe to show. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/**
 * Bad input gets a 4xx with a message that says what to fix. Anything unexpected is logged with
 * the request id and answered with a plain 500: no stack trace or internal detail leaves us.
 */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const message = error.validation
        .map((issue) => {
          const where = `${error.validationContext ?? 'request'}${issue.instancePath.replaceAll('/', '.')}`;
          return `${where}: ${issue.message}`;
        })
        .join('; ');
      return reply.status(400).send({ statusCode: 400, error: 'Bad Request', message, code: 'VALIDATION_FAILED' });
    }
    const status = error.statusCode ?? 500;
    // Our own HttpErrors carry messages written for daters, including 502 for a provider outage.
    if (error instanceof HttpError || (status >= 400 && status < 500)) {
      return reply.status(status).send({
        statusCode: status,
        error: STATUS_NAMES[status] ?? 'Bad Request',
        message: error.message,
        ...(error.code ? { code: error.code } : {}),
      });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Something went wrong on our side. Please try again in a moment.',
    });
  });
}
