import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { describeFastifyError } from '../trpc/errors';

/** Errors outside tRPC (body parsing, limits, thrown handlers): 4xx keep their message; 5xx are logged and hidden. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'unhandled error');
    return reply.status(status).send(describeFastifyError(status, error));
  });
});
