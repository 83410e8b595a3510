import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Env } from '../env';
import type { makeCreateContext } from '../trpc/create-context';
import { loadServerRender } from './server-render';

/** Vite's content-hashed files: a new build gives them new names, so a browser may keep them for good. */
const HASHED = 'public, max-age=31536000, immutable';
/** index.html names the current hashed files: always revalidated, so a deploy reaches the next page load. */
const REVALIDATE = 'no-cache';

/**
 * The built web app on the same origin (when WEB_DIST_DIR holds one), and the answer for every unknown
 * path: the app's index.html for page routes, a JSON 404 under /api, /trpc, /media and /assets (a missing
 * hashed file must fail as a script, not load the page's HTML in its place).
 *
 * The build writes a .br and a .gz beside each text file (apps/web/vite.config.ts), and the static plugin
 * sends the one the browser accepts: no compression work per request.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, opts: { env: Env; createContext: ReturnType<typeof makeCreateContext> }) => {
    const webDist = opts.env.WEB_DIST_DIR ? path.resolve(opts.env.WEB_DIST_DIR) : null;
    const hasWeb = webDist !== null && existsSync(path.join(webDist, 'index.html'));
    if (hasWeb) {
      const assets = path.join(webDist, 'assets') + path.sep;
      await app.register(fastifyStatic, {
        root: webDist,
        wildcard: false,
        index: false,
        preCompressed: true,
        // The compressed copies are reached through their original's URL only.
        // ssr/ is the server's render and .vite/ the build's manifest, both read below, never sent.
        globIgnore: ['**/*.br', '**/*.gz', 'ssr/**', '.vite/**'],
        cacheControl: false,
        setHeaders: (reply, file) => reply.header('cache-control', file.startsWith(assets) ? HASHED : REVALIDATE),
      });
    }
    const serverRender =
      hasWeb && opts.env.WEB_SERVER_RENDER ? await loadServerRender(webDist, opts.createContext) : null;
    app.setNotFoundHandler(async (request, reply) => {
      const isApi = /^\/(api|trpc|media|assets)(\/|$)/.test(request.url);
      if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
        // An address the app has no page for is a 404 (for search engines and link checkers too); its body is the
        // app, which shows its own "Page Not Found" there. Without the server render the route table is not here.
        if (serverRender && !serverRender.isAppPath(request.url.split('?', 1)[0] ?? '/')) void reply.status(404);
        else if (serverRender && (await serverRender.draw(request, reply))) return reply;
        return reply.type('text/html').sendFile('index.html', webDist);
      }
      return reply
        .status(404)
        .send({ message: `No route for ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND' });
    });
  },
);
