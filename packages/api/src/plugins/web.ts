import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Env } from '../env';

/**
 * The built web app on the same origin (when WEB_DIST_DIR holds one), and the answer for every unknown
 * path: the app's index.html for page routes, a JSON 404 under /api, /trpc and /media.
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: { env: Env }) => {
  const webDist = opts.env.WEB_DIST_DIR ? path.resolve(opts.env.WEB_DIST_DIR) : null;
  if (webDist && existsSync(path.join(webDist, 'index.html'))) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = /^\/(api|trpc|media)(\/|$)/.test(request.url);
    if (!isApi && webDist && request.method === 'GET') return reply.type('text/html').sendFile('index.html', webDist);
    return reply
      .status(404)
      .send({ message: `No route for ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND' });
  });
});
