import { z } from 'zod';
import { router } from '../../trpc/init';
import { publicProcedure } from '../../trpc/procedures';
import { AppError } from '../../trpc/errors';
import { ZLiveResponse, ZReadyResponse } from './schemas';
import { findDatabaseProblem, findReadinessGaps } from './service';

const tags = ['health'];

export const healthRouter = router({
  check: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/health',
        tags,
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
  live: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/health/live',
        tags,
        summary: 'Liveness: the process answers',
        description:
          'Always 200 while the process serves requests; it checks nothing else, so use it to restart a stuck process, not to route traffic.',
        protect: false,
        errorResponses: { 429: 'Too many requests' },
      },
    })
    .input(z.void())
    .output(ZLiveResponse)
    .query(() => ({ status: 'ok' as const })),
  ready: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/health/ready',
        tags,
        summary: 'Readiness: this replica may take traffic',
        description:
          'The database answers, every migration of this build is applied and the job workers run; otherwise 503 with `details.missing` naming what is not (database, migrations, jobs, shutdown). Turns 503 first on SIGTERM, while requests still finish. Writes nothing.',
        protect: false,
        errorResponses: { 429: 'Too many requests', 503: 'Not ready: the message and details.missing say why' },
      },
    })
    .input(z.void())
    .output(ZReadyResponse)
    .query(async ({ ctx }) => {
      const gaps = await findReadinessGaps(ctx);
      if (gaps.length) {
        for (const gap of gaps) if (gap.error) ctx.log.warn({ err: gap.error }, `readiness: ${gap.reason}`);
        throw new AppError('UNAVAILABLE', `Not ready: ${gaps.map((gap) => gap.reason).join('; ')}`, {
          details: { missing: gaps.map((gap) => gap.part) },
        });
      }
      return { status: 'ok' as const, database: 'ok' as const, migrations: 'ok' as const, jobs: 'ok' as const };
    }),
});
