import proxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Env } from './env';
import { securityHeadersPlugin } from './plugins/security';
import { ADMIN_SESSION_COOKIE } from './domains/auth/sessions';
import { isAdminApiPath } from './plugins/origin';
import { answerClientError } from './lib/client-error';

export type CreateAdminServerOptions = {
  env: Env;
  /** The built console (apps/admin/dist): index.html and assets/, built with base /admin/. */
  distDir: string;
  logger?: boolean;
};

const BASE = '/admin/';

/**
 * The admin console in production: its built files under /admin/ with the web app's security headers, every
 * other /admin/… path answered with index.html (client-side routes), and the admin API (/api/admin, admin.*
 * procedures on /trpc) forwarded to the API with the admin session cookie alone.
 * The console and its API share one origin, so the admin session cookie needs neither CORS nor SameSite=None.
 */
export async function createAdminServer(options: CreateAdminServerOptions): Promise<FastifyInstance> {
  const { env } = options;
  const distDir = path.resolve(options.distDir);
  if (!existsSync(path.join(distDir, 'index.html')))
    throw new Error(`No admin console build in ${distDir} (run the admin build first)`);

  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: env.LOG_LEVEL,
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
          },
    trustProxy: env.TRUST_PROXY,
    clientErrorHandler: answerClientError,
  });
  await app.register(securityHeadersPlugin, { env });

  // The API sees the console's user as the client (for its per-IP limits when it trusts this proxy), never a
  // forwarded-for header that the browser made up. The Host stays the console's own, so the API takes the
  // console's Origin as the site's own. A user's session cookie never goes through: cookies do not care about
  // ports, so the web app's cookie reaches this origin too, and the console has no use for it.
  const forwardedHeaders = (
    headers: Record<string, unknown>,
    request: { ip: string; protocol: string; headers: { host?: string; cookie?: string } },
  ) => {
    const { cookie: _cookie, ...rest } = headers;
    const cookie = adminCookiesOnly(request.headers.cookie);
    return {
      ...rest,
      ...(cookie ? { cookie } : {}),
      ...(request.headers.host ? { host: request.headers.host } : {}),
      'x-forwarded-for': request.ip,
      'x-forwarded-proto': request.protocol,
    };
  };
  // The console opens no websocket: nothing to upgrade to here.
  app.addHook('onRequest', async (request, reply) => {
    if (request.headers.upgrade?.toLowerCase() === 'websocket')
      return reply.code(404).send({ message: 'The admin console has no websocket', code: 'NOT_FOUND' });
  });
  // Only the admin API is reachable from the console's origin: REST under /api/admin, tRPC calls whose every
  // procedure is admin.* (a batch names several). Everything else answers 404 as if it did not exist.
  await app.register(proxy, {
    upstream: env.API_ORIGIN,
    prefix: '/api/admin',
    rewritePrefix: '/api/admin',
    replyOptions: { rewriteRequestHeaders: (request, headers) => forwardedHeaders(headers, request) },
  });
  await app.register(proxy, {
    upstream: env.API_ORIGIN,
    prefix: '/trpc',
    rewritePrefix: '/trpc',
    preHandler: async (request, reply) => {
      if (!isAdminApiPath(request.url))
        return reply.code(404).send({ message: 'Only admin procedures are served here', code: 'NOT_FOUND' });
    },
    replyOptions: { rewriteRequestHeaders: (request, headers) => forwardedHeaders(headers, request) },
  });

  await app.register(fastifyStatic, {
    root: distDir,
    prefix: BASE,
    index: false,
    wildcard: false,
    // Hashed file names never change content: cache them for good. index.html is always revalidated.
    setHeaders: (reply, file) =>
      reply.header(
        'cache-control',
        file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      ),
  });
  app.get('/', (request, reply) => reply.redirect(withQuery(BASE, request.url)));
  app.get('/admin', (request, reply) => reply.redirect(withQuery(BASE, request.url)));
  app.setNotFoundHandler((request, reply) => {
    if (
      (request.method === 'GET' || request.method === 'HEAD') &&
      request.url.startsWith(BASE) &&
      !request.url.startsWith(`${BASE}assets/`)
    ) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html', distDir);
    }
    return reply
      .status(404)
      .send({ message: `No route for ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND' });
  });
  return app;
}

/** The Cookie header with the admin session alone. */
function adminCookiesOnly(header: string | undefined): string | null {
  const kept = (header ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair.startsWith(`${ADMIN_SESSION_COOKIE}=`));
  return kept.length ? kept.join('; ') : null;
}

function withQuery(target: string, url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? target : `${target}${url.slice(query)}`;
}
