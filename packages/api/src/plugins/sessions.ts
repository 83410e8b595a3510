import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE, deleteUserSession, resolveUserSession } from '../domains/auth/sessions';
import type { ServerDeps } from '../trpc/context';

/** Full-page sign-in and sign-out links: the web app follows them as full page loads, not API calls. */
export async function sessionsPlugin(app: FastifyInstance, opts: { deps: ServerDeps }) {
  const { db, env } = opts.deps;
  app.get('/api/login', { schema: { hide: true } }, (_request, reply) => reply.redirect('/login'));
  app.get('/api/logout', { schema: { hide: true } }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    const session = token ? await resolveUserSession(db, token, env.SESSION_TTL_DAYS) : null;
    if (session) await deleteUserSession(db, session.hash);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.redirect('/');
  });
}
