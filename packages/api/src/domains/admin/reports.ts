import type { DB } from '@wallcraft/db';
import { REPORT_TARGET_TYPE_LABELS, type TReportTargetType } from '@wallcraft/shared';
import type { TCountedPage } from '@wallcraft/shared/schemas';
import type { Context } from '../../trpc/context';
import { AppError } from '../../trpc/errors';
import { findReportTarget } from '../reports/service';
import { actorOf, audited, recordAudit } from './audit';
import * as queries from './reports-queries';
import type {
  TAdminContentRef,
  TAdminReport,
  TAdminReportDetail,
  TAdminReportsRequest,
  TAdminResolveReportRequest,
} from './reports.schemas';

/**
 * Moderation: the queue of users' reports, and what an operator does about one. Every decision and its audit
 * row commit together (audited); hiding acts on the item itself, so the public reads drop it at once.
 */

type AdminCtx = Context & { admin: NonNullable<Context['admin']> };

async function preview(db: DB, type: TReportTargetType, id: string) {
  const target = await findReportTarget(db, type, id);
  if (!target) return null;
  return {
    title: target.title,
    ownerId: target.owner_id,
    ownerName: target.owner_name,
    hidden: target.hidden_at !== null,
  };
}

async function toReport(db: DB, row: queries.AdminReportRow): Promise<TAdminReport> {
  return {
    id: row.id,
    targetType: row.target_type,
    targetId: row.target_id,
    reason: row.reason,
    comment: row.comment,
    status: row.status,
    resolution: row.resolution,
    operatorNote: row.operator_note,
    resolvedBy: row.resolved_by,
    resolvedAt: row.resolved_at ? new Date(row.resolved_at).toISOString() : null,
    createdAt: new Date(row.created_at).toISOString(),
    reporter: { id: row.reporter_id, name: row.reporter_name },
    item: await preview(db, row.target_type, row.target_id),
  };
}

export async function listReports(db: DB, input: TAdminReportsRequest): Promise<TCountedPage<TAdminReport>> {
  const [page, total] = await Promise.all([queries.listReports(db, input), queries.countReports(db, input)]);
  // One preview per row (at most a page): each reads its own table by primary key.
  const items = await Promise.all(page.items.map((row) => toReport(db, row)));
  return { items, nextCursor: page.nextCursor, total };
}

/** How many reports are in each state, for the queue's tabs. */
export async function countReports(db: DB, targetType: TReportTargetType | undefined) {
  const counts = await queries.countByStatus(db, targetType);
  return { pending: counts.pending, underReview: counts.under_review, resolved: counts.resolved };
}

export async function getReport(db: DB, id: string): Promise<TAdminReportDetail> {
  const row = await queries.findReport(db, id);
  if (!row) throw new AppError('NOT_FOUND', 'No report with this id');
  const [report, openReports] = await Promise.all([
    toReport(db, row),
    queries.countOpenOnItem(db, row.target_type, row.target_id),
  ]);
  return { ...report, openReports };
}

async function lockOpen(trx: DB, id: string) {
  const report = await queries.lockReport(trx, id);
  if (!report) throw new AppError('NOT_FOUND', 'No report with this id');
  if (report.status === 'resolved') throw new AppError('CONFLICT', 'This report is resolved already');
  return report;
}

/** POST /admin/reports/{id}/review: an operator takes a pending report, so others see someone is on it. */
export async function reviewReport(ctx: AdminCtx, id: string): Promise<TAdminReportDetail> {
  await audited(ctx.db, actorOf(ctx), async (trx) => {
    const report = await lockOpen(trx, id);
    if (report.status !== 'pending') throw new AppError('CONFLICT', 'This report is under review already');
    await queries.markUnderReview(trx, id);
    return {
      result: undefined,
      audit: {
        action: 'report.review',
        targetType: 'report',
        targetId: id,
        before: { status: 'pending' },
        after: { status: 'under_review' },
      },
    };
  });
  return getReport(ctx.db, id);
}

/**
 * POST /admin/reports/{id}/resolve. hide: the item gets hidden_at (a profile: users.hidden_at) and every open
 * report on it is resolved with this one; no_action: only this report is resolved. A deleted item cannot be
 * hidden (409: resolve it with no_action).
 */
export async function resolveReport(ctx: AdminCtx, input: TAdminResolveReportRequest): Promise<TAdminReportDetail> {
  await audited(ctx.db, actorOf(ctx), async (trx) => {
    const report = await lockOpen(trx, input.id);
    const hide = input.action === 'hide';
    const hidden = hide ? await queries.setHidden(trx, report.target_type, report.target_id, true) : undefined;
    if (hide && !hidden)
      throw new AppError('CONFLICT', 'The reported item no longer exists; resolve the report with no action');
    const resolved = await queries.resolveReports(
      trx,
      { id: report.id, targetType: report.target_type, targetId: report.target_id, allOpenOnItem: hide },
      { resolution: hide ? 'hidden' : 'no_action', note: input.note, adminId: ctx.admin.id },
    );
    if (hidden) {
      await recordAudit(trx, actorOf(ctx), {
        action: 'content.hide',
        targetType: report.target_type,
        targetId: report.target_id,
        before: { hidden: hidden.before !== null },
        after: { hidden: true },
        note: input.note,
      });
    }
    return {
      result: undefined,
      audit: {
        action: 'report.resolve',
        targetType: 'report',
        targetId: report.id,
        before: { status: report.status },
        after: { status: 'resolved', resolution: hide ? 'hidden' : 'no_action', resolvedReports: resolved },
        note: input.note,
      },
    };
  });
  return getReport(ctx.db, input.id);
}

/** POST /admin/content/{targetType}/{id}/unhide: puts a hidden item back where everyone sees it. */
export async function unhideContent(ctx: AdminCtx, input: TAdminContentRef) {
  const label = REPORT_TARGET_TYPE_LABELS[input.targetType];
  await audited(ctx.db, actorOf(ctx), async (trx) => {
    const current = await findReportTarget(trx, input.targetType, input.id);
    if (!current) throw new AppError('NOT_FOUND', `${label} not found`);
    if (current.hidden_at === null) throw new AppError('CONFLICT', `This ${label.toLowerCase()} is not hidden`);
    await queries.setHidden(trx, input.targetType, input.id, false);
    return {
      result: undefined,
      audit: {
        action: 'content.unhide',
        targetType: input.targetType,
        targetId: input.id,
        before: { hidden: true, hiddenAt: new Date(current.hidden_at).toISOString() },
        after: { hidden: false },
      },
    };
  });
  const item = await preview(ctx.db, input.targetType, input.id);
  if (!item) throw new AppError('NOT_FOUND', `${label} not found`);
  return { targetType: input.targetType, targetId: input.id, item };
}
