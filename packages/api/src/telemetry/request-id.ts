import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { tracingPlugin } from './tracing';

/** The response header naming the request, for a person to quote to support and for a proxy's logs. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** W3C trace context: version-traceid-parentid-flags, lowercase hex; all-zero ids and version ff are invalid. */
const TRACEPARENT = /^([\da-f]{2})-([\da-f]{32})-([\da-f]{16})-[\da-f]{2}$/;
/** An id a proxy sends is taken only when it is short and cannot break a log line or a header. */
const SAFE_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The trace id of a valid traceparent header, or null. */
export function traceIdOf(traceparent: string | string[] | undefined): string | null {
  if (typeof traceparent !== 'string') return null;
  const match = TRACEPARENT.exec(traceparent.trim());
  if (!match || match[1] === 'ff' || /^0+$/.test(match[2]!) || /^0+$/.test(match[3]!)) return null;
  return match[2]!;
}

/**
 * Fastify's genReqId: the trace id of an incoming traceparent, so the request id finds the trace and the logs of
 * the services before us; else the X-Request-Id a proxy sent, when safe; else a new one.
 */
export function requestId(req: IncomingMessage): string {
  const traceId = traceIdOf(req.headers.traceparent);
  if (traceId) return traceId;
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
}

/**
 * Every response says which request it answers (X-Request-Id), errors and 404s too. With tracing on, the request
 * is traced from its first hook (@fastify/otel, registered here before the routes).
 */
export const requestIdPlugin = fp(async (app: FastifyInstance) => {
  const otel = await tracingPlugin();
  if (otel) await app.register(otel);
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
});
