import { z } from 'zod';
import { router } from '../../../trpc/init';
import { adminProcedure } from '../../../trpc/procedures';
import { ZAdminSystemOverview } from './schemas';
import { getOverview } from './service';

/** Mounted as admin.system: the console's SYSTEM page, for every role. */
export const systemRouter = router({
  overview: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/system',
        tags: ['admin'],
        summary: 'The operators’ view: readiness, queues, failing webhooks and mails, server errors, ledger, backups',
        description:
          'Read now from the database (a few queries); the console reads it every 30 seconds. Recipients are masked and webhook URLs cut to their host.',
        errorResponses: [401],
      },
    })
    .input(z.void())
    .output(ZAdminSystemOverview)
    .query(({ ctx }) => getOverview(ctx)),
});
