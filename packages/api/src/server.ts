import fastifyStatic from '@fastify/static';
import websocket from '@fastify/websocket';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '@wallcraft/db';
import { REQUEST_BODY_LIMIT_BYTES } from '@wallcraft/shared';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { ensureFirstAdmin } from './domains/admin/service';
import { SESSION_COOKIE, deleteExpiredSessions, resolveUserSession, deleteUserSession } from './domains/auth/sessions';
import type { Env } from './env';
import { RateLimiter } from './lib/rate-limiter';
import { docsPlugin } from './plugins/docs';
import { mediaPlugin } from './plugins/media';
import { objectsPlugin } from './plugins/objects';
import { verificationWorkerPlugin } from './plugins/verification-worker';
import { openApiPlugin } from './plugins/openapi';
import { securityPlugin } from './plugins/security';
import { createEventBus } from './realtime/bus';
import { appRouter, type AppRouter } from './router';
import type { ServerDeps } from './trpc/context';
import { makeCreateContext } from './trpc/create-context';

export type CreateServerOptions = {
  env: Env;
  /** A database to use instead of opening one from env (tests); the caller closes it. */
  database?: DatabaseHandle;
  logger?: boolean;
};

const FASTIFY_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but the content type says JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is larger than 1 MB',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type; send application/json',
};

const STATUS_CODES: Record<number, string> = { 400: 'BAD_REQUEST', 404: 'NOT_FOUND', 413: 'PAYLOAD_TOO_LARGE', 415: 'UNSUPPORTED_MEDIA_TYPE', 429: 'TOO_MANY_REQUESTS' };

function openDatabaseFromEnv(env: Env): Promise<DatabaseHandle> {
  return env.DATABASE_URL ? openDatabase({ kind: 'postgres', connectionString: env.DATABASE_URL }) : openDatabase({ kind: 'pglite', dataDir: env.DATA_DIR });
}

/** Builds the API (no listen): tests use inject or a caller; main.ts listens. */
export async function createServer(options: CreateServerOptions): Promise<FastifyInstance> {
  const { env } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: env.LOG_LEVEL, redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'] },
    bodyLimit: REQUEST_BODY_LIMIT_BYTES,
    trustProxy: env.TRUST_PROXY,
    genReqId: (req) => (typeof req.headers['x-request-id'] === 'string' && req.headers['x-request-id'].length <= 100 ? req.headers['x-request-id'] : randomUUID()),
    routerOptions: { maxParamLength: 500 },
  });

  const handle = options.database ?? (await openDatabaseFromEnv(env));
  // A database handed in (main.ts, tests) is already migrated; one opened here is migrated here, once.
  if (!options.database) await migrateToLatest(handle.db);
  await ensureFirstAdmin(handle.db, env, app.log);
  const bus = await createEventBus(handle, app.log);
  const windowMs = env.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000;
  const deps: ServerDeps = {
    db: handle.db,
    env,
    log: app.log,
    bus,
    limiters: {
      authPerIp: new RateLimiter(env.AUTH_RATE_LIMIT_PER_IP, windowMs),
      authPerEmail: new RateLimiter(env.AUTH_RATE_LIMIT_PER_EMAIL, windowMs),
      chatPerUser: new RateLimiter(env.CHAT_RATE_LIMIT_PER_MINUTE, 60_000),
      messagesPerUser: new RateLimiter(env.MESSAGE_RATE_LIMIT_PER_MINUTE, 60_000),
      applicationsPerUser: new RateLimiter(env.APPLICATION_RATE_LIMIT_PER_MINUTE, 60_000),
    },
  };

  const sweep = setInterval(() => void deleteExpiredSessions(handle.db).catch((error: unknown) => app.log.warn({ err: error }, 'session sweep failed')), 60 * 60 * 1000);
  sweep.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await bus.close();
    if (!options.database) await handle.close();
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ message: 'Internal server error', code: 'INTERNAL_SERVER_ERROR' });
    }
    const message = (error.code && FASTIFY_ERROR_MESSAGES[error.code]) ?? error.message;
    return reply.status(status).send({ message, code: STATUS_CODES[status] ?? 'BAD_REQUEST' });
  });

  await app.register(securityPlugin, { env });
  await app.register(websocket, { options: { maxPayload: REQUEST_BODY_LIMIT_BYTES } });

  const createContext = makeCreateContext(deps, (header) => app.parseCookie(header));
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    useWSS: true,
    trpcOptions: {
      router: appRouter,
      createContext,
      onError: ({ error, path: procedure }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error, procedure }, 'tRPC call failed');
      },
    },
  } satisfies FastifyTRPCPluginOptions<AppRouter>);

  // Sign-in and sign-out links are full page loads, not client-side routes.
  app.get('/api/login', { schema: { hide: true } }, (_request, reply) => reply.redirect('/login'));
  app.get('/api/logout', { schema: { hide: true } }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    const session = token ? await resolveUserSession(handle.db, token, env.SESSION_TTL_DAYS) : null;
    if (session) await deleteUserSession(handle.db, session.hash);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.redirect('/');
  });

  await app.register(docsPlugin, { baseUrl: '/api' });
  await app.register(openApiPlugin, { createContext });
  await app.register(mediaPlugin);
  await app.register(objectsPlugin, { deps });
  await app.register(verificationWorkerPlugin, { deps });

  const webDist = env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : null;
  if (webDist && existsSync(path.join(webDist, 'index.html'))) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = /^\/(api|trpc|media)(\/|$)/.test(request.url);
    if (!isApi && webDist && request.method === 'GET') return reply.type('text/html').sendFile('index.html', webDist);
    return reply.status(404).send({ message: `No route for ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND' });
  });

  return app;
}
