import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyInstance } from 'fastify';
import type { makeCreateContext } from '../../trpc/create-context';
import { AppError } from '../../trpc/errors';
import { ZBillingFilter } from './schemas';
import { billingCsv } from './service';

/**
 * GET /api/billing/export.csv: the billing list as a file (Content-Disposition: attachment), a plain route since
 * trpc-to-openapi answers JSON only. Signed-in sessions only (the list itself serves API tokens); it changes nothing.
 */
export async function billingExportPlugin(
  app: FastifyInstance,
  opts: { createContext: ReturnType<typeof makeCreateContext> },
) {
  app.get('/api/billing/export.csv', { schema: { hide: true } }, async (request, reply) => {
    const ctx = await opts.createContext({ req: request, res: reply });
    try {
      if (!ctx.user || ctx.token) throw new AppError('UNAUTHORIZED', 'Sign in to download your billing');
      const filter = ZBillingFilter.safeParse(request.query ?? {});
      if (!filter.success)
        throw new AppError(
          'INVALID_INPUT',
          filter.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
        );
      const csv = await billingCsv(ctx.db, ctx.env, ctx.user.id, filter.data);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="wallcraft-billing-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(`\ufeff${csv}`);
    } catch (error) {
      if (!(error instanceof TRPCError)) throw error;
      return reply.status(getHTTPStatusCodeFromError(error)).send({ message: error.message, code: error.code });
    }
  });
}
