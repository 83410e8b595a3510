import type { DB } from '@wallcraft/db';
import { DISTANCE_BUCKETS, EARTH_RADIUS_MILES, type TProjectKind } from '@wallcraft/shared';
import { sql, type Expression, type RawBuilder } from 'kysely';
import { itemShown, userShown } from '../../lib/visibility';

/**
 * Ranking for the dashboard's matches, all in SQL so only the few shown rows leave the database:
 * distance bucket (nearest first; no coordinates last), then shared styles (most first), then the exact
 * distance, then the id (a stable tie-breaker).
 */

export type Origin = { latitude: number; longitude: number } | null;

/** Great-circle distance in miles (haversine, Earth radius 3959); null when either side has no coordinates. */
function distanceMiles(
  origin: Origin,
  latitude: Expression<number | null>,
  longitude: Expression<number | null>,
): RawBuilder<number | null> {
  if (!origin) return sql<number | null>`null::float8`;
  const lat = sql`${origin.latitude}::float8`;
  const lng = sql`${origin.longitude}::float8`;
  // least() skips nulls, so the null case is spelled out rather than left to propagate.
  return sql<number | null>`(CASE WHEN ${latitude} IS NULL OR ${longitude} IS NULL THEN NULL
    ELSE 2 * ${EARTH_RADIUS_MILES}::float8 * asin(least(1, sqrt(
      power(sin(radians(${latitude} - ${lat}) / 2), 2)
      + cos(radians(${lat})) * cos(radians(${latitude})) * power(sin(radians(${longitude} - ${lng}) / 2), 2)))) END)`;
}

/** Index of the discover distance bucket (under 5, 5-10, over 10-25, over 25-50, over 50); past the last when unknown. */
function distanceBucket(distance: RawBuilder<number | null>): RawBuilder<number> {
  const [under5, upTo10, upTo25, upTo50] = DISTANCE_BUCKETS.map((bucket) => bucket.max);
  return sql<number>`(CASE WHEN ${distance} IS NULL THEN 5 WHEN ${distance} < ${under5} THEN 0 WHEN ${distance} <= ${upTo10} THEN 1
    WHEN ${distance} <= ${upTo25} THEN 2 WHEN ${distance} <= ${upTo50} THEN 3 ELSE 4 END)`;
}

/** How many distinct styles (case-insensitive) of the item's style lists are among the viewer's. */
function sharedStyles(viewerStyles: string[], itemStyles: RawBuilder<string[]>): RawBuilder<number> {
  // `0::int`, not `0`: a bare integer in ORDER BY would mean the first select column.
  if (viewerStyles.length === 0) return sql<number>`0::int`;
  return sql<number>`(SELECT count(DISTINCT lower(btrim(style)))::int FROM unnest(${itemStyles}) AS style
    WHERE lower(btrim(style)) = ANY(${viewerStyles}::text[]))`;
}

export type Ranked = { distance_miles: number | null; shared_styles: number };

const person = [
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
] as const;

/** Users holding a profile of this type, other than the viewer, ranked. */
export function rankedPeople(
  db: DB,
  args: { type: 'artist' | 'brand'; viewerId: string; origin: Origin; styles: string[]; limit: number },
) {
  const distance = distanceMiles(args.origin, sql.ref('users.latitude'), sql.ref('users.longitude'));
  const itemStyles =
    args.type === 'artist'
      ? sql<string[]>`artist_profiles.specialties || artist_profiles.preferred_styles`
      : sql<
          string[]
        >`brand_profiles.preferred_styles || coalesce((SELECT array_agg(style) FROM projects AS bp, unnest(bp.preferred_styles) AS style
          WHERE bp.owner_id = users.id AND bp.kind = 'brand' AND bp.status = 'open'), '{}')`;
  const shared = sharedStyles(args.styles, sql<string[]>`coalesce(${itemStyles}, '{}')`);
  return db
    .selectFrom('users')
    .leftJoin('artist_profiles', 'artist_profiles.user_id', 'users.id')
    .leftJoin('brand_profiles', 'brand_profiles.user_id', 'users.id')
    .select(person)
    .select([distance.as('distance_miles'), shared.as('shared_styles')])
    .where('users.id', '<>', args.viewerId)
    .where(userShown('users'))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('accounts')
          .select('accounts.id')
          .whereRef('accounts.user_id', '=', 'users.id')
          .where('accounts.user_type', '=', args.type),
      ),
    )
    .orderBy(distanceBucket(distance))
    .orderBy(shared, 'desc')
    .orderBy(sql`${distance} NULLS LAST`)
    .orderBy('users.id')
    .limit(args.limit)
    .execute();
}

