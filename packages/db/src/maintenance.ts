import { sql, type Kysely } from 'kysely';

/**
 * VACUUM (ANALYZE) of every table, one at a time; answers how many. The embedded database (PGlite) runs no
 * autovacuum, so without this the rows that updates and deletes leave behind stay in its tables and indexes
 * for good, and the planner's statistics age with the data: a 100x seed left the partial index of the 23 users
 * without coordinates pointing at 1,364 row versions on 939 pages, which every nearest-first discover call read.
 * One table at a time, so the statements queued behind it (PGlite runs one at a time) wait for a table's
 * vacuum, not the whole database's. Runs outside a transaction (VACUUM refuses one).
 */
export async function vacuumTables<D>(db: Kysely<D>): Promise<number> {
  const { rows } = await sql<{ name: string }>`SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables
    WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY schemaname, tablename`.execute(db);
  for (const { name } of rows) await sql`VACUUM (ANALYZE) ${sql.raw(name)}`.execute(db);
  return rows.length;
}
