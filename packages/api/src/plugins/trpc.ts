import websocket from '@fastify/websocket';
import type { TRPCError } from '@trpc/server';
import { incomingMessageToRequest } from '@trpc/server/adapters/node-http';
import { getWSConnectionHandler, type WSSHandlerOptions } from '@trpc/server/adapters/ws';
import { resolveResponse } from '@trpc/server/http';
import { REQUEST_BODY_LIMIT_BYTES } from '@wallcraft/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { IncomingHttpHeaders } from 'node:http';
import type { Env } from '../env';
import { upgradeOriginAllowed } from './origin';
import { appRouter, type AppRouter } from '../router';
import { noteUpgradeAddress, type makeCreateContext } from '../trpc/create-context';
import { noteServerError } from './server-errors';
import { answerQueries, plannedQueries } from './trpc-queries';

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
    const onError = ({ error, path: procedure, req }: { error: TRPCError; path?: string; req: FastifyRequest }) => {
      noteServerError(req, error, procedure);
      // The request's own logger, so the line carries its request id (and trace id).
      if (error.code === 'INTERNAL_SERVER_ERROR') req.log.error({ err: error, procedure }, 'tRPC call failed');
    };
    // The websocket's calls. Its options are those of tRPC's applyWSSHandler less the server, which only that reads
    // (tRPC's Fastify adapter passes them the same way). Their errors go to the server's logger: a socket's request
    // is Node's, without Fastify's.
    const socketOptions: Omit<WSSHandlerOptions<AppRouter>, 'wss'> = {
      router: appRouter,
      createContext: opts.createContext,
      onError: ({ error, path: procedure }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error, procedure }, 'tRPC call failed');
      },
    };
    const onConnection = getWSConnectionHandler(socketOptions as WSSHandlerOptions<AppRouter>);
    await app.register(
      async (trpc) => {
        // Bodies reach tRPC as text, which it parses itself (as its own Fastify adapter has them).
        trpc.removeContentTypeParser('application/json');
        trpc.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
          done(null, body),
        );
        trpc.all<{ Params: { path: string } }>('/:path', async (request, reply) => {
          const createContext = () => opts.createContext({ req: request, res: reply });
          const queries = request.method === 'GET' ? plannedQueries(request, request.params.path) : null;
          if (queries)
            return answerQueries(queries, createContext, (call) => onError({ ...call, req: request }), reply);
          const response = await resolveResponse({
            router: appRouter,
            req: callRequest(request, reply),
            path: request.params.path,
            error: null,
            createContext,
            onError: (details) => onError({ ...details, req: request }),
          });
          if (response.headers.get('content-type') !== 'application/json') return reply.send(response);
          reply.code(response.status);
          for (const [name, value] of response.headers) reply.header(name, value);
          return reply.send(await response.text());
        });
        trpc.get('/', { websocket: true }, (socket, request) => onConnection(socket, request.raw));
      },
      { prefix: '/trpc' },
    );
  },
);

/**
 * What tRPC's `resolveResponse` reads of a fetch `Request` for a call over GET or with a JSON body: its method, URL,
 * headers (`get`, `has`), abort signal and `json()`. Given this instead of a `Request` built from Node's request,
 * as tRPC's Fastify adapter builds one, a call skips copying every header into a `Headers`, the `Request` (whose
 * signal undici registers with a FinalizationRegistry, which keeps what it holds through every young collection)
 * and two abort listeners: the web app's session call used 3.3x the bare app's CPU where REST used 1.45x
 * (bench/README.md). Any other body (multipart, a stream) is read by tRPC from a `Request` of its own, as before.
 */
function callRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const type = request.headers['content-type'];
  if (request.method !== 'GET' && request.method !== 'HEAD' && !type?.startsWith('application/json')) {
    const raw = Object.assign(request.raw, { body: request.body });
    return incomingMessageToRequest(raw, reply.raw, { maxBodySize: null });
  }
  const body = typeof request.body === 'string' ? request.body : '';
  return {
    method: request.method,
    // tRPC reads the path and query from it; the origin is never used.
    url: `http://localhost${request.url}`,
    headers: new CallHeaders(request.headers),
    signal: abortedWhenClientLeaves(reply),
    json: async () => JSON.parse(body) as unknown,
  } as unknown as Request;
}

/** The `get` and `has` of fetch's `Headers`, over Node's (lower-cased) incoming headers. */
class CallHeaders {
  constructor(private readonly incoming: IncomingHttpHeaders) {}

  get(name: string): string | null {
    const value = this.incoming[name.toLowerCase()];
    if (value === undefined) return null;
    return Array.isArray(value) ? value.join(', ') : value;
  }

  has(name: string): boolean {
    return this.incoming[name.toLowerCase()] !== undefined;
  }
}

/** A signal that aborts when the response closes unanswered (the client went away), never after an answer. */
function abortedWhenClientLeaves(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}
