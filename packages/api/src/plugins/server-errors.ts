import type { DB } from '@wallcraft/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { recordServerError } from '../domains/admin/system/service';

type Noted = { message: string | null; procedure: string | null };

/** The error behind a request's answer, noted where it was caught, until the answer is sent. */
const noted = new WeakMap<object, Noted>();

/**
 * Notes the error a request failed with, for the record of its 5xx (tRPC and the REST handler catch their errors
 * themselves, so Fastify's onError never sees them). The first error of a batch stays.
 */
export function noteServerError(request: object | undefined, error: unknown, procedure?: string): void {
  if (!request || noted.has(request)) return;
  const message = error instanceof Error ? error.message : null;
  noted.set(request, { message, procedure: procedure ?? null });
}

/** Health probes answer 503 by design while the database is down or the process stops: not errors to record. */
const isHealthProbe = (request: FastifyRequest) => request.url.startsWith('/api/health');

/**
 * Records every 5xx answer (server_errors, the console's SYSTEM page): its request id, method, route pattern (never
 * the URL with its values), status and the error's own message. Written after the answer, without waiting.
 */
export const serverErrorsPlugin = fp(
  async (app: FastifyInstance, opts: { db: DB }) => {
    app.addHook('onError', async (request, _reply, error) => noteServerError(request, error));
    app.addHook('onResponse', (request, reply, done) => {
      done();
      if (reply.statusCode < 500 || isHealthProbe(request)) return;
      const cause = noted.get(request);
      recordServerError(opts.db, app.log, {
        requestId: request.id,
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: reply.statusCode,
        message: cause?.message,
        procedure: cause?.procedure,
      });
    });
  },
  { name: 'server-errors' },
);
