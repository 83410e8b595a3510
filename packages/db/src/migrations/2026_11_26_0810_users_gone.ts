import { sql, type Kysely } from 'kysely';

/**
 * The users moderation took out (hidden or suspended): a partial index of their ids, nearly always empty. Public
 * reads that do not join an item's owner ask whether the owner is one of them (`ownerShown` in
 * packages/api/src/lib/visibility.ts, an anti-join); without an index that holds only them, Postgres answered it
 * by reading the whole users table once per statement (17,000 rows, about 10 ms per branch of discover's first
 * page at 100x, so that page grew with the data). The predicate is the query's own, so the planner can use it.
 * Frozen once landed: later changes go in a new migration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE INDEX users_gone_idx ON users (id) WHERE hidden_at IS NOT NULL OR suspended_at IS NOT NULL`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS users_gone_idx`.execute(db);
}
