import type { Database, DB, NewBrandProject } from '@wallcraft/db';
import type { TProjectStatus } from '@wallcraft/shared';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { TPageRequest } from '@wallcraft/shared/schemas';
import { likePattern } from '../../lib/fields';
import { countedPage, page } from '../../lib/paging';
import { itemShown, ownerShown, userShown } from '../../lib/visibility';
import { JOINED_WALL_COLUMNS } from '../walls/service';

const PROJECT_COLUMNS = [
  'brand_projects.id',
  'brand_projects.brand_id',
  'brand_projects.wall_id',
  'brand_projects.title',
  'brand_projects.description',
  'brand_projects.location',
  'brand_projects.latitude',
  'brand_projects.longitude',
  'brand_projects.budget_cents',
  'brand_projects.timeline',
  'brand_projects.preferred_styles',
  'brand_projects.images',
  'brand_projects.status',
  'brand_projects.featured',
  'brand_projects.view_count',
  'brand_projects.hidden_at',
  'brand_projects.created_at',
] as const;

/**
 * Projects with the brand's public columns and company name. The brand is joined for the columns only: which
 * projects match (and how many, countedPage) never reads it (see matchingWalls).
 */
function withOwner(query: SelectQueryBuilder<Database, 'brand_projects', object>) {
  return query
    .leftJoin('users as owner', 'owner.id', 'brand_projects.brand_id')
    .leftJoin('brand_profiles as bp', 'bp.user_id', 'brand_projects.brand_id')
    .select(PROJECT_COLUMNS)
    .select([
      'owner.id as owner_user_id',
      'owner.first_name as owner_first_name',
      'owner.last_name as owner_last_name',
      'owner.business_name as owner_business_name',
      'bp.company_name as owner_company_name',
      'owner.profile_image_url as owner_profile_image_url',
      'owner.email as owner_email',
      userShown('owner').as('owner_shown'),
    ]);
}

const projectsWithOwner = (db: DB) => withOwner(db.selectFrom('brand_projects'));

export type ProjectRow = NonNullable<Awaited<ReturnType<typeof findProject>>>;

export function findProject(db: DB, id: string) {
  return projectsWithOwner(db).where('brand_projects.id', '=', id).executeTakeFirst();
}

/** `withHidden`: the brand's own list, which keeps the projects moderation hid (marked hidden). */
export type ProjectFilter = { search?: string; status?: TProjectStatus; brandId?: string; withHidden?: boolean };

function matchingProjects(db: DB, filter: ProjectFilter) {
  let query = db.selectFrom('brand_projects');
  if (!filter.withHidden) query = query.where(itemShown('brand_projects')).where(ownerShown('brand_projects.brand_id'));
  if (filter.search) {
    const like = likePattern(filter.search);
    query = query.where((eb) =>
      eb.or([
        eb('brand_projects.title', 'ilike', like),
        eb('brand_projects.location', 'ilike', like),
        eb('brand_projects.description', 'ilike', like),
      ]),
    );
  }
  if (filter.status) query = query.where('brand_projects.status', '=', filter.status);
  if (filter.brandId) query = query.where('brand_projects.brand_id', '=', filter.brandId);
  return query;
}

const NEWEST_FIRST = [
  ['brand_projects.created_at', 'desc'],
  ['brand_projects.id', 'desc'],
] as const;

/**
 * A page's columns: the brand's (withOwner) and the wall's summary, joined as `wall` (the columns of
 * findWallSummaries, as `joined_wall_*`; all null when the left join found none): a projects page reads its walls
 * by at most a page of primary-key lookups in its own statement, instead of a second read by id.
 */
const withOwnerAndWall = (query: ReturnType<typeof matchingProjects>) =>
  withOwner(query).leftJoin('walls as wall', 'wall.id', 'brand_projects.wall_id').select(JOINED_WALL_COLUMNS);

/** GET /projects in one statement: the page, each project's wall summary and the list's total (countedPage). */
export function listProjectsWithWalls(db: DB, filter: TPageRequest & ProjectFilter) {
  const options = { sort: NEWEST_FIRST, cursor: filter.cursor, limit: filter.limit };
  return countedPage(db, matchingProjects(db, filter), options, withOwnerAndWall);
}

/** A page of projects with their wall summaries (the brand's own list), in one statement. */
export function listMyProjectsWithWalls(db: DB, filter: TPageRequest & ProjectFilter) {
  return page(withOwnerAndWall(matchingProjects(db, filter)), {
    sort: NEWEST_FIRST,
    cursor: filter.cursor,
    limit: filter.limit,
  });
}

