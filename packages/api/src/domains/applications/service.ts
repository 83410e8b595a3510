import type { DB } from '@wallcraft/db';
import { centsToDecimalString } from '@wallcraft/shared';
import * as collab from '../collaboration/service';
import * as invitations from '../invitations/service';
import { hireLine, writeSystemLine } from '../messages/service';
import { createNotification, markLinkedNotificationsRead } from '../notifications/service';
import * as proposals from '../proposals/service';
import type { TProposal } from '../proposals/schemas';
import { AppError } from '../../trpc/errors';
import * as queries from './queries';
import type { TApplication, TCreateApplicationRequest, TListApplicationsRequest } from './schemas';

function toApplication(
  row: queries.ApplicationRow,
  embeds: collab.Embeds,
  proposal: TProposal | null,
  viewerId: string,
): TApplication {
  const { common, owner } = collab.decisionFields(row, row.owner_id, embeds, viewerId);
  return Object.assign(common, {
    ownerId: row.owner_id,
    owner,
    proposal,
    agreedAmount: centsToDecimalString(row.agreed_amount_cents),
  });
}

/**
 * Every caller passes rows the viewer is a party to (their own lists, or findVisible), so the proposal is
 * theirs to see.
 */
async function present(db: DB, rows: queries.ApplicationRow[], viewerId: string): Promise<TApplication[]> {
  const [embeds, proposalById] = await Promise.all([
    collab.loadEmbeds(
      db,
      rows.flatMap((row) => [row.artist_id, row.owner_id]),
      rows.map((row) => row.project_id),
    ),
    proposals.proposalsFor(
      db,
      'application',
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((row) => toApplication(row, embeds, proposalById.get(row.id) ?? null, viewerId));
}

/** Someone else's application is simply not found: ids leak nothing. */
async function findVisible(db: DB, viewerId: string, id: string): Promise<queries.ApplicationRow> {
  const row = await queries.findById(db, id);
  if (!row || (row.artist_id !== viewerId && row.owner_id !== viewerId))
    throw new AppError('NOT_FOUND', 'Application not found');
  return row;
}

export async function getApplication(db: DB, viewerId: string, id: string): Promise<TApplication> {
  const [application] = await present(db, [await findVisible(db, viewerId, id)], viewerId);
  if (!application) throw new Error('application mapping lost a row');
  return application;
}

/**
 * An artist (the procedure checks the active profile) applies once to an open project of someone else;
 * the owner is notified in the same transaction.
 */
export async function createApplication(
  db: DB,
  limit: collab.SendingLimit,
  artistId: string,
  input: TCreateApplicationRequest,
): Promise<TApplication> {
  await collab.requireFullName(db, artistId, 'apply');
  await collab.takeSendingSlot('application', limit, artistId);
  const projectId = collab.resolveProjectId(input);
  const project = await collab.findProject(db, projectId, input.projectType);
  if (!project) throw collab.projectNotFound(input.projectType);
  if (project.owner_id === artistId) throw new AppError('FORBIDDEN', 'You cannot apply to your own project');
  if (project.status !== 'open') throw new AppError('CONFLICT', 'This project is not open for applications');
  collab.refuseUnavailableWall(project);

  const id = await db.transaction().execute(async (trx) => {
    if ((await collab.lockProjectStatus(trx, projectId)) !== 'open')
      throw new AppError('CONFLICT', 'This project is not open for applications');
    const created = await queries.insert(trx, { artistId, projectId, message: input.message ?? null });
    if (!created) throw new AppError('CONFLICT', 'You have already applied to this project');
    if (input.proposal) await proposals.storeProposal(trx, projectId, { applicationId: created.id }, input.proposal);
    // Read in the same transaction that inserted it: always there.
    const row = await queries.findByIdOrThrow(trx, created.id);
    const [application] = await present(trx, [row], artistId);
    await createNotification(trx, {
      userId: project.owner_id,
      type: 'application_received',
      title: 'New application',
      message: `${application?.artist.displayName} applied to ${project.title}.`,
      applicationId: created.id,
    });
    return created.id;
  });
  return getApplication(db, artistId, id);
}

/**
 * Only the project's owner decides, only while pending; the artist is told, the owner's prompts are settled.
 * Accepting hires the artist (hire below). Accepting an application with a proposal records its quote as the agreed
 * amount, in the same transaction.
 */
export async function decideApplication(
  db: DB,
  viewerId: string,
  input: { id: string; status: 'accepted' | 'rejected'; notificationId?: string; keepOpen?: boolean },
): Promise<TApplication> {
  const row = await findVisible(db, viewerId, input.id);
  if (row.owner_id !== viewerId)
    throw new AppError('FORBIDDEN', "Only the project's owner can accept or decline an application");
  if (row.status !== 'pending')
    throw new AppError('CONFLICT', `This application was already ${collab.decisionWord(row.status)}`);
  const accepted = input.status === 'accepted';

  await db.transaction().execute(async (trx) => {
    if (!(await queries.decide(trx, row.id, input.status)))
      throw new AppError('CONFLICT', 'This application was already decided');
    // Read after the decision: the agreed amount is the proposal's quote recorded with it.
    const [application] = await present(trx, [await queries.findByIdOrThrow(trx, row.id)], viewerId);
    if (!application) throw new Error('application mapping lost a row');
    if (accepted) {
      await hire(trx, application, input.keepOpen ?? true);
    } else {
      await createNotification(trx, {
        userId: row.artist_id,
        type: 'application_rejected',
        title: 'Application declined',
        message: `${application.owner.displayName} declined your application to ${application.project.title}.`,
        applicationId: row.id,
        projectId: row.project_id,
      });
    }
    await markLinkedNotificationsRead(trx, viewerId, { applicationId: row.id, notificationId: input.notificationId });
  });
  return getApplication(db, viewerId, row.id);
}

/**
 * The owner hired the application's artist, in the caller's transaction: the artist is told "You're hired" (the
 * notification and its mail lead to the deal room), and the conversation between them opens with a system line.
 * Closing (keepOpen false) moves the project from open to hired, declines every other pending application and
 * withdraws every pending invitation, each artist told politely.
 */
async function hire(trx: DB, application: TApplication, keepOpen: boolean): Promise<void> {
  const { project, owner, artist } = application;
  await createNotification(trx, {
    userId: artist.id,
    type: 'application_accepted',
    title: "You're hired",
    message: `${owner.displayName} hired you for ${project.title}. Open the deal room for the next step.`,
    applicationId: application.id,
    projectId: project.id,
  });
  await writeSystemLine(trx, {
    senderId: owner.id,
    receiverId: artist.id,
    content: hireLine(owner.displayName, artist.displayName, project.title, application.agreedAmount),
  });
  if (keepOpen) return;
  if (!(await collab.moveProjectStatus(trx, project.id, 'open', 'hired')))
    throw new AppError('CONFLICT', 'This project is no longer open, so it cannot be closed to new applications');
  const thanks = `Thanks for applying to ${project.title}: ${owner.displayName} hired another artist.`;
  for (const other of await queries.declinePendingOnProject(trx, project.id)) {
    await createNotification(trx, {
      userId: other.artist_id,
      type: 'application_rejected',
      title: 'Another artist was hired',
      message: thanks,
      applicationId: other.id,
      projectId: project.id,
    });
  }
  for (const invitation of await invitations.declinePendingOnProject(trx, project.id)) {
    await createNotification(trx, {
      userId: invitation.artist_id,
      type: 'invitation_withdrawn',
      title: 'Invitation withdrawn',
      message: `${owner.displayName} hired another artist for ${project.title}, so its invitation to you was withdrawn. Thank you for your interest.`,
      invitationId: invitation.id,
      projectId: project.id,
    });
  }
}

/**
 * The artist withdraws their own application while it is pending. The row is deleted, so the artist may apply again
 * later (its proposal and the notifications that linked it go with it); the owner is told in the same transaction,
 * with a link to the project, since the application is gone.
 */
export async function withdrawApplication(db: DB, viewerId: string, id: string): Promise<void> {
  const row = await findVisible(db, viewerId, id);
  if (row.artist_id !== viewerId)
    throw new AppError('FORBIDDEN', 'Only the artist who applied can withdraw an application');
  if (row.status !== 'pending') throw new AppError('CONFLICT', withdrawRefusal(row.status));

  await db.transaction().execute(async (trx) => {
    // Read before the delete: the owner's notice names the artist and the project.
    const [application] = await present(trx, [row], viewerId);
    if (!(await queries.deletePending(trx, row.id))) throw new AppError('CONFLICT', withdrawRefusal('decided'));
    await createNotification(trx, {
      userId: row.owner_id,
      type: 'application_withdrawn',
      title: 'Application withdrawn',
      message: `${application?.artist.displayName} withdrew their application to ${application?.project.title}.`,
      projectId: row.project_id,
    });
  });
}

/** Why a decided application stays, and what the artist can do instead. */
function withdrawRefusal(status: 'accepted' | 'rejected' | 'decided'): string {
  if (status === 'accepted')
    return "This application was already accepted, so it cannot be withdrawn; message the project's owner to call the work off";
  if (status === 'rejected') return 'This application was already declined, so there is nothing to withdraw';
  return 'This application was decided meanwhile, so it cannot be withdrawn; reload it to see the decision';
}

/** The artist's own applications (my-applications and sent), or those to the user's projects (received). */
export async function listApplications(
  db: DB,
  viewerId: string,
  side: 'artist' | 'owner',
  input: TListApplicationsRequest,
) {
  const page = await queries.list(db, { side, userId: viewerId, ...input });
  return { items: await present(db, page.items, viewerId), nextCursor: page.nextCursor };
}

/** For the project's owner editing, closing or deleting it: its applications still pending or accepted. */
export const liveOnProject = queries.findLiveOnProject;

/**
 * Its owner closed the project: every pending application is declined (status rejected), inside the caller's transaction.
 * The caller tells the artists, in its own words.
 */
export const declinePendingOnProject = queries.declinePendingOnProject;
