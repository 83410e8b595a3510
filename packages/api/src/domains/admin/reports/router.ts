import type { Context } from '../../../trpc/context';
import { adminProcedure, operatorProcedure } from '../../../trpc/procedures';
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
} from '../../reports/schemas';
import * as reports from '../../reports/service';
import { actorOf, recordAudit, type AuditEntry } from '../audit';

const tags = ['admin'];

/** The audit row of each moderation decision (report.review, content.hide, report.resolve, content.unhide). */
function auditEntry(decision: reports.ReportDecision): AuditEntry {
  switch (decision.kind) {
    case 'review':
      return {
        action: 'report.review',
        targetType: 'report',
        targetId: decision.reportId,
        before: { status: 'pending' },
        after: { status: 'under_review' },
      };
    case 'hide':
      return {
        action: 'content.hide',
        targetType: decision.targetType,
        targetId: decision.targetId,
        before: { hidden: decision.wasHidden },
        after: { hidden: true },
        note: decision.note,
      };
    case 'resolve':
      return {
        action: 'report.resolve',
        targetType: 'report',
        targetId: decision.reportId,
        before: { status: decision.before },
        after: { status: 'resolved', resolution: decision.resolution, resolvedReports: decision.resolvedReports },
        note: decision.note,
      };
    case 'unhide':
      return {
        action: 'content.unhide',
        targetType: decision.targetType,
        targetId: decision.targetId,
        before: { hidden: true, hiddenAt: new Date(decision.hiddenAt).toISOString() },
        after: { hidden: false },
      };
  }
}

/** The operator's moderation decisions, audited in the decision's transaction. */
function auditor(ctx: Pick<Context, 'ip'> & { admin: { id: string } }): reports.ReportDecisionRecorder {
  const actor = actorOf(ctx);
  return (trx, decision) => recordAudit(trx, actor, auditEntry(decision));
}

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
    .query(({ ctx, input }) => reports.listForOperators(ctx.db, input)),
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
    .query(({ ctx, input }) => reports.countForOperators(ctx.db, input.targetType)),
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
    .query(({ ctx, input }) => reports.getForOperators(ctx.db, input.id)),
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
    .mutation(({ ctx, input }) => reports.reviewReport(ctx.db, input.id, auditor(ctx))),
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
    .mutation(({ ctx, input }) => reports.resolveReport(ctx.db, ctx.admin.id, input, auditor(ctx))),
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
    .mutation(({ ctx, input }) => reports.unhideItem(ctx.db, input, auditor(ctx))),
};
