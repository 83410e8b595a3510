import proxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Env } from './env';
import { securityHeadersPlugin } from './plugins/security';
import { ADMIN_SESSION_COOKIE, SECURE_ADMIN_SESSION_COOKIE } from './domains/auth/sessions';
import { isAdminApiPath } from './plugins/origin';
import { loggerOptions, type LogOutput } from './plugins/request-log';
import { answerClientError } from './lib/client-error';
import { CONSOLE_PROOF_HEADER, consoleProof } from './lib/console-proof';

export type CreateAdminServerOptions = {
  env: Env;
  /** The built console (apps/admin/dist): index.html and assets/, built with base /admin/. */
  distDir: string;
  logger?: LogOutput;
};

const BASE = '/admin/';

/**
 * The admin console in production: its built files under /admin/ with the web app's security headers, every
 * other /admin/… path answered with index.html (client-side routes), and the admin API forwarded to the API with
 * the console's proof (lib/console-proof.ts) and the admin session cookie alone: /admin/api/admin/… to
 * /api/admin/…, and /admin/trpc/admin.… (admin procedures only) to /trpc/admin.….
 * The console and its API share one origin and the /admin path the session cookie is scoped to, so the cookie
 * needs neither CORS nor SameSite=None, and the web app's pages on the same host never send it to the API.
 */
export async function createAdminServer(options: CreateAdminServerOptions): Promise<FastifyInstance> {
  const { env } = options;
  const distDir = path.resolve(options.distDir);
  if (!existsSync(path.join(distDir, 'index.html')))
    throw new Error(`No admin console build in ${distDir} (run the admin build first)`);

  const app = Fastify({
    logger: loggerOptions(env.LOG_LEVEL, options.logger),
    trustProxy: env.TRUST_PROXY.length ? env.TRUST_PROXY : false,
    clientErrorHandler: answerClientError,
  });
  await app.register(securityHeadersPlugin, { env });

  // The API sees the console's user as the client (for its per-IP limits when it trusts this proxy), never a
  // forwarded-for header that the browser made up. The Host stays the console's own, so the API takes the
  // console's Origin as the site's own. A user's session cookie never goes through: cookies do not care about
  // ports, so the web app's cookie reaches this origin too, and the console has no use for it.
  // The client's own address goes as X-Forwarded-For, which the API believes from this server's address alone
  // (its TRUST_PROXY): every operator keeps their own sign-in limits and request budget, and the audit log names
  // their address, not this server's.
  const proof = consoleProof(env);
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
      [CONSOLE_PROOF_HEADER]: proof,
    };
  };
  // The console opens no websocket: nothing to upgrade to here.
  app.addHook('onRequest', async (request, reply) => {
    if (request.headers.upgrade?.toLowerCase() === 'websocket')
      return reply.code(404).send({ message: 'The admin console has no websocket', code: 'NOT_FOUND' });
  });
  // Only the admin API is reachable from the console's origin: REST under /admin/api/admin, tRPC calls under
  // /admin/trpc whose every procedure is admin.* (a batch names several). Anything else answers 404.
  await app.register(proxy, {
    upstream: env.API_ORIGIN,
    prefix: `${BASE}api/admin`,
    rewritePrefix: '/api/admin',
    replyOptions: { rewriteRequestHeaders: (request, headers) => forwardedHeaders(headers, request) },
  });
  await app.register(proxy, {
    upstream: env.API_ORIGIN,
    prefix: `${BASE}trpc`,
    rewritePrefix: '/trpc',
    preHandler: async (request, reply) => {
      if (!isAdminApiPath(request.url.slice(BASE.length - 1)))
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
      !request.url.startsWith(`${BASE}assets/`) &&
      !request.url.startsWith(`${BASE}api/`)
    ) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html', distDir);
    }
    return reply
      .status(404)
      .send({ message: `No route for ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND' });
  });
  return app;
}

/** The Cookie header with the admin session alone (under either of its names: over HTTPS it is __Secure-). */
function adminCookiesOnly(header: string | undefined): string | null {
  const kept = (header ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .filter(
      (pair) => pair.startsWith(`${ADMIN_SESSION_COOKIE}=`) || pair.startsWith(`${SECURE_ADMIN_SESSION_COOKIE}=`),
    );
  return kept.length ? kept.join('; ') : null;
}

function withQuery(target: string, url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? target : `${target}${url.slice(query)}`;
}
