import type { DB } from '@wallcraft/db';
import { centsToDecimalString, type TUserType } from '@wallcraft/shared';
import * as collab from '../collaboration/service';
import { hireLine, writeSystemLine } from '../messages/service';
import { createNotification, markLinkedNotificationsRead } from '../notifications/service';
import * as proposals from '../proposals/service';
import type { TProposal } from '../proposals/schemas';
import { AppError } from '../../trpc/errors';
import * as queries from './queries';
import type {
  TCreateInvitationRequest,
  TDecideInvitationRequest,
  TInvitation,
  TListInvitationsRequest,
} from './schemas';

function toInvitation(
  row: queries.InvitationRow,
  embeds: collab.Embeds,
  proposal: TProposal | null,
  viewerId: string,
): TInvitation {
  const { common, owner } = collab.decisionFields(row, row.inviter_id, embeds, viewerId);
  return Object.assign(common, {
    inviterId: row.inviter_id,
    inviter: owner,
    proposal,
    agreedAmount: centsToDecimalString(row.agreed_amount_cents),
  });
}

/**
 * Every caller passes rows the viewer is a party to (their own lists, or findVisible), so the proposal is
 * theirs to see.
 */
async function present(db: DB, rows: queries.InvitationRow[], viewerId: string): Promise<TInvitation[]> {
  const [embeds, proposalById] = await Promise.all([
    collab.loadEmbeds(
      db,
      rows.flatMap((row) => [row.artist_id, row.inviter_id]),
      rows.map((row) => row.project_id),
    ),
    proposals.proposalsFor(
      db,
      'invitation',
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((row) => toInvitation(row, embeds, proposalById.get(row.id) ?? null, viewerId));
}

/** Someone else's invitation is simply not found: ids leak nothing. */
async function findVisible(db: DB, viewerId: string, id: string): Promise<queries.InvitationRow> {
  const row = await queries.findById(db, id);
  if (!row || (row.artist_id !== viewerId && row.inviter_id !== viewerId))
    throw new AppError('NOT_FOUND', 'Invitation not found');
  return row;
}

export async function getInvitation(db: DB, viewerId: string, id: string): Promise<TInvitation> {
  const [invitation] = await present(db, [await findVisible(db, viewerId, id)], viewerId);
  if (!invitation) throw new Error('invitation mapping lost a row');
  return invitation;
}

/**
 * A brand invites to its own open brand project, a wall owner to its own open wall project (the active
 * profile decides which), and only someone holding an artist profile; one pending invitation per artist
 * and project. The artist is notified in the same transaction.
 */
export async function createInvitation(
  db: DB,
  inviterId: string,
  activeType: TUserType,
  input: TCreateInvitationRequest,
): Promise<TInvitation> {
  if (input.artistId === inviterId) throw new AppError('INVALID_INPUT', 'artistId: You cannot invite yourself');
  await collab.requireFullName(db, inviterId, 'invite');
  const projectId = collab.resolveProjectId(input);
  const project = await collab.findProject(db, projectId, input.projectType);
  if (!project) throw collab.projectNotFound(input.projectType);
  if (collab.ownerRole(input.projectType) !== activeType) {
    throw new AppError(
      'FORBIDDEN',
      input.projectType === 'brand_project'
        ? 'Only brands invite to brand projects; switch to your brand profile'
        : 'Only wall owners invite to wall projects; switch to your wall owner profile',
    );
  }
  if (project.owner_id !== inviterId)
    throw new AppError('FORBIDDEN', 'You can only invite artists to your own projects');
  if (project.status !== 'open') throw new AppError('CONFLICT', 'Only open projects can be invited to');
  collab.refuseUnavailableWall(project);
  if (!(await collab.userExists(db, input.artistId))) throw new AppError('NOT_FOUND', 'Artist not found');
  if (!(await collab.holdsAccountType(db, input.artistId, 'artist')))
    throw new AppError('INVALID_INPUT', 'artistId: This user has no artist profile');

  if (await queries.wasDeclined(db, input.artistId, projectId))
    throw new AppError('CONFLICT', 'This artist declined an invitation to this project');

  const id = await db.transaction().execute(async (trx) => {
    if ((await collab.lockProjectStatus(trx, projectId)) !== 'open')
      throw new AppError('CONFLICT', 'Only open projects can be invited to');
    const created = await queries.insert(trx, {
      inviterId,
      artistId: input.artistId,
      projectId,
      message: input.message ?? null,
    });
    if (!created) throw new AppError('CONFLICT', 'This artist already has a pending invitation to this project');
    // Read in the same transaction that inserted it: always there.
    const row = await queries.findByIdOrThrow(trx, created.id);
    const [invitation] = await present(trx, [row], inviterId);
    await createNotification(trx, {
      userId: input.artistId,
      type: 'invitation_received',
      title: 'You are invited',
      message: `${invitation?.inviter.displayName} invited you to ${project.title}.`,
      invitationId: created.id,
    });
    return created.id;
  });
  return getInvitation(db, inviterId, id);
}

/**
 * Only the invited artist decides, only while pending; the inviter is told, the artist's prompts are settled.
 * The artist may accept with a proposal: the inviter asked first, so the artist's acceptance with a quote is the
 * deal, and the quote is recorded as the agreed amount, all in one transaction.
 */
export async function decideInvitation(
  db: DB,
  viewerId: string,
  input: Pick<TDecideInvitationRequest, 'id' | 'status' | 'notificationId' | 'proposal'>,
): Promise<TInvitation> {
  if (input.proposal && input.status !== 'accepted')
    throw new AppError('INVALID_INPUT', 'proposal: Only an acceptance carries a proposal');
  const row = await findVisible(db, viewerId, input.id);
  if (row.artist_id !== viewerId)
    throw new AppError('FORBIDDEN', 'Only the invited artist can accept or decline an invitation');
  if (row.status !== 'pending')
    throw new AppError('CONFLICT', `This invitation was already ${collab.decisionWord(row.status)}`);

  await db.transaction().execute(async (trx) => {
    // Stored first, so the decision's update reads its quote; a failure anywhere below stores neither.
    if (input.proposal) await proposals.storeProposal(trx, row.project_id, { invitationId: row.id }, input.proposal);
    if (!(await queries.decide(trx, row.id, input.status)))
      throw new AppError('CONFLICT', 'This invitation was already decided');
    // Read after the decision: the agreed amount is the quote recorded with it.
    const [invitation] = await present(trx, [await queries.findByIdOrThrow(trx, row.id)], viewerId);
    const accepted = input.status === 'accepted';
    await createNotification(trx, {
      userId: row.inviter_id,
      type: accepted ? 'invitation_accepted' : 'invitation_rejected',
      title: accepted ? 'Invitation accepted' : 'Invitation declined',
      message: `${invitation?.artist.displayName} ${collab.decisionWord(input.status)} your invitation to ${invitation?.project.title}.`,
      invitationId: row.id,
      projectId: row.project_id,
    });
    // An accepted invitation is a hire: the conversation opens with the same line as an accepted application's.
    if (accepted && invitation) {
      await writeSystemLine(trx, {
        senderId: invitation.inviter.id,
        receiverId: invitation.artist.id,
        content: hireLine(
          invitation.inviter.displayName,
          invitation.artist.displayName,
          invitation.project.title,
          invitation.agreedAmount,
        ),
      });
    }
    await markLinkedNotificationsRead(trx, viewerId, { invitationId: row.id, notificationId: input.notificationId });
  });
  return getInvitation(db, viewerId, row.id);
}

/**
 * The inviter withdraws their own invitation while it is pending. The row is deleted (the notifications that linked
 * it go with it), so the artist can be invited again; the artist is told in the same transaction, with a link to
 * the project, since the invitation is gone.
 */
export async function withdrawInvitation(db: DB, viewerId: string, id: string): Promise<void> {
  const row = await findVisible(db, viewerId, id);
  if (row.inviter_id !== viewerId)
    throw new AppError('FORBIDDEN', 'Only the owner who sent an invitation can withdraw it; decline it instead');
  if (row.status !== 'pending') throw new AppError('CONFLICT', withdrawRefusal(row.status));

  await db.transaction().execute(async (trx) => {
    // Read before the delete: the artist's notice names the inviter and the project.
    const [invitation] = await present(trx, [row], viewerId);
    if (!(await queries.deletePending(trx, row.id))) throw new AppError('CONFLICT', withdrawRefusal('decided'));
    await createNotification(trx, {
      userId: row.artist_id,
      type: 'invitation_withdrawn',
      title: 'Invitation withdrawn',
      message: `${invitation?.inviter.displayName} withdrew their invitation to ${invitation?.project.title}.`,
      projectId: row.project_id,
    });
  });
}

/** Why a decided invitation stays, and what the inviter can do instead. */
function withdrawRefusal(status: 'accepted' | 'rejected' | 'decided'): string {
  if (status === 'accepted')
    return 'This invitation was already accepted, so it cannot be withdrawn; message the artist to call the work off';
  if (status === 'rejected') return 'This invitation was already declined, so there is nothing to withdraw';
  return 'This invitation was decided meanwhile, so it cannot be withdrawn; reload it to see the decision';
}

/** Invitations addressed to the user as an artist (my-invitations and received), or those the user sent. */
export async function listInvitations(
  db: DB,
  viewerId: string,
  side: 'artist' | 'inviter',
  input: TListInvitationsRequest,
) {
  const page = await queries.list(db, { side, userId: viewerId, ...input });
  return { items: await present(db, page.items, viewerId), nextCursor: page.nextCursor };
}

/** For the project's owner editing, closing or deleting it: its invitations still pending or accepted. */
export const liveOnProject = queries.findLiveOnProject;

/**
 * Its owner closed the project: every pending invitation is declined (status rejected), inside the caller's transaction.
 * The caller tells the artists, in its own words.
 */
export const declinePendingOnProject = queries.declinePendingOnProject;
