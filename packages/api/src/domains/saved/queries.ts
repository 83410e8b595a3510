import { shapedStatement, type DB } from '@wallcraft/db';
import type { SAVED_ITEM_TYPES } from '@wallcraft/shared';
import type { TPageRequest } from '@wallcraft/shared/schemas';
import { sql } from 'kysely';
import { shapedList } from '../../lib/paging';
import { itemShown, ownerShown, userShown } from '../../lib/visibility';

export type SavedItemType = (typeof SAVED_ITEM_TYPES)[number];
const COLUMNS = ['id', 'item_type', 'item_id', 'created_at'] as const;
const LISTED = ['saved_items.id', 'saved_items.item_type', 'saved_items.item_id', 'saved_items.created_at'] as const;

/**
 * The saved entry (of `saved_items`) names a target the lists below resolve: the same public rule (shown, of a shown owner),
 * in SQL, so a page of the list is full and the counts are what the tabs will show.
 */
function targetShown() {
  const item = sql.ref('saved_items.item_id');
  return sql<boolean>`CASE saved_items.item_type
    WHEN 'wall' THEN EXISTS (SELECT 1 FROM walls w WHERE w.id = ${item} AND ${itemShown('w')}
      AND ${ownerShown('w.owner_id')})
    WHEN 'brand_project' THEN EXISTS (SELECT 1 FROM projects p WHERE p.id = ${item} AND p.kind = 'brand'
      AND ${itemShown('p')} AND ${ownerShown('p.owner_id')})
    WHEN 'wall_project' THEN EXISTS (SELECT 1 FROM projects p JOIN walls w ON w.id = p.wall_id
      WHERE p.id = ${item} AND p.kind = 'wall' AND ${itemShown('p')} AND ${itemShown('w')}
      AND ${ownerShown('p.owner_id')})
    ELSE EXISTS (SELECT 1 FROM users u JOIN accounts a ON a.user_id = u.id AND a.user_type = saved_items.item_type
      WHERE u.id = ${item} AND ${userShown('u')})
  END`;
}

type SavedValues = { userId: string; itemTypes?: readonly SavedItemType[]; itemId?: string };

/*
 * The statements below are built and compiled once per shape (shapedStatement): building them through Kysely on
 * every call was about a quarter of GET /saved's CPU (bench/README.md, bare.ts). Lists of values are bound as one
 * array each (`= ANY(…)`), so one statement serves any number of them.
 */

const savedList = shapedList(
  [
    ['saved_items.created_at', 'desc'],
    ['saved_items.id', 'desc'],
  ],
  (db: DB, _: null, values: SavedValues) => {
    let query = db
      .selectFrom('saved_items')
      .select(LISTED)
      .where('saved_items.user_id', '=', values.userId)
      .where(targetShown());
    if (values.itemTypes)
      query = query.where('saved_items.item_type', '=', sql<SavedItemType>`ANY(${values.itemTypes}::text[])`);
    if (values.itemId) query = query.where('saved_items.item_id', '=', values.itemId);
    return query;
  },
);

export function listSaved(
  db: DB,
  userId: string,
  filter: TPageRequest & { itemTypes?: readonly SavedItemType[]; itemId?: string },
) {
  const values = { userId, itemTypes: filter.itemTypes, itemId: filter.itemId };
  return savedList(db, null, values, filter, (row) => row);
}

const savedCounts = shapedStatement((db: DB, _: null, values: { userId: string }) =>
  db
    .selectFrom('saved_items')
    .select(['saved_items.item_type', (eb) => eb.fn.countAll<string>().as('n')])
    .where('saved_items.user_id', '=', values.userId)
    .where(targetShown())
    .groupBy('saved_items.item_type'),
);

/** How many of the user's entries of each type name a target the list shows. */
export function countByType(db: DB, userId: string) {
  return savedCounts.execute(db, null, { userId });
}

/** The user's entries among the given targets (any type): what the save toggles of one page of cards show. */
export function findSavedAmong(db: DB, userId: string, itemIds: readonly string[]) {
  return db
    .selectFrom('saved_items')
    .select(['id', 'item_type', 'item_id'])
    .where('user_id', '=', userId)
    .where('item_id', 'in', itemIds)
    .execute();
}

/** Inserts unless the pair is saved already; returns the row either way (saving twice is harmless). */
export async function insertSaved(db: DB, userId: string, itemType: SavedItemType, itemId: string) {
  await db
    .insertInto('saved_items')
    .values({ user_id: userId, item_type: itemType, item_id: itemId })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return db
    .selectFrom('saved_items')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .where('item_type', '=', itemType)
    .where('item_id', '=', itemId)
    .executeTakeFirstOrThrow();
}

