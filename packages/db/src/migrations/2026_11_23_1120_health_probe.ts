import { sql, type Kysely } from 'kysely';

/** One row that /api/health rewrites, so the check proves the database takes a write, not only a read. Frozen once landed. */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE health_probe (id smallint PRIMARY KEY CHECK (id = 1), checked_at timestamptz NOT NULL)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS health_probe`.execute(db);
}
