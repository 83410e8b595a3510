import { sql, type Kysely } from 'kysely';

/**
 * A milestone whose payment is cancelled or refunded goes back to pending, to be funded anew (issue 12):
 * funding_attempts counts those returns, so each new funding gets an idempotency key of its own while a
 * retried one still finds its first payment. Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('milestones')
    .addColumn('funding_attempts', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`funding_attempts >= 0`),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('milestones').dropColumn('funding_attempts').execute();
}
