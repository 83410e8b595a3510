import { z } from 'zod';

export const ZLiveResponse = z.object({ status: z.literal('ok') }).meta({ id: 'Liveness' });

/** What a replica needs before it takes traffic; a 503 from /health/ready names those missing (`details.missing`). */
export const ZReadinessPart = z
  .enum(['database', 'migrations', 'jobs', 'shutdown'])
  .describe(
    'database: it answers; migrations: all of this build are applied; jobs: the workers run; shutdown: the process is not shutting down',
  );
export type TReadinessPart = z.infer<typeof ZReadinessPart>;

export const ZReadyResponse = z
  .object({
    status: z.literal('ok'),
    database: z.literal('ok'),
    migrations: z.literal('ok'),
    jobs: z.literal('ok'),
  })
  .meta({ id: 'Readiness' });
