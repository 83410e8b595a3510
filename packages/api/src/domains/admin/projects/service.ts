import type { DB } from '@wallcraft/db';
import { centsToDecimalString, type TProjectType } from '@wallcraft/shared';
import type { TAdminProjectsRequest, TCloseProjectForm } from '@wallcraft/shared/schemas';
import type { Context } from '../../../trpc/context';
import { AppError } from '../../../trpc/errors';
import { roleAtLeast } from '../../../trpc/procedures';
import { closeByOperator, closeRefusal, escrowOf } from '../../projects/service';
import { actorOf, audited } from '../audit';
import * as queries from './queries';
import type { TAdminProjectDetail, TAdminProjectRow } from './schemas';

export { lockProject } from './queries';

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
    budget: centsToDecimalString(row.budget_cents),
    createdAt: iso(row.created_at),
  };
}

export async function listProjects(db: DB, input: TAdminProjectsRequest) {
  const { items, nextCursor, total } = await queries.listProjects(db, input);
  return { total, nextCursor, items: items.map(toRow) };
}

export async function getProject(ctx: AdminContext, ref: ProjectRef): Promise<TAdminProjectDetail> {
  const row = await queries.findProject(ctx.db, ref.projectType, ref.id);
  if (!row) throw new AppError('NOT_FOUND', `No ${kindName(ref.projectType)} with this id`);
  const [applications, artists, payments, escrow] = await Promise.all([
    queries.applicationCounts(ctx.db, ref.id),
    queries.acceptedArtists(ctx.db, ref.id),
    queries.paymentsOf(ctx.db, ref.id),
    escrowOf(ctx.db, ref.id),
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
      amount: centsToDecimalString(p.amount_cents),
      status: p.payment_status,
      createdAt: iso(p.created_at),
    })),
    inEscrow: centsToDecimalString(escrow.cents),
    can: { close: roleAtLeast(ctx.admin.role, 'operator') && refusal === null },
    closeRefusal: refusal,
  };
}

/** Closes a project for good (the projects domain's rule, closeByOperator) with its audit row, in one transaction. */
export async function closeProject(ctx: AdminContext, ref: ProjectRef, input: TCloseProjectForm) {
  await audited(ctx.db, actorOf(ctx), async (trx) => {
    const before = await closeByOperator(trx, ref, input.note);
    return {
      result: undefined,
      audit: {
        action: 'project.close',
        targetType: ref.projectType,
        targetId: ref.id,
        before,
        after: { status: 'cancelled' },
        note: input.note,
      },
    };
  });
  return getProject(ctx, ref);
}
