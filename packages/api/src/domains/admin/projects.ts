import type { DB } from '@wallcraft/db';
import { formatUsd, type TProjectType } from '@wallcraft/shared';
import type { TAdminProjectsRequest, TCloseProjectForm } from '@wallcraft/shared/schemas';
import type { Context } from '../../trpc/context';
import { AppError } from '../../trpc/errors';
import { roleAtLeast } from '../../trpc/procedures';
import { createNotification } from '../notifications/service';
import { actorOf, audited } from './audit';
import * as queries from './projects.queries';
import type { TAdminProjectDetail, TAdminProjectRow } from './projects.schemas';

/** Operators' view of brand and wall projects: the table, one project in detail, and closing one. */

type AdminContext = Context & { admin: NonNullable<Context['admin']> };
type ProjectRef = { projectType: TProjectType; id: string };

const iso = (value: Date | string) => new Date(value).toISOString();
const kindName = (kind: TProjectType) => (kind === 'brand_project' ? 'brand project' : 'wall project');

function toRow(row: NonNullable<Awaited<ReturnType<typeof queries.findProject>>>): TAdminProjectRow {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    ownerId: row.owner_id,
    ownerName: row.owner_name,
    status: row.status,
    budgetCents: row.budget_cents,
    createdAt: iso(row.created_at),
  };
}

export async function listProjects(db: DB, input: TAdminProjectsRequest) {
  const { items, nextCursor, total } = await queries.listProjects(db, input);
  return { total, nextCursor, items: items.map(toRow) };
}

/** Why an operator may not close the project as it stands; null when they may. */
function closeRefusal(status: string, escrow: { count: number; cents: number }): string | null {
  if (status === 'cancelled') return 'This project is already closed';
  if (status === 'completed') return 'This project is completed; there is nothing left to close';
  if (escrow.count > 0)
    return `${formatUsd(escrow.cents)} is held in escrow for this project (${escrow.count} ${
      escrow.count === 1 ? 'payment' : 'payments'
    }): refund each escrowed payment under Transactions, or resolve its dispute, then close the project`;
  return null;
}

export async function getProject(ctx: AdminContext, ref: ProjectRef): Promise<TAdminProjectDetail> {
  const row = await queries.findProject(ctx.db, ref.projectType, ref.id);
  if (!row) throw new AppError('NOT_FOUND', `No ${kindName(ref.projectType)} with this id`);
  const [applications, artists, payments, escrow] = await Promise.all([
    queries.applicationCounts(ctx.db, ref.projectType, ref.id),
    queries.acceptedArtists(ctx.db, ref.projectType, ref.id),
    queries.paymentsOf(ctx.db, ref.projectType, ref.id),
    queries.escrowOf(ctx.db, ref.projectType, ref.id),
  ]);
  const refusal = closeRefusal(row.status, escrow);
  return {
    ...toRow(row),
    description: row.description,
    location: row.location,
    ownerEmail: row.owner_email,
    applications,
    acceptedArtists: artists.map((a) => ({ id: a.id, name: a.name })),
    payments: payments.map((p) => ({
      id: p.id,
      recipientName: p.recipient_name,
      amountCents: p.amount_cents,
      status: p.payment_status,
      createdAt: iso(p.created_at),
    })),
    inEscrowCents: escrow.cents,
    can: { close: roleAtLeast(ctx.admin.role, 'operator') && refusal === null },
    closeRefusal: refusal,
  };
}

/**
 * Closes a project for good (status cancelled): refused while escrow holds money for it, since cancelling would
 * strand that money; the owner is told why. The change, the notification and the audit row commit together.
 */
export async function closeProject(ctx: AdminContext, ref: ProjectRef, input: TCloseProjectForm) {
  await audited(ctx.db, actorOf(ctx), async (trx) => {
    // Locked first: a payment being created share-locks the project, so none can slip into escrow meanwhile.
    const project = await queries.lockProject(trx, ref.projectType, ref.id);
    const row = project && (await queries.findProject(trx, ref.projectType, ref.id));
    if (!project || !row) throw new AppError('NOT_FOUND', `No ${kindName(ref.projectType)} with this id`);
    const refusal = closeRefusal(project.status, await queries.escrowOf(trx, ref.projectType, ref.id));
    if (refusal) throw new AppError('CONFLICT', refusal);
    await queries.cancelProject(trx, ref.projectType, ref.id);
    await createNotification(trx, {
      userId: row.owner_id,
      type: 'project_cancelled',
      title: 'Project closed',
      message: `An operator closed your ${kindName(ref.projectType)} “${row.title}”: ${input.note}. Write to support if you have questions.`,
    });
    return {
      result: undefined,
      audit: {
        action: 'project.close',
        targetType: ref.projectType,
        targetId: ref.id,
        before: { status: project.status },
        after: { status: 'cancelled' },
        note: input.note,
      },
    };
  });
  return getProject(ctx, ref);
}
