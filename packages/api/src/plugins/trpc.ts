import websocket from '@fastify/websocket';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { REQUEST_BODY_LIMIT_BYTES } from '@wallcraft/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { appRouter, type AppRouter } from '../router';
import type { makeCreateContext } from '../trpc/create-context';

/** The tRPC router at /trpc, over HTTP and over the websocket (subscriptions). */
export const trpcPlugin = fp(
  async (app: FastifyInstance, opts: { createContext: ReturnType<typeof makeCreateContext> }) => {
    await app.register(websocket, { options: { maxPayload: REQUEST_BODY_LIMIT_BYTES } });
    await app.register(fastifyTRPCPlugin, {
      prefix: '/trpc',
      useWSS: true,
      trpcOptions: {
        router: appRouter,
        createContext: opts.createContext,
        onError: ({ error, path: procedure }) => {
          if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error, procedure }, 'tRPC call failed');
        },
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>);
  },
);