export async function deleteSaved(db: DB, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('saved_items')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export type TargetRow = {
  id: string;
  name: string | null;
  image: string | null;
  location: string | null;
  subtitle: string | null;
};

const fullName = sql<string>`nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '')`;

/*
 * The targets below resolve only what is public: an item moderation hid, or one of a hidden or suspended owner,
 * drops out of the saved list like a deleted one (and cannot be saved).
 */

/** People saved as artist, wall owner or brand: only users who hold that profile type. */
export function findPeople(db: DB, userType: 'artist' | 'wall_owner' | 'brand', ids: string[]): Promise<TargetRow[]> {
  return people.execute(db, userType, { ids });
}

/** The ids of one lookup, bound as one array. */
type Ids = { ids: string[] };
const anyId = (ids: string[]) => sql<string>`ANY(${ids}::uuid[])`;

const people = shapedStatement((db: DB, userType: 'artist' | 'wall_owner' | 'brand', values: Ids) =>
  db
    .selectFrom('users as u')
    .innerJoin('accounts as a', (join) => join.onRef('a.user_id', '=', 'u.id').on('a.user_type', '=', userType))
    .leftJoin('artist_profiles as ap', 'ap.user_id', 'u.id')
    .leftJoin('brand_profiles as bp', 'bp.user_id', 'u.id')
    .select([
      'u.id',
      'u.location',
      userType === 'brand'
        ? sql<string | null>`coalesce(bp.company_name, u.business_name, ${fullName})`.as('name')
        : userType === 'wall_owner'
          ? sql<string | null>`coalesce(u.business_name, ${fullName})`.as('name')
          : fullName.as('name'),
      userType === 'artist'
        ? sql<
            string | null
          >`coalesce(ap.portfolio_images[1], ap.portfolio_images[2], u.hero_image_url, u.profile_image_url)`.as('image')
        : userType === 'brand'
          ? sql<string | null>`coalesce(bp.company_logo, u.profile_image_url, bp.brand_images[1], u.hero_image_url)`.as(
              'image',
            )
          : sql<string | null>`coalesce(u.profile_image_url, u.hero_image_url)`.as('image'),
      userType === 'artist'
        ? sql<string | null>`nullif(array_to_string(ap.specialties[1:2], ', '), '')`.as('subtitle')
        : userType === 'brand'
          ? sql<string | null>`bp.industry`.as('subtitle')
          : sql<string | null>`'Wall owner'`.as('subtitle'),
    ])
    .where('u.id', '=', anyId(values.ids))
    .where(userShown('u')),
);

export function findWalls(db: DB, ids: string[]): Promise<TargetRow[]> {
  return walls.execute(db, null, { ids });
}

const walls = shapedStatement((db: DB, _: null, values: Ids) =>
  db
    .selectFrom('walls')
    .select([
      'id',
      'title as name',
      sql<string | null>`images[1]`.as('image'),
      'location',
      sql<
        string | null
      >`CASE WHEN width_ft IS NOT NULL AND height_ft IS NOT NULL THEN concat(width_ft, ' × ', height_ft, ' FT') ELSE surface_type END`.as(
        'subtitle',
      ),
    ])
    .where('id', '=', anyId(values.ids))
    .where(itemShown('walls'))
    .where(ownerShown('walls.owner_id')),
);

/** Projects carry their budget in cents as the subtitle source; the service formats it. */
export function findBrandProjects(db: DB, ids: string[]) {
  return brandProjects.execute(db, null, { ids });
}

const brandProjects = shapedStatement((db: DB, _: null, values: Ids) =>
  db
    .selectFrom('projects as p')
    .leftJoin('brand_profiles as bp', 'bp.user_id', 'p.owner_id')
    .select([
      'p.id',
      'p.title as name',
      sql<string | null>`p.images[1]`.as('image'),
      'p.location',
      'p.budget_cents',
      'bp.company_name as owner_name',
    ])
    .where('p.id', '=', anyId(values.ids))
    .where('p.kind', '=', 'brand')
    .where(itemShown('p'))
    .where(ownerShown('p.owner_id')),
);

export function findWallProjects(db: DB, ids: string[]) {
  return wallProjects.execute(db, null, { ids });
}

const wallProjects = shapedStatement((db: DB, _: null, values: Ids) =>
  db
    .selectFrom('projects as p')
    .innerJoin('walls as w', 'w.id', 'p.wall_id')
    .select([
      'p.id',
      'p.title as name',
      sql<string | null>`coalesce(p.images[1], w.images[1])`.as('image'),
      'p.location',
      'p.budget_cents',
      'w.title as owner_name',
    ])
    .where('p.id', '=', anyId(values.ids))
    .where('p.kind', '=', 'wall')
    .where(itemShown('p'))
    .where(itemShown('w'))
    .where(ownerShown('p.owner_id')),
);
