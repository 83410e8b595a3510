import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** A request slower than this is always logged. */
export const SLOW_REQUEST_MS = 1000;

/**
 * One line per completed request instead of Fastify's two (incoming, completed), and only for a sample of the
 * ordinary ones (REQUEST_LOG_SAMPLE): at a few thousand calls a second, two JSON lines each cost more than the
 * call's own work. A 5xx or a slow request is always logged, at warn; the error itself is logged in full where it
 * is handled (plugins/errors.ts, the tRPC onError).
 */
export const requestLogPlugin = fp(async (app: FastifyInstance, opts: { sample: number }) => {
  app.addHook('onResponse', async (request, reply) => {
    const { statusCode } = reply;
    const responseTime = reply.elapsedTime;
    const notable = statusCode >= 500 || responseTime >= SLOW_REQUEST_MS;
    if (!notable && !(opts.sample > 0 && Math.random() < opts.sample)) return;
    const line = { req: request, res: reply, responseTime };
    if (notable) request.log.warn(line, 'request completed');
    else request.log.info(line, 'request completed');
  });
});