export type ProjectPageRow = Awaited<ReturnType<typeof listProjectsWithWalls>>['items'][number];

export async function insertProject(db: DB, values: NewBrandProject): Promise<string> {
  return (await db.insertInto('brand_projects').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function bumpViewCount(db: DB, id: string): Promise<void> {
  await db
    .updateTable('brand_projects')
    .set({ view_count: sql`view_count + 1` })
    .where('id', '=', id)
    .execute();
}

export function findUserCoordinates(db: DB, userId: string) {
  return db.selectFrom('users').select(['latitude', 'longitude']).where('id', '=', userId).executeTakeFirst();
}

export function findProjectsByIds(db: DB, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return projectsWithOwner(db).where('brand_projects.id', 'in', ids).execute();
}

/**
 * Locks a project row for a change of its wall. Deciding a request and changing the wall both lock the project
 * first, then the request: one order, so racing calls wait for each other instead of deadlocking.
 */
export function lockProjectWall(db: DB, id: string) {
  return db.selectFrom('brand_projects').select(['id', 'wall_id']).where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function setProjectWall(
  db: DB,
  id: string,
  wallId: string | null,
  position: { latitude: number; longitude: number } | null,
): Promise<void> {
  await db
    .updateTable('brand_projects')
    .set({ wall_id: wallId, ...(position ?? {}), updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/** A wall request with what deciding it needs: the wall's owner and pin, the project's brand and title. */
export function findWallRequest(db: DB, id: string) {
  return db
    .selectFrom('wall_link_requests as r')
    .innerJoin('walls as w', 'w.id', 'r.wall_id')
    .innerJoin('brand_projects as p', 'p.id', 'r.brand_project_id')
    .select([
      'r.id',
      'r.brand_project_id',
      'r.wall_id',
      'r.status',
      'r.take_wall_position',
      'r.created_at',
      'r.decided_at',
      'w.owner_id as wall_owner_id',
      'w.title as wall_title',
      'w.latitude as wall_latitude',
      'w.longitude as wall_longitude',
      'p.brand_id',
      'p.title as project_title',
    ])
    .where('r.id', '=', id)
    .executeTakeFirst();
}
export type WallRequestRow = NonNullable<Awaited<ReturnType<typeof findWallRequest>>>;

/** Each project's latest wall request, whatever its status. */
/** Each project's latest wall request, with the wall's summary (JOINED_WALL_COLUMNS), in one statement. */
export function findLatestWallRequests(db: DB, projectIds: string[]) {
  if (projectIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('wall_link_requests as r')
    .leftJoin('walls as wall', 'wall.id', 'r.wall_id')
    .distinctOn('r.brand_project_id')
    .select(['r.id', 'r.brand_project_id', 'r.wall_id', 'r.status', 'r.created_at', 'r.decided_at'])
    .select(JOINED_WALL_COLUMNS)
    .where('r.brand_project_id', 'in', projectIds)
    .orderBy('r.brand_project_id')
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
}

export function findPendingWallRequest(db: DB, projectId: string) {
  return db
    .selectFrom('wall_link_requests as r')
    .innerJoin('walls as w', 'w.id', 'r.wall_id')
    .select(['r.id', 'r.wall_id', 'w.owner_id as wall_owner_id'])
    .where('r.brand_project_id', '=', projectId)
    .where('r.status', '=', 'pending')
    .executeTakeFirst();
}

export async function wasWallRequestDeclined(db: DB, projectId: string, wallId: string): Promise<boolean> {
  return !!(await db
    .selectFrom('wall_link_requests')
    .select('id')
    .where('brand_project_id', '=', projectId)
    .where('wall_id', '=', wallId)
    .where('status', '=', 'rejected')
    .executeTakeFirst());
}

export async function insertWallRequest(
  db: DB,
  values: { projectId: string; wallId: string; takeWallPosition: boolean },
): Promise<string> {
  const row = await db
    .insertInto('wall_link_requests')
    .values({
      brand_project_id: values.projectId,
      wall_id: values.wallId,
      take_wall_position: values.takeWallPosition,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Moves a request out of pending; the WHERE on status makes two racing decisions (or a decision racing a
 * withdrawal) settle on one: the loser updates no row.
 */
export async function closeWallRequest(
  db: DB,
  id: string,
  status: 'accepted' | 'rejected' | 'withdrawn',
): Promise<boolean> {
  const row = await db
    .updateTable('wall_link_requests')
    .set({ status, decided_at: sql`now()` })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returning('id')
    .executeTakeFirst();
  return !!row;
}
