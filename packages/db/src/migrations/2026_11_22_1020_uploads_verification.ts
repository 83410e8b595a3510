import { sql, type Kysely } from 'kysely';

/**
 * Uploads get two more states: 'receiving' (an embedded upload URL was claimed, so it cannot be used twice
 * even by two requests racing) and 'rejected' (the bytes were too large or not the declared image type).
 * The verification worker scans in-progress requests by age, across nodes, every few seconds.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE uploads DROP CONSTRAINT uploads_status_check`.execute(db);
  await sql`ALTER TABLE uploads ADD CONSTRAINT uploads_status_check CHECK (status IN ('pending', 'receiving', 'uploaded', 'rejected'))`.execute(
    db,
  );
  await sql`CREATE INDEX verification_requests_in_progress_idx ON verification_requests (created_at) WHERE status IN ('pending', 'processing')`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX verification_requests_in_progress_idx`.execute(db);
  await sql`DELETE FROM uploads WHERE status IN ('receiving', 'rejected')`.execute(db);
  await sql`ALTER TABLE uploads DROP CONSTRAINT uploads_status_check`.execute(db);
  await sql`ALTER TABLE uploads ADD CONSTRAINT uploads_status_check CHECK (status IN ('pending', 'uploaded'))`.execute(
    db,
  );
}
