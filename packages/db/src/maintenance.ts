import { sql, type Kysely } from 'kysely';

/**
 * VACUUM (ANALYZE) of `tables` (default: every table of the database), one at a time; answers how many. The
 * embedded database (PGlite) runs no autovacuum, so without this the rows that updates and deletes leave behind
 * stay in its tables and indexes for good, and the planner's statistics age with the data: a 100x seed left the
 * partial index of the 23 users without coordinates pointing at 1,364 row versions on 939 pages, which every
 * nearest-first discover call read. One table at a time, so the statements queued behind it (PGlite runs one at
 * a time) wait for a table's vacuum, not the whole database's. Runs outside a transaction (VACUUM refuses one).
 */
export async function vacuumTables<D>(db: Kysely<D>, tables?: readonly string[]): Promise<number> {
  const names = tables
    ? tables.map((table) => sql.table(table))
    : (
        await sql<{ name: string }>`SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables
          WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY schemaname, tablename`.execute(db)
      ).rows.map(({ name }) => sql.raw(name));
  for (const name of names) await sql`VACUUM (ANALYZE) ${name}`.execute(db);
  return names.length;
}
