import { sql, type Kysely } from 'kysely';

/**
 * The public lists of walls and projects count their matches up to 1,001 (LIST_TOTAL_CAP + 1) beside each page.
 * Their indexes held every row, hidden ones too, so the count read each row from the table to learn whether an
 * operator hid it (and its status, when filtered) and whose it is, for moderation's anti-joins: about 1.6 µs a row,
 * 1.6-1.7 ms a first page at 100x. These partial indexes hold only the rows no operator hid and carry what the count
 * tests, so it is an index-only scan of about 0.2 ms (on table pages a vacuum marked all-visible: autovacuum, or on
 * the embedded database the maintenance job's). Projects are held in the lists' order, by status first for a list
 * filtered by it, which a page walks too. Walls are held by owner, the order in which Postgres anti-joins them with
 * the few users moderation took out, where it would otherwise read the owner index and each row. The full indexes
 * stay for the lists that keep hidden rows (an owner's own, the console's). Frozen once landed.
 */
const INDEXES: Record<string, string> = {
  projects_shown_kind_created_at_idx: 'projects (kind, created_at, id) INCLUDE (owner_id, wall_id)',
  projects_shown_kind_status_created_at_idx: 'projects (kind, status, created_at, id) INCLUDE (owner_id, wall_id)',
  walls_shown_owner_idx: 'walls (owner_id) INCLUDE (status)',
};

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, target] of Object.entries(INDEXES))
    await sql.raw(`CREATE INDEX ${name} ON ${target} WHERE hidden_at IS NULL`).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of Object.keys(INDEXES)) await sql.raw(`DROP INDEX IF EXISTS ${name}`).execute(db);
}
