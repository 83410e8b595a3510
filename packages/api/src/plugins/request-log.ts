import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Writable } from 'node:stream';
import { traceFields, tracingActive } from '../telemetry/tracing';

/** A request slower than this is always logged. */
export const SLOW_REQUEST_MS = 1000;

/**
 * One line per completed request instead of Fastify's two (incoming, completed), and only for a sample of the
 * ordinary ones (REQUEST_LOG_SAMPLE): at a few thousand calls a second, two JSON lines each cost more than the
 * call's own work. A 5xx or a slow request is always logged, at warn; the error itself is logged in full where it
 * is handled (plugins/errors.ts, the tRPC onError).
 */
export const requestLogPlugin = fp(async (app: FastifyInstance, opts: { sample: number }) => {
  app.addHook('onResponse', (request, reply, done) => {
    done();
    const { statusCode } = reply;
    const responseTime = reply.elapsedTime;
    const notable = statusCode >= 500 || responseTime >= SLOW_REQUEST_MS;
    if (!notable && !(opts.sample > 0 && Math.random() < opts.sample)) return;
    const line = { req: request, res: reply, responseTime };
    if (notable) request.log.warn(line, 'request completed');
    else request.log.info(line, 'request completed');
  });
});

/** How a server logs: false for none, or a stream to write to instead of stdout (tests read it). */
export type LogOutput = false | { stream: Writable } | undefined;

/**
 * The logger of the API and of the console's server: secrets never reach a log line. Cookies, Authorization and
 * Set-Cookie are redacted, and a request is logged with its query values replaced, since one-click unsubscribe
 * tokens and upload signatures travel in query strings. A request's lines carry its id (reqId) and, with tracing
 * on, the trace and span they were written in (traceId, spanId).
 */
export function loggerOptions(level: string, output: LogOutput): FastifyServerOptions['logger'] {
  if (output === false) return false;
  return {
    level,
    ...(tracingActive() ? { mixin: traceFields } : {}),
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactQuery(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    ...(output ? { stream: output.stream } : {}),
  };
}

/** The URL with each query value replaced by [REDACTED]; the names stay, so a line still says what was asked. */
export function redactQuery(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const pairs = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      return equals === -1 ? pair : `${pair.slice(0, equals)}=[REDACTED]`;
    });
  return `${url.slice(0, start)}?${pairs.join('&')}`;
}
