import { hashPassword, verifyPassword, type DB } from '@wallcraft/db';
import { formatUsd } from '@wallcraft/shared';
import { randomBytes } from 'node:crypto';
import type { Context, JobSender } from '../../trpc/context';
import { AppError } from '../../trpc/errors';
import { SESSION_COOKIE, endSessionsOfUser } from '../auth/sessions';
import { queueAccountNotice } from '../email/service';
import { createNotification } from '../notifications/service';
import { closeOpenProjectsOf } from '../projects/lifecycle';
import * as queries from './queries';
import { EXPORT_TTL_DAYS, type TDataExport, type TDeleteRefusal } from './schemas';

/** Where the web app shows the exports: Settings, in its account data section. */
export const EXPORTS_PAGE = '/settings#account-data';

export const downloadPath = (id: string) => `/api/me/data-exports/${id}/download`;

/** The file's name: wallcraft-data-2026-11-28.json, the day the archive was made. */
export const exportFileName = (readyAt: Date) => `wallcraft-data-${readyAt.toISOString().slice(0, 10)}.json`;

function toExport(row: queries.ExportRow, now = new Date()): TDataExport {
  const downloadable = row.status === 'ready' && row.expires_at !== null && row.expires_at > now;
  return {
    id: row.id,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    readyAt: row.ready_at?.toISOString() ?? null,
    expiresAt: row.expires_at?.toISOString() ?? null,
    downloadUrl: downloadable ? downloadPath(row.id) : null,
  };
}

/** GET /me/data-exports: the person's exports, newest first; expired ones show with no download link. */
export async function listExports(db: DB, userId: string): Promise<TDataExport[]> {
  return (await queries.listExports(db, userId)).map((row) => toExport(row));
}

/**
 * POST /me/data-exports: queues the archive's job. One pending export at a time (409 while one is), so a person
 * pressing twice builds one archive.
 */
export async function requestExport(db: DB, jobs: JobSender, userId: string): Promise<TDataExport> {
  const row = await queries.insertPendingExport(db, userId);
  if (!row)
    throw new AppError(
      'CONFLICT',
      'Your data is being gathered already; you will get a notification and an email when it is ready',
    );
  await jobs.send('account.export', { id: row.id });
  return toExport(row);
}

/**
 * The account.export job: builds the archive of one pending export, marks it ready for EXPORT_TTL_DAYS and tells
 * the person in the bell and by email, all in one transaction. A job that finds it done already does nothing.
 */
export async function buildExport(db: DB, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const pending = await queries.lockPendingExport(trx, id);
    if (!pending) return;
    const archive = await queries.gatherArchive(trx, pending.user_id);
    const content = { format: 'wallcraft-data/1', exportedAt: new Date().toISOString(), ...archive };
    await queries.finishExport(trx, id, content, EXPORT_TTL_DAYS);
    const notice = {
      title: 'Your data is ready to download',
      message: `The archive of your WallCraft data can be downloaded from Settings for ${EXPORT_TTL_DAYS} days.`,
    };
    await createNotification(trx, { userId: pending.user_id, type: 'data_export_ready', ...notice });
    await queueAccountNotice(trx, pending.user_id, { ...notice, path: EXPORTS_PAGE });
  });
}

/** After the job's last retry failed: the export shows failed, so the person can ask again. */
export const markExportFailed = queries.failExport;

/** The hourly sweep: expired archives are deleted, not just refused. */
export const purgeExpiredExports = queries.purgeExpiredExports;

