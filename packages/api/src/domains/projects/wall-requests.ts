import type { DB } from '@wallcraft/db';
import { iso } from '../../lib/content';
import { AppError } from '../../trpc/errors';
import { createNotification, markLinkedNotificationsRead } from '../notifications/service';
import type { TWallSummary } from '../walls/schemas';
import { getWallSummaries, joinedWallSummary } from '../walls/service';
import * as queries from './queries';
import type { TWallRequest } from './schemas';

/*
 * A brand project shows someone else's wall only with that owner's word. Naming such a wall files a request
 * (the owner is notified with ACCEPT / DECLINE); until it is accepted projects.wall_id stays empty and the
 * project keeps its own position, so every read (detail, cards, discover, map, search) shows no wall. A wall
 * the brand's own user owns is linked at once.
 */

type RequestRow = Pick<queries.WallRequestRow, 'id' | 'project_id' | 'wall_id' | 'status' | 'created_at'> & {
  decided_at: Date | null;
};

async function present(db: DB, rows: RequestRow[]): Promise<TWallRequest[]> {
  const walls = await getWallSummaries(
    db,
    rows.map((row) => row.wall_id),
  );
  return rows.map((row) => toWallRequest(row, walls.get(row.wall_id) ?? null));
}

function toWallRequest(row: RequestRow, wall: TWallSummary | null): TWallRequest {
  return {
    id: row.id,
    projectId: row.project_id,
    wallId: row.wall_id,
    status: row.status,
    createdAt: iso(row.created_at),
    decidedAt: row.decided_at ? iso(row.decided_at) : null,
    wall,
  };
}

/** For the brand's own view of its projects: each one's latest request while it is pending or declined. */
export async function openWallRequests(db: DB, projectIds: string[]): Promise<Map<string, TWallRequest>> {
  const rows = (await queries.findLatestWallRequests(db, projectIds)).filter(
    (row) => row.status === 'pending' || row.status === 'rejected',
  );
  return new Map(rows.map((row) => [row.project_id, toWallRequest(row, joinedWallSummary(row))]));
}

/** The wall's owner and the project's brand see a request; anyone else gets 404, as for an unknown id. */
async function findVisible(db: DB, viewerId: string, id: string): Promise<queries.WallRequestRow> {
  const row = await queries.findWallRequest(db, id);
  if (!row || (row.wall_owner_id !== viewerId && row.brand_id !== viewerId))
    throw new AppError('NOT_FOUND', 'Wall request not found');
  return row;
}

export async function getWallRequest(db: DB, viewerId: string, id: string): Promise<TWallRequest> {
  const [request] = await present(db, [await findVisible(db, viewerId, id)]);
  if (!request) throw new Error('wall request mapping lost a row');
  return request;
}

/** Files the request and asks the wall's owner, inside the caller's transaction. */
export async function requestWall(
  trx: DB,
  values: { projectId: string; projectTitle: string; brandName: string; wall: { id: string; owner_id: string } },
  takeWallPosition: boolean,
): Promise<void> {
  const id = await queries.insertWallRequest(trx, {
    projectId: values.projectId,
    wallId: values.wall.id,
    takeWallPosition,
  });
  const [wall] = (await getWallSummaries(trx, [values.wall.id])).values();
  await createNotification(trx, {
    userId: values.wall.owner_id,
    type: 'project_wall_requested',
    title: 'Wall request',
    message: `${values.brandName} asks to show your wall ${wall?.title ?? ''} on its project ${values.projectTitle}.`,
    wallRequestId: id,
  });
}

/**
 * Withdraws the project's pending request, if any (the brand changed or cleared the wall): its request
 * notification is settled so the owner is no longer asked.
 */
export async function withdrawPendingWallRequest(trx: DB, projectId: string): Promise<void> {
  const pending = await queries.findPendingWallRequest(trx, projectId);
  if (pending && (await queries.closeWallRequest(trx, pending.id, 'withdrawn')))
    await markLinkedNotificationsRead(trx, pending.wall_owner_id, { wallRequestId: pending.id });
}

/**
 * Only the wall's owner decides (403 for the brand, 404 for anyone else), only while pending (409 otherwise).
 * Accepting links the wall, and moves the project to the wall's pin if the brand gave none of its own; the
 * brand is told either way, and the owner's prompts about the request are settled.
 */
export async function decideWallRequest(
  db: DB,
  viewerId: string,
  input: { id: string; status: 'accepted' | 'rejected'; notificationId?: string },
): Promise<TWallRequest> {
  const row = await findVisible(db, viewerId, input.id);
  if (row.wall_owner_id !== viewerId)
    throw new AppError('FORBIDDEN', "Only the wall's owner can accept or decline a wall request");
  if (row.status === 'withdrawn') throw new AppError('CONFLICT', 'This wall request was withdrawn');
  if (row.status !== 'pending')
    throw new AppError(
      'CONFLICT',
      `This wall request was already ${row.status === 'rejected' ? 'declined' : row.status}`,
    );

  await db.transaction().execute(async (trx) => {
    await queries.lockProjectWall(trx, row.project_id);
    if (!(await queries.closeWallRequest(trx, row.id, input.status)))
      throw new AppError('CONFLICT', 'This wall request was already decided or withdrawn');
    const accepted = input.status === 'accepted';
    if (accepted) {
      const pin =
        row.take_wall_position && row.wall_latitude != null && row.wall_longitude != null
          ? { latitude: row.wall_latitude, longitude: row.wall_longitude }
          : null;
      await queries.setProjectWall(trx, row.project_id, row.wall_id, pin);
    }
    await createNotification(trx, {
      userId: row.brand_id,
      type: accepted ? 'project_wall_accepted' : 'project_wall_rejected',
      title: accepted ? 'Wall request accepted' : 'Wall request declined',
      message: `The owner of ${row.wall_title} ${accepted ? 'accepted' : 'declined'} your request to show it on ${row.project_title}.`,
      wallRequestId: row.id,
      projectId: row.project_id,
    });
    await markLinkedNotificationsRead(trx, viewerId, { wallRequestId: row.id, notificationId: input.notificationId });
  });
  return getWallRequest(db, viewerId, row.id);
}
