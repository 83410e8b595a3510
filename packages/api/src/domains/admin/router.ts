import { z } from 'zod';
import { router } from '../../trpc/init';
import { adminProcedure } from '../../trpc/procedures';
import {
  ZAdminMetrics,
  ZAdminProjectsResponse,
  ZAdminTransactionsResponse,
  ZAdminUsersRequest,
  ZAdminUsersResponse,
  ZPageRequest,
} from './schemas';
import { disputeProcedures } from './disputes.router';
import * as service from './service';
import { verificationReviewProcedures } from './verification-review.router';
import { operatorProcedures } from './operators.router';
import { settingsProcedures } from './settings.router';
import { supportProcedures } from './support.router';
import { helpArticleProcedures } from './help-articles.router';
import { reportProcedures } from './reports.router';

const tags = ['admin'];

export const adminRouter = router({
  ...verificationReviewProcedures,
  ...disputeProcedures,
  ...operatorProcedures,
  ...settingsProcedures,
  ...supportProcedures,
  ...helpArticleProcedures,
  ...reportProcedures,
  metrics: adminProcedure
    .meta({
      openapi: { method: 'GET', path: '/admin/metrics', tags, summary: 'Platform totals', errorResponses: [401] },
    })
    .input(z.void())
    .output(ZAdminMetrics)
    .query(({ ctx }) => service.getMetrics(ctx.db, ctx.env)),
  users: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/users',
        tags,
        summary: 'Users, newest first, paged',
        errorResponses: [400, 401],
      },
    })
    .input(ZAdminUsersRequest)
    .output(ZAdminUsersResponse)
    .query(({ ctx, input }) => service.listUsers(ctx.db, input)),
  projects: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/projects',
        tags,
        summary: 'Brand and wall projects, newest first, paged',
        errorResponses: [400, 401],
      },
    })
    .input(ZPageRequest)
    .output(ZAdminProjectsResponse)
    .query(({ ctx, input }) => service.listProjects(ctx.db, input)),
  transactions: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/transactions',
        tags,
        summary: 'Payments, newest first, paged',
        errorResponses: [400, 401],
      },
    })
    .input(ZPageRequest)
    .output(ZAdminTransactionsResponse)
    .query(({ ctx, input }) => service.listTransactions(ctx.db, input)),
});
