import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE, deleteUserSession, resolveUserSession } from '../domains/auth/sessions';
import type { ServerDeps } from '../trpc/context';

/** Full-page sign-in and sign-out links: the web app follows them as full page loads, not API calls. */
export async function sessionsPlugin(app: FastifyInstance, opts: { deps: ServerDeps }) {
  const { db, env } = opts.deps;
  app.get('/api/login', { schema: { hide: true } }, (_request, reply) => reply.redirect('/login'));
  app.get('/api/logout', { schema: { hide: true } }, async (request, reply) => {
    // A GET signs out only as a page load the site itself started: never for an image, a frame or a fetch that
    // names this address (`<img src="/api/logout">`), nor for a client that says nothing (POST /api/auth/logout is
    // the way to sign out).
    const site = request.headers['sec-fetch-site'];
    const navigation = request.headers['sec-fetch-dest'] === 'document' && (site === 'same-origin' || site === 'none');
    if (!navigation) return reply.redirect('/');
    const token = request.cookies[SESSION_COOKIE];
    const session = token ? await resolveUserSession(db, token, env.SESSION_TTL_DAYS) : null;
    if (session) await deleteUserSession(db, session.hash);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.redirect('/');
  });
}
