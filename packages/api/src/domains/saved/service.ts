import type { DB } from '@wallcraft/db';
import type { TPage } from '@wallcraft/shared/schemas';
import { SAVED_TAB_TYPES, formatUsd } from '@wallcraft/shared';
import { iso } from '../../lib/content';
import { AppError } from '../../trpc/errors';
import * as queries from './queries';
import type {
  TCheckSavedRequest,
  TCheckSavedResponse,
  TListSavedRequest,
  TSavedCounts,
  TSavedItem,
  TSavedTarget,
} from './schemas';

type Ref = { itemType: queries.SavedItemType; itemId: string };
const key = (type: string, id: string) => `${type}:${id}`;
const PEOPLE = ['artist', 'wall_owner', 'brand'] as const;

function projectTarget(row: {
  name: string;
  image: string | null;
  location: string | null;
  budget_cents: number | null;
  owner_name: string | null;
}): TSavedTarget {
  const budget = row.budget_cents === null ? 'Budget TBD' : `Budget ${formatUsd(row.budget_cents)}`;
  return {
    name: row.name,
    image: row.image,
    location: row.location,
    subtitle: row.owner_name ? `${row.owner_name} · ${budget}` : budget,
  };
}

/** Looks up the saved targets (a handful of queries, one per type present); missing ones are absent from the map. */
export async function resolveTargets(db: DB, refs: Ref[]): Promise<Map<string, TSavedTarget>> {
  const idsOf = (type: string) => [...new Set(refs.filter((r) => r.itemType === type).map((r) => r.itemId))];
  const targets = new Map<string, TSavedTarget>();
  const add = (
    type: string,
    rows: { id: string; name: string | null; image: string | null; location: string | null; subtitle: string | null }[],
  ) => {
    for (const row of rows) {
      const name = row.name ?? (type === 'wall' ? `Wall ${row.id.slice(0, 8)}` : 'WallCraft user');
      targets.set(key(type, row.id), { name, image: row.image, location: row.location, subtitle: row.subtitle });
    }
  };
  const jobs: Promise<void>[] = [];
  for (const type of PEOPLE) {
    const ids = idsOf(type);
    if (ids.length) jobs.push(queries.findPeople(db, type, ids).then((rows) => add(type, rows)));
  }
  const walls = idsOf('wall');
  if (walls.length) jobs.push(queries.findWalls(db, walls).then((rows) => add('wall', rows)));
  for (const [type, find] of [
    ['brand_project', queries.findBrandProjects],
    ['wall_project', queries.findWallProjects],
  ] as const) {
    const ids = idsOf(type);
    if (!ids.length) continue;
    jobs.push(find(db, ids).then((rows) => rows.forEach((row) => targets.set(key(type, row.id), projectTarget(row)))));
  }
  await Promise.all(jobs);
  return targets;
}

/** The types a list request asks for: a tab's, narrowed by itemType when both are given. */
function typesOf(input: TListSavedRequest): readonly queries.SavedItemType[] | undefined {
  const ofTab = input.tab && input.tab !== 'all' ? SAVED_TAB_TYPES[input.tab] : undefined;
  if (!input.itemType) return ofTab;
  return !ofTab || ofTab.includes(input.itemType) ? [input.itemType] : [];
}

/** GET /saved: own items only, newest first; items whose target is gone or hidden are left out. */
export async function listSaved(db: DB, userId: string, input: TListSavedRequest): Promise<TPage<TSavedItem>> {
  const itemTypes = typesOf(input);
  if (itemTypes?.length === 0) return { items: [], nextCursor: null };
  const { items: rows, nextCursor } = await queries.listSaved(db, userId, {
    cursor: input.cursor,
    limit: input.limit,
    itemTypes,
    itemId: input.itemId,
  });
  const targets = await resolveTargets(
    db,
    rows.map((row) => ({ itemType: row.item_type, itemId: row.item_id })),
  );
  const items = rows.flatMap((row) => {
    const item = targets.get(key(row.item_type, row.item_id));
    return item
      ? [{ id: row.id, itemType: row.item_type, itemId: row.item_id, createdAt: iso(row.created_at), item }]
      : [];
  });
  return { items, nextCursor };
}

/** GET /saved/counts: each tab's count, as the list of that tab holds it. */
export async function countSaved(db: DB, userId: string): Promise<TSavedCounts> {
  const byType = new Map((await queries.countByType(db, userId)).map((row) => [row.item_type, Number(row.n)]));
  const sum = (types: readonly queries.SavedItemType[]) =>
    types.reduce((total, type) => total + (byType.get(type) ?? 0), 0);
  return {
    all: sum([...byType.keys()]),
    artists: sum(SAVED_TAB_TYPES.artists),
    walls: sum(SAVED_TAB_TYPES.walls),
    brands: sum(SAVED_TAB_TYPES.brands),
    projects: sum(SAVED_TAB_TYPES.projects),
  };
}

/** GET /saved/check: which of a page's items the user saved, in one call (a heart per card). */
export async function checkSaved(db: DB, userId: string, input: TCheckSavedRequest): Promise<TCheckSavedResponse> {
  const rows = await queries.findSavedAmong(db, userId, [...new Set(input.itemIds)]);
  return { items: rows.map((row) => ({ id: row.id, itemType: row.item_type, itemId: row.item_id })) };
}

/** POST /saved: the target must exist (404); saving a pair twice returns the existing entry; never your own profile. */
export async function saveItem(db: DB, userId: string, ref: Ref): Promise<TSavedItem> {
  if ((PEOPLE as readonly string[]).includes(ref.itemType) && ref.itemId === userId) {
    throw new AppError('INVALID_INPUT', 'itemId: You cannot save your own profile');
  }
  const item = (await resolveTargets(db, [ref])).get(key(ref.itemType, ref.itemId));
  if (!item) throw new AppError('NOT_FOUND', 'Item not found');
  const row = await queries.insertSaved(db, userId, ref.itemType, ref.itemId);
  return { id: row.id, itemType: row.item_type, itemId: row.item_id, createdAt: iso(row.created_at), item };
}

/** DELETE /saved/{id}: own entries only; anyone else's id is simply not found. */
export async function removeSaved(db: DB, userId: string, id: string): Promise<void> {
  if (!(await queries.deleteSaved(db, userId, id))) throw new AppError('NOT_FOUND', 'Saved item not found');
}
