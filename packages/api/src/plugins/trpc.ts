import websocket from '@fastify/websocket';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { REQUEST_BODY_LIMIT_BYTES } from '@wallcraft/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../env';
import { upgradeOriginAllowed } from './origin';
import { appRouter, type AppRouter } from '../router';
import { noteUpgradeAddress, type makeCreateContext } from '../trpc/create-context';
import { noteServerError } from './server-errors';

/** The most calls one HTTP batch request (/trpc/a,b,c?batch=1) may carry. */
export const TRPC_MAX_BATCH_CALLS = 20;

/** The number of calls in a /trpc batch request, or 0 when it is not one. */
function batchCalls(request: FastifyRequest): number {
  if (!request.url.startsWith('/trpc/')) return 0;
  const [path = '', query = ''] = request.url.split('?', 2);
  if (!new URLSearchParams(query).has('batch')) return 0;
  return path.slice('/trpc/'.length).split(',').length;
}

/** The tRPC router at /trpc, over HTTP and over the websocket (subscriptions). */
export const trpcPlugin = fp(
  async (app: FastifyInstance, opts: { createContext: ReturnType<typeof makeCreateContext>; env: Env }) => {
    await app.register(websocket, { options: { maxPayload: REQUEST_BODY_LIMIT_BYTES } });
    app.addHook('onRequest', (request, reply, done) => {
      if (request.headers.upgrade?.toLowerCase() === 'websocket') {
        if (!upgradeOriginAllowed(request, opts.env))
          return void reply.code(403).send({ error: { message: 'This origin may not open the websocket' } });
        noteUpgradeAddress(request);
      }
      if (batchCalls(request) > TRPC_MAX_BATCH_CALLS) {
        return void reply.code(413).send({
          error: {
            message: `A batch may hold at most ${TRPC_MAX_BATCH_CALLS} calls`,
            data: { code: 'PAYLOAD_TOO_LARGE', httpStatus: 413 },
          },
        });
      }
      done();
    });
    await app.register(fastifyTRPCPlugin, {
      prefix: '/trpc',
      useWSS: true,
      trpcOptions: {
        router: appRouter,
        createContext: opts.createContext,
        onError: ({ error, path: procedure, req }) => {
          noteServerError(req, error, procedure);
          // The request's own logger, so the line carries its request id (and trace id).
          if (error.code === 'INTERNAL_SERVER_ERROR') req.log.error({ err: error, procedure }, 'tRPC call failed');
        },
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>);
  },
);
