import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyInstance } from 'fastify';
import { Readable } from 'node:stream';
import { ZodError } from 'zod';
import { exportFileName, isExportTable, openExport } from '../domains/admin/export/service';
import type { makeCreateContext } from '../trpc/create-context';
import { describeIssues } from '../trpc/errors';

/**
 * GET /api/admin/export/{users|projects|transactions|orders}.csv: a plain route, since trpc-to-openapi answers
 * JSON only. The request's context is the one every procedure gets, and the rows come through the admin list
 * procedures, so the session check and the filters are theirs (buildOpenApiDocument lists the paths).
 */
export async function adminExportPlugin(
  app: FastifyInstance,
  opts: { createContext: ReturnType<typeof makeCreateContext> },
) {
  app.get<{ Params: { file: string }; Querystring: Record<string, unknown> }>(
    '/api/admin/export/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const name = request.params.file.replace(/\.csv$/, '');
      if (!request.params.file.endsWith('.csv') || !isExportTable(name))
        return reply
          .status(404)
          .send({ message: 'Export users.csv, projects.csv, transactions.csv or orders.csv', code: 'NOT_FOUND' });
      const ctx = await opts.createContext({ req: request, res: reply });
      let lines: AsyncIterable<string>;
      try {
        lines = await openExport(ctx, name, request.query);
      } catch (error) {
        if (!(error instanceof TRPCError)) throw error;
        const message = error.cause instanceof ZodError ? describeIssues(error.cause.issues) : error.message;
        return reply.status(getHTTPStatusCodeFromError(error)).send({ message, code: error.code });
      }
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName(name)}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(lines));
    },
  );
}
