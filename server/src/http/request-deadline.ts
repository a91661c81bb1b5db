import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Where a request was when its deadline passed, for the log line that reports it. */
const stages = new WeakMap<FastifyRequest, string>();

/**
 * No request stays unanswered past `seconds` (REQUEST_DEADLINE_SECONDS): one that is still open
 * then is answered 503 with a message a dater can act on, and logged as an error with its route
 * and the stage it was stuck in, so a hang is found in the log instead of in a dater's spinner.
 * The clock runs from the start and again from the end of the body: a slow upload over a poor
 * connection is the network's time, not the server's. An answer already streaming (the coach,
 * media) is left alone.
 */
export function installRequestDeadline(app: FastifyInstance, seconds: number): void {
  const ms = seconds * 1000;
  const arm = (request: FastifyRequest, reply: FastifyReply) => {
    const timer = setTimeout(() => {
      if (reply.sent || reply.raw.headersSent) return;
      request.log.error(
        { route: request.routeOptions.url ?? 'unmatched', method: request.method, stage: stages.get(request), deadlineSeconds: seconds },
        'request unanswered past its deadline: answered 503',
      );
      void reply
        .status(503)
        .header('retry-after', '5')
        .send({ statusCode: 503, error: 'Service Unavailable', message: 'This took too long to answer. Please try again in a moment.', code: 'REQUEST_DEADLINE' });
    }, ms);
    timer.unref();
    return timer;
  };
  const timers = new WeakMap<FastifyRequest, NodeJS.Timeout>();
  const restart = (request: FastifyRequest, reply: FastifyReply) => {
    clearTimeout(timers.get(request));
    timers.set(request, arm(request, reply));
  };

  app.addHook('onRequest', async (request, reply) => {
    stages.set(request, 'checking the session and limits');
    restart(request, reply);
    reply.raw.once('close', () => clearTimeout(timers.get(request)));
  });
  app.addHook('preParsing', async (request) => {
    stages.set(request, 'receiving the body');
    clearTimeout(timers.get(request));
  });
  app.addHook('preValidation', async (request, reply) => {
    stages.set(request, 'checking the request');
    restart(request, reply);
  });
  app.addHook('preHandler', async (request) => {
    stages.set(request, 'handling the request');
  });
  app.addHook('onSend', async (request) => {
    stages.set(request, 'sending the answer');
  });
  app.addHook('onResponse', async (request) => {
    clearTimeout(timers.get(request));
  });
}
