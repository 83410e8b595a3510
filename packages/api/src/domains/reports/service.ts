import type { DB } from '@wallcraft/db';
import type { TCountedPage } from '@wallcraft/shared/schemas';
import { REPORT_TARGET_TYPE_LABELS, type TReportTargetType } from '@wallcraft/shared';
import type { RateLimit } from '../../trpc/context';
import { AppError } from '../../trpc/errors';
import { shownTo } from '../../lib/visibility';
import * as queries from './queries';
import type {
  TAdminContentRef,
  TAdminReport,
  TAdminReportDetail,
  TAdminReportsRequest,
  TAdminResolveReportRequest,
  TCreateReportRequest,
  TReport,
} from './schemas';
import { setMessageHidden } from '../messages/service';
import { setProjectHidden } from '../projects/service';
import { setUserHidden } from '../users/service';
import { setWallHidden } from '../walls/service';

export type { TargetRow } from './queries';
export type ReportingLimit = { limiter: RateLimit; perHour: number };

function toReport(row: queries.ReportRow): TReport {
  return {
    id: row.id,
    targetType: row.target_type,
    targetId: row.target_id,
    reason: row.reason,
    comment: row.comment,
    status: row.status,
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * Whether the reporter may see the item at all: a message only its sender and receiver (and a hidden one only
 * its sender); anything else as the public pages show it (its owner always). What they cannot see they cannot
 * report: 404, as the page would answer.
 */
function visibleTo(target: queries.TargetRow, type: TReportTargetType, userId: string): boolean {
  if (type === 'message')
    return target.owner_id === userId || (target.receiver_id === userId && target.hidden_at === null);
  return shownTo(userId, { ownerId: target.owner_id, hiddenAt: target.hidden_at, ownerGone: !target.owner_shown });
}

/**
 * POST /reports: a user flags an item for the operators. Reporting an item again while the first report is
 * open answers that report (nothing is added); once it is resolved, a new report opens a new case.
 */
export async function createReport(
  db: DB,
  limit: ReportingLimit,
  reporterId: string,
  input: TCreateReportRequest,
): Promise<TReport> {
  const label = REPORT_TARGET_TYPE_LABELS[input.targetType].toLowerCase();
  const target = await queries.findTarget(db, input.targetType, input.targetId);
  if (!target || !visibleTo(target, input.targetType, reporterId))
    throw new AppError('NOT_FOUND', `${REPORT_TARGET_TYPE_LABELS[input.targetType]} not found`);
  if (target.owner_id === reporterId)
    throw new AppError(
      'INVALID_INPUT',
      input.targetType === 'user' ? 'You cannot report yourself' : `You cannot report your own ${label}`,
    );
  if (!(await limit.limiter.take(reporterId)))
    throw new AppError(
      'RATE_LIMITED',
      `You have sent ${limit.perHour} reports in the last hour; wait a while before sending another`,
    );
  const values = { reporterId, ...input, comment: input.comment ?? null };
  const row =
    (await queries.insertReport(db, values)) ??
    (await queries.findOpenReport(db, reporterId, input.targetType, input.targetId));
  // Resolved between the insert's conflict and the read: the next try opens a new report.
  if (!row) throw new AppError('CONFLICT', 'That report was just resolved; send it again if the problem remains');
  return toReport(row);
}

/*
 * Moderation: the queue of users' reports, and what an operator does about one. Every decision is handed to the
 * caller's recorder in its own transaction (the console audits it there); hiding acts on the item itself, so the
 * public reads drop it at once.
 */

/** A decision an operator made, in the order it happened, handed to the caller in the decision's transaction. */
export type ReportDecision =
  | { kind: 'review'; reportId: string }
  | { kind: 'hide'; targetType: TReportTargetType; targetId: string; wasHidden: boolean; note: string }
  | {
      kind: 'resolve';
      reportId: string;
      before: TReport['status'];
      resolution: 'hidden' | 'no_action';
      resolvedReports: string[];
      note: string;
    }
  | { kind: 'unhide'; targetType: TReportTargetType; targetId: string; hiddenAt: Date };
export type ReportDecisionRecorder = (trx: DB, decision: ReportDecision) => Promise<void>;

async function preview(db: DB, type: TReportTargetType, id: string) {
  const target = await queries.findTarget(db, type, id);
  if (!target) return null;
  return {
    title: target.title,
    ownerId: target.owner_id,
    ownerName: target.owner_name,
    hidden: target.hidden_at !== null,
  };
}

async function toOperatorReport(db: DB, row: queries.AdminReportRow): Promise<TAdminReport> {
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

export async function listForOperators(db: DB, input: TAdminReportsRequest): Promise<TCountedPage<TAdminReport>> {
  const [page, total] = await Promise.all([queries.listReports(db, input), queries.countReports(db, input)]);
  // One preview per row (at most a page): each reads its own table by primary key.
  const items = await Promise.all(page.items.map((row) => toOperatorReport(db, row)));
  return { items, nextCursor: page.nextCursor, total };
}

/** How many reports are in each state, for the queue's tabs. */
export async function countForOperators(db: DB, targetType: TReportTargetType | undefined) {
  const counts = await queries.countByStatus(db, targetType);
  return { pending: counts.pending, underReview: counts.under_review, resolved: counts.resolved };
}

export async function getForOperators(db: DB, id: string): Promise<TAdminReportDetail> {
  const row = await queries.findReport(db, id);
  if (!row) throw new AppError('NOT_FOUND', 'No report with this id');
  const [report, openReports] = await Promise.all([
    toOperatorReport(db, row),
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
export async function reviewReport(db: DB, id: string, record: ReportDecisionRecorder): Promise<TAdminReportDetail> {
  await db.transaction().execute(async (trx) => {
    const report = await lockOpen(trx, id);
    if (report.status !== 'pending') throw new AppError('CONFLICT', 'This report is under review already');
    await queries.markUnderReview(trx, id);
    await record(trx, { kind: 'review', reportId: id });
  });
  return getForOperators(db, id);
}

/** Hiding is the owning domain's write; a report names which. */
function setHidden(trx: DB, targetType: TReportTargetType, id: string, hidden: boolean) {
  switch (targetType) {
    case 'user':
      return setUserHidden(trx, id, hidden);
    case 'wall':
      return setWallHidden(trx, id, hidden);
    case 'brand_project':
    case 'wall_project':
      return setProjectHidden(trx, id, targetType, hidden);
    case 'message':
      return setMessageHidden(trx, id, hidden);
  }
}

/**
 * POST /admin/reports/{id}/resolve. hide: the item gets hidden_at (a profile: users.hidden_at) and every open
 * report on it is resolved with this one; no_action: only this report is resolved. A deleted item cannot be
 * hidden (409: resolve it with no action).
 */
export async function resolveReport(
  db: DB,
  adminId: string,
  input: TAdminResolveReportRequest,
  record: ReportDecisionRecorder,
): Promise<TAdminReportDetail> {
  await db.transaction().execute(async (trx) => {
    const report = await lockOpen(trx, input.id);
    const hide = input.action === 'hide';
    const hidden = hide ? await setHidden(trx, report.target_type, report.target_id, true) : undefined;
    if (hide && !hidden)
      throw new AppError('CONFLICT', 'The reported item no longer exists; resolve the report with no action');
    const resolution = hide ? 'hidden' : 'no_action';
    const resolvedReports = await queries.resolveReports(
      trx,
      { id: report.id, targetType: report.target_type, targetId: report.target_id, allOpenOnItem: hide },
      { resolution, note: input.note, adminId },
    );
    if (hidden) {
      await record(trx, {
        kind: 'hide',
        targetType: report.target_type,
        targetId: report.target_id,
        wasHidden: hidden.before !== null,
        note: input.note,
      });
    }
    await record(trx, {
      kind: 'resolve',
      reportId: report.id,
      before: report.status,
      resolution,
      resolvedReports,
      note: input.note,
    });
  });
  return getForOperators(db, input.id);
}

/** POST /admin/content/{targetType}/{id}/unhide: puts a hidden item back where everyone sees it. */
export async function unhideItem(db: DB, input: TAdminContentRef, record: ReportDecisionRecorder) {
  const label = REPORT_TARGET_TYPE_LABELS[input.targetType];
  await db.transaction().execute(async (trx) => {
    const current = await queries.findTarget(trx, input.targetType, input.id);
    if (!current) throw new AppError('NOT_FOUND', `${label} not found`);
    if (current.hidden_at === null) throw new AppError('CONFLICT', `This ${label.toLowerCase()} is not hidden`);
    await setHidden(trx, input.targetType, input.id, false);
    await record(trx, {
      kind: 'unhide',
      targetType: input.targetType,
      targetId: input.id,
      hiddenAt: current.hidden_at,
    });
  });
  const item = await preview(db, input.targetType, input.id);
  if (!item) throw new AppError('NOT_FOUND', `${label} not found`);
  return { targetType: input.targetType, targetId: input.id, item };
}
