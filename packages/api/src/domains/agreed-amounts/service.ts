import type { DB } from '@wallcraft/db';
import { centsToDecimalString, formatUsd } from '@wallcraft/shared';
import { isUuid } from '../../lib/fields';
import { AppError } from '../../trpc/errors';
import * as collab from '../collaboration/service';
import { createNotification } from '../notifications/service';
import * as queries from './queries';
import type {
  TAgreedAmount,
  TAgreedAmountList,
  TListAgreedAmountsRequest,
  TProposeAgreedAmountRequest,
} from './schemas';

async function present(db: DB, project: collab.ProjectRow, rows: queries.AgreedAmountRow[]): Promise<TAgreedAmount[]> {
  const embeds = await collab.loadEmbeds(
    db,
    rows.map((row) => row.artist_id),
    [],
  );
  return rows.map((row) => ({
    id: row.id,
    projectId: row.project_id,
    projectType: project.project_type,
    artistId: row.artist_id,
    artist: collab.toParty(embeds.party(row.artist_id), 'artist'),
    amount: centsToDecimalString(row.amount_cents),
    status: row.status,
    proposedAt: row.proposed_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
  }));
}

async function presentOne(db: DB, project: collab.ProjectRow, row: queries.AgreedAmountRow): Promise<TAgreedAmount> {
  const [item] = await present(db, project, [row]);
  if (!item) throw new Error('agreed amount mapping lost a row');
  return item;
}

const notFound = () => new AppError('NOT_FOUND', 'Agreed amount not found');

async function isAccepted(db: DB, projectId: string, artistId: string) {
  return (await queries.acceptedDecisions(db, projectId, artistId)).length > 0;
}

async function partyName(db: DB, userId: string, role: Parameters<typeof collab.toParty>[1]) {
  const embeds = await collab.loadEmbeds(db, [userId], []);
  return collab.toParty(embeds.party(userId), role).displayName;
}

/**
 * The project's agreed amounts: its owner sees all of them, an artist accepted on it their own; to anyone else
 * the project does not exist (404).
 */
export async function listAgreedAmounts(
  db: DB,
  viewerId: string,
  input: TListAgreedAmountsRequest,
): Promise<TAgreedAmountList> {
  const project = await collab.findProject(db, input.projectId, input.projectType);
  if (!project) throw collab.projectNotFound(input.projectType);
  if (project.owner_id === viewerId)
    return { items: await present(db, project, await queries.listForProject(db, project.id, null)) };
  if (!(await isAccepted(db, project.id, viewerId))) throw collab.projectNotFound(input.projectType);
  return { items: await present(db, project, await queries.listForProject(db, project.id, viewerId)) };
}

/**
 * The owner proposes an amount to an artist accepted without a proposal: the deal's total, so at least the payment
 * minimum. Proposing again replaces a pending or declined amount; a confirmed one is final (409). The artist is
 * notified (agreed_amount_proposed).
 */
export async function proposeAgreedAmount(
  db: DB,
  settings: { minimumCents: number },
  ownerId: string,
  input: TProposeAgreedAmountRequest,
): Promise<TAgreedAmount> {
  const project = await collab.findProject(db, input.projectId, input.projectType);
  if (!project) throw collab.projectNotFound(input.projectType);
  if (project.owner_id !== ownerId) {
    if (await isAccepted(db, project.id, ownerId))
      throw new AppError('FORBIDDEN', 'Only the project’s owner can propose an amount; you may confirm or decline one');
    throw collab.projectNotFound(input.projectType);
  }
  const decisions = await queries.acceptedDecisions(db, project.id, input.artistId);
  if (decisions.length === 0)
    throw new AppError(
      'INVALID_INPUT',
      'artistId must be an artist with an accepted application or invitation on this project',
    );
  const quoted = decisions.find((row) => row.agreed_amount_cents !== null)?.agreed_amount_cents;
  if (quoted)
    throw new AppError(
      'CONFLICT',
      `This artist’s accepted proposal already agreed ${formatUsd(quoted)}; milestones are bounded by it`,
    );
  if (input.amount < settings.minimumCents)
    throw new AppError(
      'INVALID_INPUT',
      `Amount must be at least ${formatUsd(settings.minimumCents)}, the payment minimum for a deal; milestones may then split it into smaller steps`,
    );
  const row = await db.transaction().execute(async (trx) => {
    const status = await collab.lockProjectStatus(trx, project.id);
    if (status === 'cancelled' || status === 'completed') throw new AppError('CONFLICT', `This project is ${status}`);
    const proposed = await queries.propose(trx, project.id, input.artistId, input.amount);
    if (!proposed) {
      const [confirmed] = await queries.listForProject(trx, project.id, input.artistId);
      throw new AppError(
        'CONFLICT',
        `This artist already confirmed ${formatUsd(confirmed?.amount_cents ?? 0)}; an agreed amount is final`,
      );
    }
    await createNotification(trx, {
      userId: input.artistId,
      type: 'agreed_amount_proposed',
      title: 'Amount proposed',
      message: `${await partyName(trx, ownerId, collab.ownerRole(project.project_type))} proposes ${formatUsd(input.amount)} for your work on ${project.title}. Confirm or decline it on the project’s milestones page.`,
      projectId: project.id,
    });
    return proposed;
  });
  return presentOne(db, project, row);
}

/**
 * The artist confirms or declines the amount proposed to them, once (409 after that). Only they answer: the
 * project's owner gets 403, anyone else 404. The owner is notified (agreed_amount_confirmed or _declined).
 */
export async function decideAgreedAmount(
  db: DB,
  artistId: string,
  id: string,
  decision: 'confirmed' | 'declined',
): Promise<TAgreedAmount> {
  const row = isUuid(id) ? await queries.findById(db, id) : undefined;
  if (!row) throw notFound();
  const project = await collab.findProject(db, row.project_id);
  if (!project) throw notFound();
  if (row.artist_id !== artistId) {
    if (project.owner_id === artistId)
      throw new AppError('FORBIDDEN', 'Only the artist it was proposed to can confirm or decline this amount');
    throw notFound();
  }
  const decided = await db.transaction().execute(async (trx) => {
    const status = await collab.lockProjectStatus(trx, project.id);
    if (status === 'cancelled' || status === 'completed') throw new AppError('CONFLICT', `This project is ${status}`);
    const changed = await queries.decide(trx, row.id, decision);
    if (!changed) {
      const current = await queries.findById(trx, row.id);
      throw new AppError('CONFLICT', `This amount was already ${current?.status ?? 'answered'}`);
    }
    const name = await partyName(trx, artistId, 'artist');
    const amount = formatUsd(changed.amount_cents);
    await createNotification(trx, {
      userId: project.owner_id,
      type: decision === 'confirmed' ? 'agreed_amount_confirmed' : 'agreed_amount_declined',
      title: decision === 'confirmed' ? 'Amount confirmed' : 'Amount declined',
      message:
        decision === 'confirmed'
          ? `${name} confirmed ${amount} for ${project.title}: plan their milestones within it.`
          : `${name} declined ${amount} for ${project.title}. You may propose another amount.`,
      projectId: project.id,
    });
    return changed;
  });
  return presentOne(db, project, decided);
}

/** The amounts artists confirmed on a project, per artist (milestones are bounded by them). */
export async function confirmedAmounts(db: DB, projectId: string): Promise<Map<string, number>> {
  const rows = await queries.confirmedForProject(db, projectId);
  return new Map(rows.map((row) => [row.artist_id, row.amount_cents]));
}
