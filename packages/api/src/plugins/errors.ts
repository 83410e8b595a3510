import { isDiskFullError, isEngineRestartedError } from '@wallcraft/db';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DISK_FULL_MESSAGE, ENGINE_RESTARTED_MESSAGE, describeFastifyError } from '../trpc/errors';

/**
 * Errors outside tRPC (body parsing, limits, thrown handlers): 4xx keep their message; 5xx are logged and
 * hidden behind the request id, except a write refused for lack of disk space (an upload) and a request the embedded database dropped when
 * it started again: both say so with 503.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isDiskFullError(error)) {
      request.log.error({ err: error }, 'a write failed: out of disk space');
      return reply.status(503).send({ message: DISK_FULL_MESSAGE, code: 'SERVICE_UNAVAILABLE' });
    }
    if (isEngineRestartedError(error))
      return reply.status(503).send({ message: ENGINE_RESTARTED_MESSAGE, code: 'SERVICE_UNAVAILABLE' });
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'unhandled error');
    return reply.status(status).send(describeFastifyError(status, error, request.id));
  });
});
