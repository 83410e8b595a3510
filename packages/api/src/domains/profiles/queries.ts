import type { DB } from '@wallcraft/db';
import type { TUserType } from '@wallcraft/shared';
import { sql, type NotNull } from 'kysely';
import type { TPageRequest } from '@wallcraft/shared/schemas';
import { likePattern } from '../../lib/fields';
import { shapedList } from '../../lib/paging';
import { itemShown, userShown } from '../../lib/visibility';
import { PROFILE_LIST_LIMIT } from './schemas';

/**
 * Reads for public profiles and user lists. Columns are listed one by one: nothing private (email, phone,
 * address, business email, emergency contacts, password hash) is ever selected here.
 */
const PUBLIC_COLUMNS = [
  'users.id',
  'users.first_name',
  'users.last_name',
  'users.verified',
  'users.location',
  'users.latitude',
  'users.longitude',
  'users.bio',
  'users.website',
  'users.instagram_handle',
  'users.twitter_handle',
  'users.facebook_handle',
  'users.tiktok_handle',
  'users.profile_image_url',
  'users.hero_image_url',
  'users.business_name',
  'users.created_at',
] as const;

const userTypes = sql<
  TUserType[]
>`coalesce((SELECT array_agg(a.user_type ORDER BY a.created_at) FROM accounts a WHERE a.user_id = users.id), '{}')`;

function publicUsers(db: DB) {
  return db
    .selectFrom('users')
    .leftJoin('accounts', 'accounts.id', 'users.active_account_id')
    .select([
      ...PUBLIC_COLUMNS,
      'accounts.user_type',
      userTypes.as('user_types'),
      'users.hidden_at',
      userShown('users').as('shown'),
    ]);
}

export function findPublicUserRow(db: DB, id: string) {
  return publicUsers(db).where('users.id', '=', id).executeTakeFirst();
}
export type PublicUserRow = NonNullable<Awaited<ReturnType<typeof findPublicUserRow>>>;

/** The public user list's values, each given or not (the shape): `like` is the search as a LIKE pattern. */
type PublicUserValues = { like?: string; userType?: TUserType };

/** Newest first; built once per set of filters given (lib/paging.ts shapedList). */
const publicUserList = shapedList(
  [
    ['users.created_at', 'desc'],
    ['users.id', 'asc'],
  ],
  (db: DB, _: null, values: PublicUserValues) => {
    let query = publicUsers(db).where(userShown('users'));
    const { like, userType } = values;
    if (like !== undefined) {
      query = query.where((eb) =>
        eb.or([
          eb(sql<string>`concat_ws(' ', users.first_name, users.last_name)`, 'ilike', like),
          eb('users.location', 'ilike', like),
          eb('users.business_name', 'ilike', like),
        ]),
      );
    }
    if (userType !== undefined) {
      query = query.where(
        sql<boolean>`EXISTS (SELECT 1 FROM accounts t WHERE t.user_id = users.id AND t.user_type = ${userType})`,
      );
    }
    return query;
  },
);

export function listPublicUserRows<T>(
  db: DB,
  input: TPageRequest & { search?: string | undefined; userType?: TUserType | undefined },
  map: (row: PublicUserRow) => T,
) {
  const values = { like: input.search ? likePattern(input.search) : undefined, userType: input.userType || undefined };
  return publicUserList(db, null, values, input, map);
}

/** The lists of a profile page: `withHidden` for the user themselves, who still sees what moderation hid. */
export function listOwnedWalls(db: DB, ownerId: string, withHidden: boolean) {
  return db
    .selectFrom('walls')
    .select([
      'id',
      'title',
      'description',
      'location',
      'images',
      'status',
      'width_ft',
      'height_ft',
      'surface_type',
      'visibility',
      'view_count',
      'featured',
    ])
    .where('owner_id', '=', ownerId)
    .$if(!withHidden, (query) => query.where(itemShown('walls')))
    .orderBy('featured', 'desc')
    .orderBy('created_at', 'desc')
    .limit(PROFILE_LIST_LIMIT)
    .execute();
}

const PROJECT_COLUMNS = [
  'title',
  'description',
  'location',
  'budget_cents',
  'timeline',
  'preferred_styles',
  'images',
  'status',
  'created_at',
] as const;

