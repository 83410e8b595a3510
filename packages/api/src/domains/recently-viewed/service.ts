import type { DB } from '@wallcraft/db';
import { AppError } from '../../trpc/errors';
import { MAX_RECENTLY_VIEWED_KEPT } from '@wallcraft/shared';
import * as queries from './queries';
import type { TItemCard, TRecentlyViewedEntry, TRecentlyViewedType, TRecordViewRequest } from './schemas';

export { loadCards } from './queries';
export { personCard, wallCard } from './cards';
export type { TItemCard } from './schemas';

const NOT_FOUND: Record<TRecentlyViewedType, string> = {
  artist: 'Artist not found',
  brand: 'Brand not found',
  wall_owner: 'Wall owner not found',
  wall: 'Wall not found',
  project: 'Project not found',
  wall_project: 'Wall project not found',
};

/** POST /recently-viewed: upsert the entry (bumping viewed_at), then keep only the newest MAX_RECENTLY_VIEWED_KEPT. */
export async function recordView(db: DB, userId: string, input: TRecordViewRequest) {
  if (!(await queries.itemExists(db, input.itemType, input.itemId)))
    throw new AppError('NOT_FOUND', NOT_FOUND[input.itemType]);
  const row = await db.transaction().execute(async (trx) => {
    const entry = await queries.upsertEntry(trx, userId, input.itemType, input.itemId);
    await queries.pruneEntries(trx, userId, MAX_RECENTLY_VIEWED_KEPT);
    return entry;
  });
  return { itemType: row.item_type, itemId: row.item_id, viewedAt: row.viewed_at.toISOString() };
}

/**
 * GET /recently-viewed: newest first. Items deleted since they were viewed are skipped, so the whole
 * (bounded) history is read and the first `limit` that still exist are returned.
 */
export async function listRecentlyViewed(db: DB, userId: string, limit: number): Promise<TRecentlyViewedEntry[]> {
  const rows = await queries.listEntries(db, userId, MAX_RECENTLY_VIEWED_KEPT);
  const types = [...new Set(rows.map((row) => row.item_type))];
  const cards = new Map<TRecentlyViewedType, Map<string, TItemCard>>();
  await Promise.all(
    types.map(async (type) => {
      const ids = rows.filter((row) => row.item_type === type).map((row) => row.item_id);
      cards.set(type, await queries.loadCards(db, type, ids));
    }),
  );
  const entries: TRecentlyViewedEntry[] = [];
  for (const row of rows) {
    const item = cards.get(row.item_type)?.get(row.item_id);
    if (!item) continue;
    entries.push({
      id: `${row.item_type}:${row.item_id}`,
      itemType: row.item_type,
      itemId: row.item_id,
      viewedAt: row.viewed_at.toISOString(),
      item,
    });
    if (entries.length === limit) break;
  }
  return entries;
}
