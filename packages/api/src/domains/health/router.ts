import { sql } from 'kysely';
import { z } from 'zod';
import { router } from '../../trpc/init';
import { publicProcedure } from '../../trpc/procedures';
import { AppError } from '../../trpc/errors';

export const healthRouter = router({
  check: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/health',
        tags: ['health'],
        summary: 'Liveness and database check',
        protect: false,
        errorResponses: { 429: 'Too many requests', 503: 'The database does not answer' },
      },
    })
    .input(z.void())
    .output(z.object({ status: z.literal('ok'), database: z.literal('ok') }))
    .query(async ({ ctx }) => {
      try {
        await sql`SELECT 1`.execute(ctx.db);
      } catch (error) {
        ctx.log.error({ err: error }, 'health check: database unreachable');
        throw new AppError('UNAVAILABLE', 'Database unavailable');
      }
      return { status: 'ok' as const, database: 'ok' as const };
    }),
});
