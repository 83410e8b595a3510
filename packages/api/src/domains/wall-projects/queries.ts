import type { Database, DB, NewWallProject } from '@wallcraft/db';
import type { TProjectStatus } from '@wallcraft/shared';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { TPageRequest } from '@wallcraft/shared/schemas';
import { likePattern } from '../../lib/fields';
import { countedPage, page } from '../../lib/paging';
import { itemShown, userShown, wallShown } from '../../lib/visibility';
import { JOINED_WALL_COLUMNS } from '../walls/service';

const COLUMNS = [
  'wall_projects.id',
  'wall_projects.wall_id',
  'wall_projects.title',
  'wall_projects.description',
  'wall_projects.location',
  'wall_projects.latitude',
  'wall_projects.longitude',
  'wall_projects.budget_cents',
  'wall_projects.timeline',
  'wall_projects.preferred_styles',
  'wall_projects.images',
  'wall_projects.status',
  'wall_projects.featured',
  'wall_projects.view_count',
  'wall_projects.hidden_at',
  'wall_projects.created_at',
] as const;

/**
 * Wall projects with their wall and its owner (the owner is always the wall's: there is no owner column). Both are
 * joined for the columns only: which projects match (and how many, countedPage) never reads them (see matchingWalls).
 */
function withOwner(query: SelectQueryBuilder<Database, 'wall_projects', object>) {
  return query
    .innerJoin('walls as wall', 'wall.id', 'wall_projects.wall_id')
    .leftJoin('users as owner', 'owner.id', 'wall.owner_id')
    .select(COLUMNS)
    .select([
      'wall.owner_id',
      'owner.id as owner_user_id',
      'owner.first_name as owner_first_name',
      'owner.last_name as owner_last_name',
      'owner.business_name as owner_business_name',
      'owner.profile_image_url as owner_profile_image_url',
      'owner.email as owner_email',
      userShown('owner').as('owner_shown'),
      'wall.hidden_at as wall_hidden_at',
    ])
    .select(JOINED_WALL_COLUMNS);
}

export type WallProjectRow = NonNullable<Awaited<ReturnType<typeof findWallProject>>>;

export function findWallProject(db: DB, id: string) {
  return withOwner(db.selectFrom('wall_projects')).where('wall_projects.id', '=', id).executeTakeFirst();
}

/** `withHidden`: the owner's own list, which keeps the wall projects moderation hid (marked hidden). */
export type WallProjectFilter = {
  search?: string;
  status?: TProjectStatus;
  wallId?: string;
  ownerId?: string;
  withHidden?: boolean;
};

/** The wall projects the filter keeps, without their wall's row (see matchingWalls; the wall joins withOwner). */
function matchingWallProjects(db: DB, filter: WallProjectFilter) {
  let query = db.selectFrom('wall_projects');
  // A project on a hidden wall goes too: it embeds the wall's photos.
  if (!filter.withHidden) query = query.where(itemShown('wall_projects')).where(wallShown('wall_projects.wall_id'));
  if (filter.search) {
    const like = likePattern(filter.search);
    query = query.where((eb) =>
      eb.or([
        eb('wall_projects.title', 'ilike', like),
        eb('wall_projects.location', 'ilike', like),
        eb('wall_projects.description', 'ilike', like),
      ]),
    );
  }
  if (filter.status) query = query.where('wall_projects.status', '=', filter.status);
  if (filter.wallId) query = query.where('wall_projects.wall_id', '=', filter.wallId);
  if (filter.ownerId) {
    const ownerId = filter.ownerId;
    query = query.where('wall_projects.wall_id', 'in', (eb) =>
      eb.selectFrom('walls').select('walls.id').where('walls.owner_id', '=', ownerId),
    );
  }
  return query;
}

const NEWEST_FIRST = [
  ['wall_projects.created_at', 'desc'],
  ['wall_projects.id', 'desc'],
] as const;

export function listWallProjects(db: DB, filter: TPageRequest & WallProjectFilter) {
  const options = { sort: NEWEST_FIRST, cursor: filter.cursor, limit: filter.limit };
  return page(withOwner(matchingWallProjects(db, filter)), options);
}

/** listWallProjects with the list's total, in one statement. */
export function listCountedWallProjects(db: DB, filter: TPageRequest & WallProjectFilter) {
  const options = { sort: NEWEST_FIRST, cursor: filter.cursor, limit: filter.limit };
  return countedPage(db, matchingWallProjects(db, filter), options, withOwner);
}

export async function insertWallProject(db: DB, values: NewWallProject): Promise<string> {
  return (await db.insertInto('wall_projects').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function bumpViewCount(db: DB, id: string): Promise<void> {
  await db
    .updateTable('wall_projects')
    .set({ view_count: sql`view_count + 1` })
    .where('id', '=', id)
    .execute();
}

export function findWallProjectsByIds(db: DB, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return withOwner(db.selectFrom('wall_projects')).where('wall_projects.id', 'in', ids).execute();
}
