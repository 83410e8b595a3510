import { sql, type Kysely } from 'kysely';

/**
 * Who refunded a payment from the console: the operator who refunded it, or whose dispute decision refunded or
 * split it (security issue 32). ADMIN_REFUND_LIMIT_CENTS bounds what the console refunds in all on a project and by
 * one operator in 24 hours, summed from the payments' refund entries; it had bounded each payment alone, so an
 * operator could refund three payments of $1,000 on one project. Payments refunded before this take their operator
 * from the audit log (transaction.refund) or from the dispute whose decision refunded them (its refund entries share
 * the decision's transaction time), so those sums hold from the start.
 * Frozen once landed: later changes go in a new migration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('transactions')
    .addColumn('refunded_by_admin_id', 'uuid', (c) => c.references('admins.id'))
    .execute();
  await sql`CREATE INDEX transactions_refunded_by_idx ON transactions (refunded_by_admin_id)
    WHERE refunded_by_admin_id IS NOT NULL`.execute(db);
  await sql`UPDATE transactions t SET refunded_by_admin_id = a.admin_id
    FROM audit_log a
    WHERE a.action = 'transaction.refund' AND a.target_type = 'transaction' AND a.target_id = t.id::text`.execute(db);
  await sql`UPDATE transactions t SET refunded_by_admin_id = d.resolved_by_admin_id
    FROM project_disputes d
    WHERE t.refunded_by_admin_id IS NULL AND d.status = 'resolved' AND d.outcome IN ('refund', 'split')
      AND coalesce(d.brand_project_id, d.wall_project_id) = coalesce(t.brand_project_id, t.wall_project_id)
      AND (t.payment_status = 'refunded' OR t.split_refund_cents IS NOT NULL)
      AND EXISTS (SELECT 1 FROM ledger_entries l
        WHERE l.transaction_id = t.id AND l.movement = 'refund' AND l.created_at = d.resolved_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS transactions_refunded_by_idx`.execute(db);
  await db.schema.alterTable('transactions').dropColumn('refunded_by_admin_id').execute();
}
