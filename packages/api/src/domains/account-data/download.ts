import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyInstance } from 'fastify';
import type { makeCreateContext } from '../../trpc/create-context';
import { AppError } from '../../trpc/errors';
import { downloadExport } from './service';

/**
 * GET /api/me/data-exports/{id}/download: a plain route, since trpc-to-openapi answers JSON bodies only and this is
 * a file (Content-Disposition: attachment). The context is the one every procedure gets, so the session is read as
 * for them; only the export's owner gets it, anyone else a 404, as for an expired one.
 */
export async function accountDataDownloadPlugin(
  app: FastifyInstance,
  opts: { createContext: ReturnType<typeof makeCreateContext> },
) {
  app.get<{ Params: { id: string } }>(
    '/api/me/data-exports/:id/download',
    { schema: { hide: true } },
    async (request, reply) => {
      const ctx = await opts.createContext({ req: request, res: reply });
      try {
        if (!ctx.user || ctx.token) throw new AppError('UNAUTHORIZED', 'Sign in to download your data');
        const file = await downloadExport(ctx.db, ctx.user.id, request.params.id);
        return reply
          .header('content-type', 'application/json; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'no-store')
          .send(file.body);
      } catch (error) {
        if (!(error instanceof TRPCError)) throw error;
        return reply.status(getHTTPStatusCodeFromError(error)).send({ message: error.message, code: error.code });
      }
    },
  );
}
