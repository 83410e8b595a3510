import type { DB } from '@wallcraft/db';
import { isUuid } from '../../lib/fields';
import { AppError } from '../../trpc/errors';
import * as collab from '../collaboration/service';
import { createNotification } from '../notifications/service';
import * as queries from './queries';
import type { TDeliverMilestoneRequest, TMilestone, TRequestChangesRequest } from './schemas';
import { notFound, ownMilestone, ownerName, presentOne } from './service';

/**
 * Deliveries (docs/money.md, Milestones): the milestone's artist marks a funded milestone done with a note and
 * photos (in_progress → completed); the owner approves it (service.approveMilestone: completed → paid, released)
 * or asks for changes with a reason (completed → in_progress), and the artist delivers again. Each step tells the
 * other side, linking to the deal.
 */

/** The milestone's own artist, still accepted on the project; the owner is refused (403), anyone else 404. */
async function artistMilestone(db: DB, userId: string, id: string) {
  const row = isUuid(id) ? await queries.findById(db, id) : undefined;
  if (!row) throw notFound();
  const project = await collab.findProject(db, row.project_id);
  if (!project) throw notFound();
  if (project.owner_id === userId)
    throw new AppError('FORBIDDEN', 'Only the artist the milestone pays can mark it done');
  const accepted = await queries.acceptedArtists(db, project.id);
  if (row.artist_id !== userId || !accepted.some((decision) => decision.artist_id === userId)) throw notFound();
  return { row, project };
}

async function artistName(db: DB, artistId: string) {
  const embeds = await collab.loadEmbeds(db, [artistId], []);
  return collab.toParty(embeds.party(artistId), 'artist').displayName;
}

const notDeliverable = (status: string) =>
  new AppError(
    'CONFLICT',
    status === 'pending'
      ? 'This milestone is not funded yet: the owner funds it before you deliver'
      : status === 'completed'
        ? 'You already delivered this milestone; wait for the owner to approve it or ask for changes'
        : 'This milestone was approved and paid already',
  );

/** The artist delivers a funded milestone (in_progress → completed) with photos and a note; the owner is told. */
export async function deliverMilestone(db: DB, artistId: string, input: TDeliverMilestoneRequest): Promise<TMilestone> {
  const { row, project } = await artistMilestone(db, artistId, input.id);
  const name = await artistName(db, artistId);
  const delivered = await db.transaction().execute(async (trx) => {
    const current = await queries.lockById(trx, row.id);
    if (!current) throw notFound();
    if (current.status !== 'in_progress') throw notDeliverable(current.status);
    const moved = await queries.moveStatus(trx, current.id, 'in_progress', 'completed');
    if (!moved) throw new Error('a locked in-progress milestone did not update');
    await queries.insertDelivery(trx, current.id, { note: input.note ?? null, images: input.images });
    await createNotification(trx, {
      userId: project.owner_id,
      type: 'milestone_delivered',
      title: 'Milestone delivered',
      message: `${name} marked the milestone “${current.title}” on ${project.title} done. Review the photos, then approve it or ask for changes.`,
      projectId: project.id,
    });
    return moved;
  });
  return presentOne(db, project, delivered);
}

/** The owner asks for changes to a delivered milestone (completed → in_progress) with a reason; the artist is told. */
export async function requestChanges(db: DB, ownerId: string, input: TRequestChangesRequest): Promise<TMilestone> {
  const { row, project } = await ownMilestone(db, ownerId, input.id, 'ask for changes');
  const reopened = await db.transaction().execute(async (trx) => {
    const current = await queries.lockById(trx, row.id);
    if (!current) throw notFound();
    if (current.status !== 'completed')
      throw new AppError(
        'CONFLICT',
        current.status === 'paid'
          ? 'This milestone was approved and paid already'
          : 'Nothing was delivered to review yet: the artist marks the milestone done first',
      );
    const moved = await queries.moveStatus(trx, current.id, 'completed', 'in_progress');
    if (!moved) throw new Error('a locked delivered milestone did not update');
    await queries.decideLatestDelivery(trx, current.id, 'changes_requested', input.reason);
    if (current.artist_id)
      await createNotification(trx, {
        userId: current.artist_id,
        type: 'milestone_changes_requested',
        title: 'Changes requested',
        message: `${await ownerName(trx, project)} asked for changes to the milestone “${current.title}” on ${project.title}: “${input.reason}”. Deliver it again when it is ready.`,
        projectId: project.id,
      });
    return moved;
  });
  return presentOne(db, project, reopened);
}
