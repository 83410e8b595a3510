import type { DB } from '@wallcraft/db';
import { sql, type RawBuilder } from 'kysely';

/**
 * Moderation's one rule for public reads: an item an operator hid, or any item whose owner is hidden or
 * suspended, is gone for everyone but its owner (and, at the end, the one write that hides an item). These conditions are plain SQL over a table alias, so the
 * builder queries (`.where(...)`) and the raw discover statement share them.
 */

/** The user row under `alias` (joined, or left-joined: a missing owner passes) is neither hidden nor suspended. */
export function userShown(alias: string): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(`${alias}.hidden_at`)} IS NULL AND ${sql.ref(`${alias}.suspended_at`)} IS NULL)`;
}

/**
 * The user `gone` was taken out by moderation: the predicate of the users_gone_idx partial index (migration
 * 2026_11_26_0810), written the same so the planner reads that index of the few such users.
 */
const USER_GONE = sql`(gone.hidden_at IS NOT NULL OR gone.suspended_at IS NOT NULL)`;

/**
 * The user whose id is in `ownerColumn` is neither hidden nor suspended, for queries that do not join the owner: an
 * anti-join with the few users moderation took out. Hidden owners are rare, so it almost always finds no row.
 */
export function ownerShown(ownerColumn: string): RawBuilder<boolean> {
  return sql<boolean>`NOT EXISTS (SELECT 1 FROM users gone WHERE gone.id = ${sql.ref(ownerColumn)} AND ${USER_GONE})`;
}

/**
 * The wall whose id is in `wallColumn` is shown: not hidden, and its owner neither hidden nor suspended. Two
 * anti-joins with the few walls and users moderation took out (their partial indexes, migrations
 * 2026_11_26_0810 and 2026_11_27_0900), for queries that do not join the wall: reading each row's wall by its key
 * cost a list of wall projects about 4 ms per 1,000 rows counted.
 */
export function wallShown(wallColumn: string): RawBuilder<boolean> {
  const wallId = sql.ref(wallColumn);
  return sql<boolean>`(NOT EXISTS (SELECT 1 FROM walls hw WHERE hw.id = ${wallId} AND hw.hidden_at IS NOT NULL)
    AND NOT EXISTS (SELECT 1 FROM users gone JOIN walls ow ON ow.owner_id = gone.id WHERE ow.id = ${wallId}
      AND ${USER_GONE}))`;
}

/** The row under `alias` (a wall, a project, a wall project or a message) was not hidden by an operator. */
export function itemShown(alias: string): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(`${alias}.hidden_at`)} IS NULL`;
}

/** Whether a detail read shows the item: always to its owner, to others only when neither it nor its owner is hidden. */
export function shownTo(
  viewerId: string | null,
  item: { ownerId: string | null; hiddenAt: Date | null; ownerGone: boolean },
): boolean {
  if (item.ownerId !== null && item.ownerId === viewerId) return true;
  return item.hiddenAt === null && !item.ownerGone;
}

/**
 * Sets or clears an operator's hiding of one row (`hidden_at`, kept from the first time it was hidden), where
 * `where` picks it; answers the value it had, or undefined when no row matched. Each owning domain calls it on
 * its own table.
 */
export async function setHiddenAt(
  db: DB,
  table: 'users' | 'walls' | 'projects' | 'messages',
  where: RawBuilder<boolean>,
  hidden: boolean,
): Promise<{ before: Date | null } | undefined> {
  const { rows } = await sql<{ before: Date | null }>`
    UPDATE ${sql.table(table)} AS item SET hidden_at = ${hidden ? sql`coalesce(old.hidden_at, now())` : sql`NULL`}
    FROM ${sql.table(table)} AS old
    WHERE old.id = item.id AND ${where}
    RETURNING old.hidden_at AS before`.execute(db);
  return rows[0];
}