/** Available walls not owned by the viewer, ranked; a wall's styles are those of its open wall projects. */
export function rankedWalls(db: DB, args: { viewerId: string; origin: Origin; styles: string[]; limit: number }) {
  const distance = distanceMiles(args.origin, sql.ref('walls.latitude'), sql.ref('walls.longitude'));
  const shared = sharedStyles(
    args.styles,
    sql<string[]>`coalesce((SELECT array_agg(style) FROM projects AS wp, unnest(wp.preferred_styles) AS style
      WHERE wp.wall_id = walls.id AND wp.kind = 'wall' AND wp.status = 'open'), '{}')`,
  );
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
    ])
    .select([distance.as('distance_miles'), shared.as('shared_styles')])
    .where('walls.status', '=', 'available')
    .where('walls.owner_id', '<>', args.viewerId)
    .where(itemShown('walls'))
    .where(userShown('owner'))
    .orderBy(distanceBucket(distance))
    .orderBy(shared, 'desc')
    .orderBy(sql`${distance} NULLS LAST`)
    .orderBy('walls.id')
    .limit(args.limit)
    .execute();
}

/** The style lists of the owner's open projects of a kind. */
function openProjectStyles(db: DB, ownerId: string, kind: TProjectKind) {
  return db
    .selectFrom('projects')
    .select('preferred_styles')
    .where('owner_id', '=', ownerId)
    .where('kind', '=', kind)
    .where('status', '=', 'open')
    .execute();
}

/** The viewer's place and the styles they care about, by their active profile type. */
export async function viewerProfile(db: DB, viewerId: string, type: 'artist' | 'brand' | 'wall_owner' | null) {
  const user = await db
    .selectFrom('users')
    .select(['latitude', 'longitude'])
    .where('id', '=', viewerId)
    .executeTakeFirst();
  let styles: string[] = [];
  if (type === 'artist') {
    const profile = await db
      .selectFrom('artist_profiles')
      .select(['specialties', 'preferred_styles'])
      .where('user_id', '=', viewerId)
      .executeTakeFirst();
    styles = [...(profile?.specialties ?? []), ...(profile?.preferred_styles ?? [])];
  } else if (type === 'brand') {
    const profile = await db
      .selectFrom('brand_profiles')
      .select('preferred_styles')
      .where('user_id', '=', viewerId)
      .executeTakeFirst();
    const projects = await openProjectStyles(db, viewerId, 'brand');
    styles = [...(profile?.preferred_styles ?? []), ...projects.flatMap((project) => project.preferred_styles)];
  } else if (type === 'wall_owner') {
    const projects = await openProjectStyles(db, viewerId, 'wall');
    styles = projects.flatMap((project) => project.preferred_styles);
  }
  const origin =
    user?.latitude != null && user.longitude != null ? { latitude: user.latitude, longitude: user.longitude } : null;
  return { origin, styles: [...new Set(styles.map((style) => style.trim().toLowerCase()).filter(Boolean))] };
}

/** The projects an artist works on: accepted applications and invitations, each project once. */
export async function countArtistProjects(db: DB, artistId: string): Promise<number> {
  const accepted = (table: 'applications' | 'invitations') =>
    db.selectFrom(table).select('project_id').where('artist_id', '=', artistId).where('status', '=', 'accepted');
  const row = await db
    .selectFrom(accepted('applications').union(accepted('invitations')).as('projects'))
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A brand's projects, or the wall projects on a wall owner's walls. */
export async function countOwnProjects(db: DB, ownerId: string, kind: TProjectKind): Promise<number> {
  const row = await db
    .selectFrom('projects')
    .where('owner_id', '=', ownerId)
    .where('kind', '=', kind)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function countSavedItems(db: DB, userId: string): Promise<number> {
  const row = await db
    .selectFrom('saved_items')
    .where('user_id', '=', userId)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Profile views: one per viewer per day (item_views, type 'profile'), never the user's own looks. */
export async function countProfileViews(db: DB, userId: string): Promise<number> {
  const row = await db
    .selectFrom('item_views')
    .where('item_type', '=', 'profile')
    .where('item_id', '=', userId)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** What a new user's getting-started list is ticked from: their own rows, read in one round trip each. */
export async function gettingStartedFacts(db: DB, userId: string) {
  const [user, artist, brand, walls, wallProjects, brandProjects, applied] = await Promise.all([
    db.selectFrom('users').select(['first_name', 'last_name', 'location']).where('id', '=', userId).executeTakeFirst(),
    db
      .selectFrom('artist_profiles')
      .select(['specialties', 'portfolio_images'])
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('brand_profiles')
      .select(['company_name', 'industry'])
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    db.selectFrom('walls').select('id').where('owner_id', '=', userId).limit(1).executeTakeFirst(),
    countOwnProjects(db, userId, 'wall'),
    countOwnProjects(db, userId, 'brand'),
    db
      .selectFrom('applications')
      .select('id')
      .where('artist_id', '=', userId)
      .union(db.selectFrom('invitations').select('id').where('artist_id', '=', userId).where('status', '=', 'accepted'))
      .limit(1)
      .executeTakeFirst(),
  ]);
  const filled = (value: string | null | undefined) => Boolean(value?.trim());
  return {
    basics: filled(user?.first_name) && filled(user?.last_name) && filled(user?.location),
    specialties: (artist?.specialties.length ?? 0) > 0,
    portfolio: (artist?.portfolio_images.filter(Boolean).length ?? 0) > 0,
    companyDetails: filled(brand?.company_name) && filled(brand?.industry),
    wall: walls !== undefined,
    wallProject: wallProjects > 0,
    brandProject: brandProjects > 0,
    firstProject: applied !== undefined,
  };
}
