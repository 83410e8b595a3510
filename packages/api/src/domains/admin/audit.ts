import type { DB } from '@wallcraft/db';
import { sql } from 'kysely';
import type { Context } from '../../trpc/context';
import { page } from '../../lib/paging';
import type { TAuditLogRequest } from './schemas';

/** Who acted: the operator and the address the request came from. */
export type AuditActor = { adminId: string; ip: string };

export function actorOf(ctx: Pick<Context, 'ip'> & { admin: { id: string } }): AuditActor {
  return { adminId: ctx.admin.id, ip: ctx.ip };
}

export type AuditEntry = {
  /** What was done, as domain.verb: user.suspend, report.resolve, setting.update, ... */
  action: string;
  targetType: string;
  targetId: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  note?: string | null;
};

/**
 * Writes one row of the audit log. Call it with the transaction of the action itself: the row exists exactly
 * when the action committed. The table is append-only (a trigger refuses changes), so this is the only writer.
 */
export async function recordAudit(trx: DB, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      admin_id: actor.adminId,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      before: entry.before ? JSON.stringify(entry.before) : null,
      after: entry.after ? JSON.stringify(entry.after) : null,
      note: entry.note ?? null,
      ip: actor.ip,
    })
    .execute();
}

/** Runs an action and its audit row in one transaction; the action returns what to record beside its result. */
export async function audited<T>(
  db: DB,
  actor: AuditActor,
  action: (trx: DB) => Promise<{ result: T; audit: AuditEntry }>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const { result, audit } = await action(trx);
    await recordAudit(trx, actor, audit);
    return result;
  });
}

export async function listAudit(db: DB, input: TAuditLogRequest) {
  let query = db.selectFrom('audit_log').innerJoin('admins', 'admins.id', 'audit_log.admin_id');
  if (input.adminId) query = query.where('audit_log.admin_id', '=', input.adminId);
  if (input.action) query = query.where('audit_log.action', '=', input.action);
  if (input.targetType) query = query.where('audit_log.target_type', '=', input.targetType);
  if (input.targetId) query = query.where('audit_log.target_id', '=', input.targetId);
  if (input.from) query = query.where('audit_log.created_at', '>=', new Date(input.from));
  if (input.to) query = query.where('audit_log.created_at', '<', new Date(input.to));
  const { items, nextCursor } = await page(
    query.select([
      'audit_log.id',
      'audit_log.admin_id',
      'admins.username',
      'audit_log.action',
      'audit_log.target_type',
      'audit_log.target_id',
      'audit_log.before',
      'audit_log.after',
      'audit_log.note',
      'audit_log.ip',
      'audit_log.created_at',
    ]),
    {
      sort: [
        ['audit_log.created_at', 'desc'],
        ['audit_log.id', 'desc'],
      ],
      cursor: input.cursor,
      limit: input.limit,
    },
  );
  return {
    nextCursor,
    items: items.map((row) => ({
      id: String(row.id),
      adminId: row.admin_id,
      adminUsername: row.username,
      action: row.action,
      targetType: row.target_type,
      targetId: row.target_id,
      before: row.before,
      after: row.after,
      note: row.note,
      ip: row.ip,
      createdAt: new Date(row.created_at).toISOString(),
    })),
  };
}

/** The distinct actions recorded so far, for the log's filter. */
export async function auditActions(db: DB): Promise<string[]> {
  const rows = await db
    .selectFrom('audit_log')
    .select(sql<string>`DISTINCT action`.as('action'))
    .orderBy('action')
    .execute();
  return rows.map((row) => row.action);
}
