import { z } from 'zod';
import { router } from '../../trpc/init';
import { publicProcedure } from '../../trpc/procedures';
import { AppError } from '../../trpc/errors';
import { findDatabaseProblem } from './service';

export const healthRouter = router({
  check: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/health',
        tags: ['health'],
        summary: 'Liveness and database check',
        description:
          'The database answers and takes a write, and its disk takes new data; otherwise 503 says which (unavailable, read-only, disk full).',
        protect: false,
        errorResponses: { 429: 'Too many requests', 503: 'The database does not answer or cannot write' },
      },
    })
    .input(z.void())
    .output(z.object({ status: z.literal('ok'), database: z.literal('ok') }))
    .query(async ({ ctx }) => {
      const problem = await findDatabaseProblem(ctx.db, ctx.database);
      if (problem) {
        ctx.log.error({ err: problem.error }, `health check: ${problem.reason}`);
        throw new AppError('UNAVAILABLE', problem.reason);
      }
      return { status: 'ok' as const, database: 'ok' as const };
    }),
});
