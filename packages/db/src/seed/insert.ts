import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../schema';
import type { Rows } from './context';

/** Parents before children, so every foreign key points at a row that is already there. */
const INSERT_ORDER: (keyof Rows)[] = [
  'users',
  'accounts',
  'artist_profiles',
  'artist_unavailable_dates',
  'brand_profiles',
  'walls',
  'projects',
  'wall_link_requests',
  'applications',
  'invitations',
  'agreed_amounts',
  'transactions',
  'milestones',
  'tracking_sessions',
  'messages',
  'notifications',
  'reviews',
  'saved_items',
  'recently_viewed',
  'item_views',
  'referral_codes',
  'referral_signups',
  'referral_bonus_addresses',
  'verification_requests',
  'shop_products',
  'cart_items',
  'orders',
  'order_items',
  // Entries name a payment, a verification request, a referral signup or an order: all of them come first.
  'ledger_entries',
  'help_articles',
];
/** 500 rows of ~20 columns stays far below Postgres' 65,535 bind parameters per statement. */
const BATCH_SIZE = 500;

async function insertBatches<T extends keyof Database>(
  db: Kysely<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH_SIZE) {
    // Kysely cannot narrow a generic table name to its row type; `rows` is already typed by the caller.
    await db
      .insertInto(table)
      .values(rows.slice(i, i + BATCH_SIZE) as never)
      .execute();
  }
}

/** Inserts everything in one transaction: a failed seed leaves the database as it was. */
export async function insertRows(db: Kysely<Database>, rows: Rows): Promise<Record<string, number>> {
  // Rows of a table missing from the order would be dropped without a word: refuse instead.
  const unordered = (Object.keys(rows) as (keyof Rows)[]).filter((t) => rows[t].length && !INSERT_ORDER.includes(t));
  if (unordered.length) throw new Error(`seed: no place in INSERT_ORDER for ${unordered.join(', ')}`);
  const counts: Record<string, number> = {};
  await db.transaction().execute(async (trx) => {
    for (const table of INSERT_ORDER) {
      await insertBatches(trx, table, rows[table]);
      counts[table] = rows[table].length;
    }
    // users.active_account_id and accounts.user_id point at each other: set it once both exist,
    // choosing each user's first-created account.
    await sql`
      UPDATE users SET active_account_id = first.id
      FROM (SELECT DISTINCT ON (user_id) user_id, id FROM accounts ORDER BY user_id, created_at, id) AS first
      WHERE first.user_id = users.id AND users.active_account_id IS NULL`.execute(trx);
  });
  return counts;
}

/**
 * The operators, their record and the settings they made outlive a reset of the demo data: the audit log is
 * append-only (its trigger refuses TRUNCATE), and it points at operators, not at the data being replaced.
 */
const KEPT_ON_RESET = [
  'admins',
  'admin_sessions',
  'admin_recovery_codes',
  'admin_invites',
  'audit_log',
  'platform_settings',
];

/** Empties every application table but the operators' (not the migration bookkeeping either). */
export async function truncateAll(db: Kysely<Database>): Promise<void> {
  const { rows } = await sql<{ tablename: string }>`
    SELECT tablename FROM pg_tables
    WHERE schemaname = current_schema() AND tablename NOT LIKE 'kysely_migration%'
      AND tablename <> ALL(${KEPT_ON_RESET})`.execute(db);
  if (rows.length === 0) return;
  await sql`TRUNCATE ${sql.join(rows.map((r) => sql.id(r.tablename)))} RESTART IDENTITY CASCADE`.execute(db);
}
