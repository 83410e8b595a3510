import { z } from 'zod';
import { router } from '../../trpc/init';
import { adminProcedure, publicProcedure } from '../../trpc/procedures';
import {
  ZAdmin,
  ZAdminLoginRequest,
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

const tags = ['admin'];

export const adminRouter = router({
  ...verificationReviewProcedures,
  ...disputeProcedures,
  login: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/login',
        tags,
        summary: 'Sign in to the admin console',
        protect: false,
        errorResponses: [400, 401, 429],
      },
    })
    .input(ZAdminLoginRequest)
    .output(z.object({ admin: ZAdmin }))
    .mutation(({ ctx, input }) => service.adminLogin(ctx, input)),
  logout: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/logout',
        tags,
        summary: 'Sign out of the admin console',
        protect: false,
        errorResponses: [400],
      },
      successStatus: 204,
    })
    .input(z.void())
    .output(z.void())
    .mutation(({ ctx }) => service.adminLogout(ctx)),
  me: adminProcedure
    .meta({
      openapi: { method: 'GET', path: '/admin/me', tags, summary: 'The signed-in operator', errorResponses: [401] },
    })
    .input(z.void())
    .output(ZAdmin)
    .query(({ ctx }) => ({ id: ctx.admin.id, username: ctx.admin.username, role: ctx.admin.role })),
  metrics: adminProcedure
    .meta({
      openapi: { method: 'GET', path: '/admin/metrics', tags, summary: 'Platform totals', errorResponses: [401] },
    })
    .input(z.void())
    .output(ZAdminMetrics)
    .query(({ ctx }) => service.getMetrics(ctx.db)),
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
