import type { DB } from '@wallcraft/db';
import { REPORT_TARGET_TYPE_LABELS, type TReportTargetType } from '@wallcraft/shared';
import type { RateLimit } from '../../trpc/context';
import { AppError } from '../../trpc/errors';
import { shownTo } from '../../lib/visibility';
import * as queries from './queries';
import type { TCreateReportRequest, TReport } from './schemas';

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

/** For the operators' console: the reported item as it is now, whoever may see it (undefined once deleted). */
export function findReportTarget(db: DB, type: TReportTargetType, id: string) {
  return queries.findTarget(db, type, id);
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