/** The wall projects on the owner's walls; a hidden wall hides its projects from others too. */
export function listOwnedWallProjects(db: DB, ownerId: string, withHidden: boolean) {
  return db
    .selectFrom('projects')
    .innerJoin('walls', 'walls.id', 'projects.wall_id')
    .select(['projects.id', 'projects.wall_id', ...PROJECT_COLUMNS.map((c) => `projects.${c}` as const)])
    .where('projects.owner_id', '=', ownerId)
    .where('projects.kind', '=', 'wall')
    .$if(!withHidden, (query) => query.where(itemShown('projects')).where(itemShown('walls')))
    .orderBy('projects.created_at', 'desc')
    .limit(PROFILE_LIST_LIMIT)
    .$narrowType<{ wall_id: NotNull }>()
    .execute();
}

export function listBrandProjects(db: DB, brandId: string, withHidden: boolean) {
  return db
    .selectFrom('projects')
    .select(['id', 'wall_id', ...PROJECT_COLUMNS])
    .where('owner_id', '=', brandId)
    .where('kind', '=', 'brand')
    .$if(!withHidden, (query) => query.where(itemShown('projects')))
    .orderBy('created_at', 'desc')
    .limit(PROFILE_LIST_LIMIT)
    .execute();
}

export function listReceivedReviews(db: DB, userId: string) {
  return (
    db
      .selectFrom('reviews')
      .innerJoin('users as reviewer', 'reviewer.id', 'reviews.reviewer_id')
      .leftJoin('projects', 'projects.id', 'reviews.project_id')
      .leftJoin('brand_profiles as bp', 'bp.user_id', 'reviews.reviewer_id')
      .select([
        'reviews.id',
        'reviews.rating',
        'projects.kind as project_kind',
        'projects.owner_id as project_owner_id',
        'reviews.comment',
        'reviews.created_at',
        'reviewer.id as reviewer_id',
        'reviewer.first_name',
        'reviewer.last_name',
        'reviewer.profile_image_url',
        'reviewer.business_name',
        'bp.company_name',
        'bp.company_logo',
      ])
      .where('reviews.reviewee_id', '=', userId)
      // Double-blind: a review shows only once published (both parties reviewed, or 14 days passed).
      .where('reviews.published_at', 'is not', null)
      .orderBy('reviews.published_at', 'desc')
      .limit(PROFILE_LIST_LIMIT)
      .execute()
  );
}

/** Every number a profile page shows, counted over all rows (not only the listed ones), in one round trip. */
export async function profileStats(db: DB, userId: string) {
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('walls').where('owner_id', '=', userId).select(eb.fn.countAll<number>().as('n')).as('total_walls'),
      eb
        .selectFrom('walls')
        .where('owner_id', '=', userId)
        .where('status', '=', 'available')
        .select(eb.fn.countAll<number>().as('n'))
        .as('available_walls'),
      eb
        .selectFrom('walls')
        .where('owner_id', '=', userId)
        .select(sql<number>`coalesce(sum(view_count), 0)::int`.as('n'))
        .as('total_views'),
      eb
        .selectFrom('walls')
        .where('owner_id', '=', userId)
        .where('featured', '=', true)
        .select(eb.fn.countAll<number>().as('n'))
        .as('featured_walls'),
      eb
        .selectFrom('projects')
        .where('owner_id', '=', userId)
        .where('kind', '=', 'wall')
        .select(eb.fn.countAll<number>().as('n'))
        .as('wall_projects'),
      eb
        .selectFrom('projects')
        .where('owner_id', '=', userId)
        .where('kind', '=', 'brand')
        .select(eb.fn.countAll<number>().as('n'))
        .as('projects_posted'),
      eb
        .selectFrom('reviews')
        .where('reviewee_id', '=', userId)
        .where('published_at', 'is not', null)
        .select(eb.fn.countAll<number>().as('n'))
        .as('review_count'),
      eb
        .selectFrom('reviews')
        .where('reviewee_id', '=', userId)
        .where('published_at', 'is not', null)
        .select(sql<number | null>`round(avg(rating)::numeric, 1)::float8`.as('n'))
        .as('average_rating'),
    ])
    .executeTakeFirstOrThrow();
  return {
    totalWalls: Number(row.total_walls ?? 0),
    availableWalls: Number(row.available_walls ?? 0),
    totalViews: Number(row.total_views ?? 0),
    featuredWalls: Number(row.featured_walls ?? 0),
    wallProjects: Number(row.wall_projects ?? 0),
    projectsPosted: Number(row.projects_posted ?? 0),
    reviewCount: Number(row.review_count ?? 0),
    averageRating: row.average_rating === null ? null : Number(row.average_rating),
  };
}
