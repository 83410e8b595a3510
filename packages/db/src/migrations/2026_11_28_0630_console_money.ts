import { sql, type Kysely } from 'kysely';

/**
 * The console's money and suspension (issue 35). A dispute split is decided in dollars: artist_share_cents keeps
 * what went to the artists (artist_share_bps stays for splits sent as a percentage). A suspension deletes the
 * user's sessions; suspended_sessions keeps the hash of each one until it would have expired, so a tab still
 * holding such a cookie is told why it was signed out instead of silently losing its session. Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE project_disputes ADD COLUMN artist_share_cents integer CHECK (artist_share_cents > 0)`.execute(
    db,
  );
  await db.schema
    .createTable('suspended_sessions')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('suspended_sessions_user_id_idx').on('suspended_sessions').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('suspended_sessions').execute();
  await sql`ALTER TABLE project_disputes DROP COLUMN artist_share_cents`.execute(db);
}
