import { adminProcedure, operatorProcedure } from '../../trpc/procedures';
import * as reports from './reports';
import {
  ZAdminContent,
  ZAdminContentRef,
  ZAdminReportCounts,
  ZAdminReportCountsRequest,
  ZAdminReportDetail,
  ZAdminReportId,
  ZAdminReportPage,
  ZAdminReportsRequest,
  ZAdminResolveReportRequest,
} from './reports.schemas';

const tags = ['admin'];

/** Spread into the admin router: the moderation queue (any role reads; operators and superadmins decide). */
export const reportProcedures = {
  reports: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/reports',
        tags,
        summary: "Users' reports, oldest first (resolved ones newest first), paged",
        description:
          'Each with its reporter and a preview of the item (title or text, owner, whether hidden; null once deleted).',
        errorResponses: [400, 401],
      },
    })
    .input(ZAdminReportsRequest)
    .output(ZAdminReportPage)
    .query(({ ctx, input }) => reports.listReports(ctx.db, input)),
  // A literal path, so declared before /admin/reports/{id}.
  reportCounts: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/reports/counts',
        tags,
        summary: 'How many reports are pending, under review and resolved (for the queue tabs)',
        errorResponses: [400, 401],
      },
    })
    .input(ZAdminReportCountsRequest)
    .output(ZAdminReportCounts)
    .query(({ ctx, input }) => reports.countReports(ctx.db, input.targetType)),
  report: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/reports/{id}',
        tags,
        summary: 'A report, with a preview of the item and how many open reports it has',
        errorResponses: [400, 401, 404],
      },
    })
    .input(ZAdminReportId)
    .output(ZAdminReportDetail)
    .query(({ ctx, input }) => reports.getReport(ctx.db, input.id)),
  reviewReport: operatorProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/reports/{id}/review',
        tags,
        summary: 'Take a pending report for review',
        description: 'pending becomes under_review (409 otherwise). Operators and superadmins; audited.',
        errorResponses: [400, 401, 403, 404, 409],
      },
    })
    .input(ZAdminReportId)
    .output(ZAdminReportDetail)
    .mutation(({ ctx, input }) => reports.reviewReport(ctx, input.id)),
  resolveReport: operatorProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/reports/{id}/resolve',
        tags,
        summary: 'Resolve a report: hide the item, or take no action',
        description:
          'hide: the item (a profile: the user) leaves every public list and page, its owner still sees it, and every open report on it is resolved too; no_action: only this report is resolved. note (1-2000 characters) is required. 409 once resolved, or when hiding an item that was deleted. Operators and superadmins; audited.',
        errorResponses: [400, 401, 403, 404, 409],
      },
    })
    .input(ZAdminResolveReportRequest)
    .output(ZAdminReportDetail)
    .mutation(({ ctx, input }) => reports.resolveReport(ctx, input)),
  unhideContent: operatorProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/content/{targetType}/{id}/unhide',
        tags,
        summary: 'Show a hidden item again',
        description: '409 when it is not hidden. Operators and superadmins; audited.',
        errorResponses: [400, 401, 403, 404, 409],
      },
    })
    .input(ZAdminContentRef)
    .output(ZAdminContent)
    .mutation(({ ctx, input }) => reports.unhideContent(ctx, input)),
};
