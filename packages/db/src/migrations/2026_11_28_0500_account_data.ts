import { sql, type Kysely } from 'kysely';
import { addAllowedValues, dropAllowedValues } from './lib/allowed-values';

/**
 * Leaving, and taking one's data (issue 34 §2). data_exports: one JSON archive of what a person wrote and received,
 * built by a job (pending, then ready or failed) and downloadable for seven days after it is ready (expires_at);
 * at most one pending per person (the partial unique index). users.deleted_at: the person deleted their account;
 * their row stays, erased, so the ledger, orders and reviews that name it keep a row to point at. The person's
 * data_export_ready notification tells them the archive is ready. Frozen once landed.
 */
const ADDED = ['data_export_ready'];

export async function up(db: Kysely<any>): Promise<void> {
  await addAllowedValues(db, 'notifications', 'type', ADDED);
  await sql`ALTER TABLE users ADD COLUMN deleted_at timestamptz`.execute(db);
  await db.schema
    .createTable('data_exports')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status IN ('pending', 'ready', 'failed')`),
    )
    .addColumn('content', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('ready_at', 'timestamptz')
    .addColumn('expires_at', 'timestamptz')
    .execute();
  await sql`CREATE INDEX data_exports_user_idx ON data_exports (user_id, created_at DESC)`.execute(db);
  await sql`CREATE UNIQUE INDEX data_exports_one_pending_idx ON data_exports (user_id) WHERE status = 'pending'`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('data_exports').execute();
  await sql`ALTER TABLE users DROP COLUMN deleted_at`.execute(db);
  await sql`DELETE FROM notifications WHERE type IN (${sql.join(ADDED.map((type) => sql.lit(type)))})`.execute(db);
  await dropAllowedValues(db, 'notifications', 'type', ADDED);
}
