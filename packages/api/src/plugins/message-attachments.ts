import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyInstance } from 'fastify';
import { openAttachment } from '../domains/messages/service';
import type { makeCreateContext } from '../trpc/create-context';
import { AppError } from '../trpc/errors';
import { mediaBudget } from './media';
import type { ServerDeps } from '../trpc/context';

/** A header-safe file name: quotes, backslashes and anything outside printable ASCII become _ (filename* has it all). */
function asciiName(name: string) {
  return name.replace(/[^\x20-\x7e]|["\\]/g, '_');
}

/**
 * GET /api/messages/attachments/{id}: a message's file, for its two people only (a plain route: the body is the
 * file). Attachments are stored under att- keys that the public /media/uploads route never serves, so this is the
 * only way to them. A session, or an API token with messages:read; anyone else gets 404 as for a wrong id.
 */
export async function messageAttachmentsPlugin(
  app: FastifyInstance,
  opts: { deps: ServerDeps; createContext: ReturnType<typeof makeCreateContext> },
) {
  const budget = mediaBudget(opts.deps.limiters, opts.deps.env.MEDIA_RATE_LIMIT_PER_MINUTE);
  app.get<{ Params: { id: string } }>(
    '/api/messages/attachments/:id',
    { schema: { hide: true }, onRequest: budget },
    async (request, reply) => {
      const ctx = await opts.createContext({ req: request, res: reply });
      try {
        if (!ctx.user) throw new AppError('UNAUTHORIZED', 'Sign in to see the files of your messages');
        if (ctx.token && !ctx.token.scopes.includes('messages:read'))
          throw new AppError('FORBIDDEN', 'This API token lacks the messages:read scope');
        const file = await openAttachment(ctx.db, ctx.env, ctx.user.id, request.params.id);
        const name = file.fileName ?? (file.contentType === 'application/pdf' ? 'file.pdf' : 'photo');
        // Photos open in the browser; a PDF downloads, so nothing of it runs on our origin.
        const disposition = file.contentType === 'application/pdf' ? 'attachment' : 'inline';
        return reply
          .headers({
            'content-type': file.contentType,
            'content-length': String(file.size),
            'content-disposition': `${disposition}; filename="${asciiName(name)}"; filename*=UTF-8''${encodeURIComponent(name)}`,
            'cache-control': 'private, max-age=3600',
            'x-content-type-options': 'nosniff',
            'content-security-policy': "default-src 'none'; img-src 'self'; sandbox",
            'cross-origin-resource-policy': 'same-origin',
          })
          .send(file.body);
      } catch (error) {
        if (!(error instanceof TRPCError)) throw error;
        return reply.status(getHTTPStatusCodeFromError(error)).send({ message: error.message, code: error.code });
      }
    },
  );
}
