import type { DB } from '@wallcraft/db';
import type { TUserType } from '@wallcraft/shared';
import { sql } from 'kysely';
import { itemShown, ownerShown, userShown } from '../../lib/visibility';
import { ownerName, personCard, wallCard } from './cards';
import type { TItemCard, TRecentlyViewedType } from './schemas';

export function personQuery(db: DB) {
  return db
    .selectFrom('users')
    .leftJoin('artist_profiles', 'artist_profiles.user_id', 'users.id')
    .leftJoin('brand_profiles', 'brand_profiles.user_id', 'users.id')
    .select([
      'users.id',
      'users.first_name',
      'users.last_name',
      'users.business_name',
      'users.location',
      'users.profile_image_url',
      'users.hero_image_url',
      'artist_profiles.specialties',
      'artist_profiles.portfolio_images',
      'brand_profiles.company_name',
      'brand_profiles.company_logo',
      'brand_profiles.brand_images',
      'brand_profiles.industry',
    ]);
}

/** A user with the profile columns the cards read (Kysely's inferred row of personQuery). */
export type PersonRow = Awaited<ReturnType<ReturnType<typeof personQuery>['execute']>>[number];

/*
 * The cards show only what is public: an item moderation hid, or one of a hidden or suspended owner, is left
 * out like a deleted one (and recording a view of it is 404).
 */

/** People holding a profile of this type: a user without it is not an artist/brand/wall owner to show. */
async function loadPeople(db: DB, type: TUserType, ids: string[]): Promise<TItemCard[]> {
  const rows = await personQuery(db)
    .where('users.id', 'in', ids)
    .where(userShown('users'))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('accounts')
          .select('accounts.id')
          .whereRef('accounts.user_id', '=', 'users.id')
          .where('accounts.user_type', '=', type),
      ),
    )
    .execute();
  return rows.map((row) => personCard(type, row));
}

export function wallQuery(db: DB) {
  return db
    .selectFrom('walls')
    .leftJoin('users as owner', 'owner.id', 'walls.owner_id')
    .select([
      'walls.id',
      'walls.title',
      'walls.images',
      'walls.location',
      'owner.first_name as owner_first_name',
      'owner.last_name as owner_last_name',
      'owner.business_name as owner_business_name',
    ]);
}

/** A wall with its owner's name columns (Kysely's inferred row of wallQuery). */
export type WallRow = Awaited<ReturnType<ReturnType<typeof wallQuery>['execute']>>[number];

async function loadWalls(db: DB, ids: string[]): Promise<TItemCard[]> {
  const rows = await wallQuery(db)
    .where('walls.id', 'in', ids)
    .where(itemShown('walls'))
    .where(userShown('owner'))
    .execute();
  return rows.map(wallCard);
}

async function loadBrandProjects(db: DB, ids: string[]): Promise<TItemCard[]> {
  const rows = await db
    .selectFrom('projects')
    .leftJoin('users as brand', 'brand.id', 'projects.owner_id')
    .leftJoin('brand_profiles', 'brand_profiles.user_id', 'projects.owner_id')
    .select([
      'projects.id',
      'projects.title',
      'projects.images',
      'projects.location',
      'brand.first_name',
      'brand.last_name',
      'brand.business_name',
      'brand_profiles.company_name',
    ])
    .where('projects.id', 'in', ids)
    .where('projects.kind', '=', 'brand')
    .where(itemShown('projects'))
    .where(userShown('brand'))
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.title,
    image: row.images[0] ?? null,
    location: row.location,
    subtitle: ownerName(row),
    href: `/projects/${row.id}`,
  }));
}

/** A wall project without its own images or location shows its wall's. */
async function loadWallProjects(db: DB, ids: string[]): Promise<TItemCard[]> {
  const rows = await db
    .selectFrom('projects')
    .innerJoin('walls', 'walls.id', 'projects.wall_id')
    .select([
      'projects.id',
      'projects.title',
      'projects.images',
      'projects.location',
      'walls.title as wall_title',
      'walls.images as wall_images',
      'walls.location as wall_location',
    ])
    .where('projects.id', 'in', ids)
    .where('projects.kind', '=', 'wall')
    .where(itemShown('projects'))
    .where(itemShown('walls'))
    .where(ownerShown('projects.owner_id'))
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.title,
    image: row.images[0] ?? row.wall_images[0] ?? null,
    location: row.location ?? row.wall_location,
    subtitle: row.wall_title,
    href: `/wall-projects/${row.id}`,
  }));
}

/** The cards of the given items of one type, by id; ids that no longer exist are absent from the map. */
export async function loadCards(db: DB, type: TRecentlyViewedType, ids: string[]): Promise<Map<string, TItemCard>> {
  if (ids.length === 0) return new Map();
  let cards: TItemCard[];
  if (type === 'wall') cards = await loadWalls(db, ids);
  else if (type === 'project') cards = await loadBrandProjects(db, ids);
  else if (type === 'wall_project') cards = await loadWallProjects(db, ids);
  else cards = await loadPeople(db, type, ids);
  return new Map(cards.map((card) => [card.id, card]));
}

/** Whether the item exists and is public: users must also hold a profile of the named type. */
export async function itemExists(db: DB, type: TRecentlyViewedType, id: string): Promise<boolean> {
  return (await loadCards(db, type, [id])).has(id);
}

export type EntryRow = Awaited<ReturnType<typeof listEntries>>[number];

/**
 * One row per user and item: opening it again only moves viewed_at. clock_timestamp(), not now(), so
 * two views recorded in one transaction still order by when each happened.
 */
export function upsertEntry(db: DB, userId: string, type: TRecentlyViewedType, id: string) {
  return db
    .insertInto('recently_viewed')
    .values({ user_id: userId, item_type: type, item_id: id, viewed_at: sql<Date>`clock_timestamp()` })
    .onConflict((oc) =>
      oc.columns(['user_id', 'item_type', 'item_id']).doUpdateSet({ viewed_at: sql<Date>`clock_timestamp()` }),
    )
    .returning(['item_type', 'item_id', 'viewed_at'])
    .executeTakeFirstOrThrow();
}

/** Drops the user's entries beyond the newest `keep`. */
export async function pruneEntries(db: DB, userId: string, keep: number): Promise<void> {
  await db
    .deleteFrom('recently_viewed')
    .where('user_id', '=', userId)
    .where((eb) =>
      eb(
        eb.refTuple('item_type', 'item_id'),
        'in',
        eb
          .selectFrom('recently_viewed')
          .select(['item_type', 'item_id'])
          .where('user_id', '=', userId)
          .orderBy('viewed_at', 'desc')
          .orderBy('item_id')
          .offset(keep)
          .$asTuple('item_type', 'item_id'),
      ),
    )
    .execute();
}

export function listEntries(db: DB, userId: string, limit: number) {
  return db
    .selectFrom('recently_viewed')
    .select(['item_type', 'item_id', 'viewed_at'])
    .where('user_id', '=', userId)
    .orderBy('viewed_at', 'desc')
    .orderBy('item_id')
    .limit(limit)
    .execute();
}
