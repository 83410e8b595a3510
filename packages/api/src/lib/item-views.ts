import { createHash } from 'node:crypto';
import type { DB, ItemViewType } from '@wallcraft/db';
import { sql } from 'kysely';
import { AppError } from '../trpc/errors';

/**
 * Who is looking, for counting views once per viewer per day. A signed-in viewer is their user id; a
 * signed-out one is a hash of IP address and user agent, so no raw address is stored and two people
 * behind one NAT with different browsers still count twice.
 */
export function viewerKey(ctx: { user: { id: string } | null; ip: string; userAgent: string | null }): string {
  if (ctx.user) return `user:${ctx.user.id}`;
  const digest = createHash('sha256')
    .update(`${ctx.ip}\n${ctx.userAgent ?? ''}`)
    .digest('hex');
  return `anon:${digest.slice(0, 32)}`;
}

/**
 * Records a view for today (UTC). True when it is this viewer's first view of the item today, i.e. when
 * the caller should bump the item's view_count in the same transaction.
 */
export async function recordFirstViewToday(
  trx: DB,
  itemType: ItemViewType,
  itemId: string,
  viewer: string,
): Promise<boolean> {
  const inserted = await trx
    .insertInto('item_views')
    .values({
      item_type: itemType,
      item_id: itemId,
      viewer_key: viewer,
      day: sql<string>`(now() AT TIME ZONE 'utc')::date`,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('item_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export type Viewer = { key: string; userId: string | null };

/**
 * Reads one item and counts the view, in one transaction: once per viewer per day, and never the owner's
 * own looks. The answered row already holds the new count. Missing items are 404 with `notFound`, and so
 * are items `hidden` says moderation took down (lib/visibility.ts), except to their owner.
 */
export async function readCountingView<Row extends { view_count: number }>(
  db: DB,
  viewer: Viewer,
  item: {
    type: ItemViewType;
    id: string;
    notFound: string;
    find: (trx: DB) => Promise<Row | undefined>;
    ownerOf: (row: Row) => string;
    hidden?: (row: Row) => boolean;
    bump: (trx: DB) => Promise<unknown>;
  },
): Promise<Row> {
  return db.transaction().execute(async (trx) => {
    const row = await item.find(trx);
    const own = row !== undefined && item.ownerOf(row) === viewer.userId;
    if (!row || (!own && item.hidden?.(row))) throw new AppError('NOT_FOUND', item.notFound);
    if (!own && (await recordFirstViewToday(trx, item.type, item.id, viewer.key))) {
      await item.bump(trx);
      row.view_count += 1;
    }
    return row;
  });
}