/** GET /api/me/data-exports/{id}/download: the owner's ready archive; 404 for anyone else's, a pending or an expired one. */
export async function downloadExport(db: DB, userId: string, id: string) {
  const row = /^[0-9a-f-]{36}$/i.test(id) ? await queries.findDownload(db, userId, id) : undefined;
  if (!row || !row.ready_at)
    throw new AppError('NOT_FOUND', 'No such export, or it expired: ask for a new one in Settings');
  return { fileName: exportFileName(row.ready_at), body: JSON.stringify(row.content, null, 2) };
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** What still holds the account, each with what to do; empty when it may be deleted. */
async function refusals(db: DB, userId: string): Promise<TDeleteRefusal['reasons']> {
  const { escrow, active, disputes } = await queries.obligations(db, userId);
  const reasons: TDeleteRefusal['reasons'] = [];
  if (escrow.count > 0)
    reasons.push({
      kind: 'escrow',
      message: `${formatUsd(escrow.cents)} is held in escrow on ${plural(escrow.count, 'payment')} you made or receive: wait until it is released or refunded`,
    });
  if (active.length > 0)
    reasons.push({
      kind: 'active_project',
      message: `${plural(active.length, 'project is', 'projects are')} in progress (${active.map((p) => p.title).join(', ')}): complete ${active.length === 1 ? 'it' : 'them'} first`,
    });
  if (disputes > 0)
    reasons.push({
      kind: 'open_dispute',
      message: `${plural(disputes, 'dispute is', 'disputes are')} open on your projects: wait for support to resolve ${disputes === 1 ? 'it' : 'them'}`,
    });
  return reasons;
}

function refused(reasons: TDeleteRefusal['reasons']): AppError {
  const details: TDeleteRefusal = { reasons };
  return new AppError(
    'CONFLICT',
    `Your account cannot be deleted yet: ${reasons.map((reason) => reason.message).join('; ')}.`,
    { details },
  );
}

/** Tells the other side of each pending application and invitation that it is gone with the person. */
async function withdrawPending(trx: DB, userId: string): Promise<void> {
  const applications = await queries.pendingApplicationsOf(trx, userId);
  await queries.deleteApplications(
    trx,
    applications.map((row) => row.id),
  );
  for (const row of applications)
    await createNotification(trx, {
      userId: row.owner_id,
      type: 'application_withdrawn',
      title: 'Application withdrawn',
      message: `Deleted user withdrew their application to ${row.title}: they left WallCraft.`,
      projectId: row.project_id,
    });
  const invitations = await queries.pendingInvitationsOf(trx, userId);
  const sent = invitations.filter((row) => row.inviter_id === userId);
  const received = invitations.filter((row) => row.inviter_id !== userId);
  await queries.deleteInvitations(
    trx,
    sent.map((row) => row.id),
  );
  for (const row of sent)
    await createNotification(trx, {
      userId: row.artist_id,
      type: 'invitation_withdrawn',
      title: 'Invitation withdrawn',
      message: `Deleted user withdrew their invitation to ${row.title}: they left WallCraft.`,
      projectId: row.project_id,
    });
  await queries.declineInvitations(
    trx,
    received.map((row) => row.id),
  );
  for (const row of received)
    await createNotification(trx, {
      userId: row.inviter_id,
      type: 'invitation_rejected',
      title: 'Invitation declined',
      message: `Deleted user declined your invitation to ${row.title}: they left WallCraft.`,
      invitationId: row.id,
      projectId: row.project_id,
    });
}

/**
 * POST /me/delete: the person deletes their account with their password. Refused (409, details.reasons) while money
 * is held in escrow for or by them, a project of theirs is in progress or a dispute is open. Otherwise, in one
 * transaction: their fields are erased (the row stays for the ledger, orders and reviews that name it), their open
 * projects close, pending applications and invitations are withdrawn, sessions, API tokens and webhooks end, and the
 * rows only they saw are deleted. Messages stay; the other side sees them from "Deleted user".
 */
export async function deleteAccount(ctx: Context, userId: string, password: string): Promise<void> {
  const user = await queries.findLiveUser(ctx.db, userId);
  if (!user || !(await verifyPassword(password, user.password_hash)))
    throw new AppError('INVALID_INPUT', 'password: That is not your password');
  const early = await refusals(ctx.db, userId);
  if (early.length) throw refused(early);
  const unusable = await hashPassword(randomBytes(32).toString('base64url'));
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await queries.lockLiveUser(trx, userId))) throw new AppError('NOT_FOUND', 'This account is deleted already');
    // Checked again under the lock: a payment or hire that landed since the first check wins.
    const reasons = await refusals(trx, userId);
    if (reasons.length) throw refused(reasons);
    await queries.eraseUser(trx, userId, unusable);
    await closeOpenProjectsOf(trx, userId);
    await withdrawPending(trx, userId);
    await queries.endAccess(trx, userId);
    await endSessionsOfUser(trx, userId);
    await queries.deletePrivateRows(trx, userId);
  });
  ctx.cookies.clear(SESSION_COOKIE);
  // The files behind the erased links; the hourly sweep retries if this cannot be queued now.
  await ctx.jobs
    .send('account.purgeUploads', {})
    .catch((error: unknown) => ctx.log.warn({ err: error }, 'account: queueing the uploads purge failed'));
}
