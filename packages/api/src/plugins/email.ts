import type { FastifyInstance } from 'fastify';
import { listStoredMail } from '../domains/email/mailer';
import { mailboxPage } from '../domains/email/mailbox-page';
import { unsubscribe } from '../domains/email/service';
import type { ServerDeps } from '../trpc/context';
import { AppError } from '../trpc/errors';

/**
 * Email routes outside tRPC. POST /api/email/one-click?token=…: RFC 8058 one-click unsubscribe, which mail providers
 * POST (body `List-Unsubscribe=One-Click`, form-encoded) to the List-Unsubscribe URL, so this route takes any body and
 * reads only the token. GET /api/dev/mailbox: the mails written to DATA_DIR/mail, only when DEV_MAILBOX is on
 * (never with SMTP_URL); otherwise 404, like any unknown path.
 */
export async function emailPlugin(app: FastifyInstance, opts: { deps: ServerDeps }) {
  const { db, env } = opts.deps;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 4 * 1024 }, (_request, body, done) => done(null, body));

  app.post<{ Querystring: { token?: string } }>(
    '/api/email/one-click',
    { schema: { hide: true } },
    async (request, reply) => {
      const token = request.query.token;
      if (typeof token !== 'string' || token.length === 0 || token.length > 500)
        return reply.status(400).send({ message: 'The unsubscribe link has no token', code: 'BAD_REQUEST' });
      try {
        const done = await unsubscribe(db, env, token);
        return reply.status(200).send({ unsubscribed: done.category });
      } catch (error) {
        if (error instanceof AppError) return reply.status(400).send({ message: error.message, code: 'BAD_REQUEST' });
        throw error;
      }
    },
  );

  if (!env.DEV_MAILBOX) return;
  app.get('/api/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
    const mails = await listStoredMail(env);
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'; img-src * data:",
      )
      .send(mailboxPage(mails));
  });
  app.get<{ Params: { id: string } }>('/api/dev/mailbox/:id', { schema: { hide: true } }, async (request, reply) => {
    const mail = (await listStoredMail(env, 1000)).find((stored) => stored.id === request.params.id);
    if (!mail) return reply.status(404).send({ message: 'No such mail in the development mailbox', code: 'NOT_FOUND' });
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src * data:")
      .send(mail.html);
  });
}
