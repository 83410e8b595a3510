import type { DB } from '@wallcraft/db';
import { sql } from 'kysely';

/** Rewrites the probe row and commits: the database takes a write, not only a read. */
export async function touchProbe(db: DB): Promise<void> {
  await db
    .insertInto('health_probe')
    .values({ id: 1, checked_at: sql`now()` })
    .onConflict((oc) => oc.column('id').doUpdateSet({ checked_at: sql`now()` }))
    .execute();
}

/** Thrown to roll the probe's transaction back once its statements have run. */
class RollBack extends Error {}

/**
 * Gives the probe table a new, empty file and writes a row into it, then rolls back: Postgres must add a
 * page to a file, which a full disk refuses (53100) even while a row rewritten in place still succeeds.
 * Real Postgres only: its autovacuum clears what the rolled-back TRUNCATE leaves in pg_class, which the
 * embedded database (no autovacuum) would keep.
 */
export async function probeNewPage(db: DB): Promise<void> {
  try {
    await db.transaction().execute(async (trx) => {
      await sql`TRUNCATE health_probe`.execute(trx);
      await trx
        .insertInto('health_probe')
        .values({ id: 1, checked_at: sql`now()` })
        .execute();
      throw new RollBack();
    });
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
  }
}

/** The cheapest round trip to the database: it answers, and nothing is written. */
export async function pingDatabase(db: DB): Promise<void> {
  await sql`SELECT 1`.execute(db);
}
