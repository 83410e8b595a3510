import { router } from '../../trpc/init';
import { authedProcedure } from '../../trpc/procedures';
import { ZCreateReportRequest, ZReport } from './schemas';
import * as service from './service';

const tags = ['reports'];

/** Users flag items for the operators; the queue itself is the admin router's (admin/reports/router.ts). */
export const reportsRouter = router({
  create: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/reports',
        tags,
        summary: 'Report a profile, wall, project, wall project or message to the operators',
        description:
          '404 when the item does not exist or you cannot see it (a message: only its sender and receiver); 400 for your own item. Reporting an item again while your report is open answers that report, unchanged. At most 20 reports an hour by default (REPORT_RATE_LIMIT_PER_HOUR), then 429.',
        errorResponses: [400, 401, 404, 409, 429],
      },
      successStatus: 201,
    })
    .input(ZCreateReportRequest)
    .output(ZReport)
    .mutation(({ ctx, input }) =>
      service.createReport(
        ctx.db,
        { limiter: ctx.limiters.reportsPerUser, perHour: ctx.env.REPORT_RATE_LIMIT_PER_HOUR },
        ctx.user.id,
        input,
      ),
    ),
});
