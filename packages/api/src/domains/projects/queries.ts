import { shapedStatement, type Database, type DB, type NewProject } from '@wallcraft/db';
import type { TProjectKind, TProjectStatus } from '@wallcraft/shared';
import { sql, type SelectQueryBuilder, type Updateable } from 'kysely';
import type { TPageRequest } from '@wallcraft/shared/schemas';
import { likePattern } from '../../lib/fields';
import { countedList, shapedList } from '../../lib/paging';
import { itemShown, ownerShown, userShown, wallShown } from '../../lib/visibility';
import { JOINED_WALL_COLUMNS } from '../walls/service';

const PROJECT_COLUMNS = [
  'projects.id',
  'projects.kind',
  'projects.owner_id',
  'projects.wall_id',
  'projects.title',
  'projects.description',
  'projects.location',
  'projects.latitude',
  'projects.longitude',
  'projects.budget_cents',
  'projects.timeline',
  'projects.preferred_styles',
  'projects.images',
  'projects.status',
  'projects.featured',
  'projects.view_count',
  'projects.hidden_at',
  'projects.created_at',
  'projects.street_address',
  'projects.site_latitude',
  'projects.site_longitude',
] as const;

/** How many artists are hired on the project: its accepted applications and invitations. */
const hiredCount = sql<number>`(
  (SELECT count(*) FROM applications a WHERE a.project_id = projects.id AND a.status = 'accepted') +
  (SELECT count(*) FROM invitations i WHERE i.project_id = projects.id AND i.status = 'accepted'))::int`.as(
  'hired_count',
);

/**
 * Projects with their owner's public columns (a brand's company name), and their wall's summary (JOINED_WALL_COLUMNS,
 * all null when there is none) and moderation state. The owner and wall are joined for the columns only: which
 * projects match (and how many, countedPage) never reads them (see matchingWalls), and a page reads its walls by at
 * most a page of primary-key lookups in its own statement.
 */
function withOwnerAndWall(query: SelectQueryBuilder<Database, 'projects', object>) {
  return query
    .leftJoin('users as owner', 'owner.id', 'projects.owner_id')
    .leftJoin('brand_profiles as bp', (join) =>
      join.onRef('bp.user_id', '=', 'projects.owner_id').on('projects.kind', '=', sql.lit('brand')),
    )
    .leftJoin('walls as wall', 'wall.id', 'projects.wall_id')
    .select(PROJECT_COLUMNS)
    .select([
      'owner.id as owner_user_id',
      'owner.first_name as owner_first_name',
      'owner.last_name as owner_last_name',
      'owner.business_name as owner_business_name',
      'bp.company_name as owner_company_name',
      'bp.company_logo as owner_company_logo',
      'owner.profile_image_url as owner_profile_image_url',
      'owner.email as owner_email',
      userShown('owner').as('owner_shown'),
      'wall.hidden_at as wall_hidden_at',
    ])
    .select(hiredCount)
    .select(JOINED_WALL_COLUMNS);
}

const projectsWithOwner = (db: DB) => withOwnerAndWall(db.selectFrom('projects'));

export type ProjectRow = NonNullable<Awaited<ReturnType<typeof findProject>>>;

export function findProject(db: DB, id: string, kind: TProjectKind) {
  return projectsWithOwner(db).where('projects.id', '=', id).where('projects.kind', '=', kind).executeTakeFirst();
}

/**
 * `ownerId`: one owner's projects; `wallId`: those on one wall. `withHidden`: the owner's own list, which keeps the
 * projects moderation hid (marked hidden).
 */
export type ProjectFilter = {
  search?: string;
  status?: TProjectStatus;
  ownerId?: string;
  wallId?: string;
  withHidden?: boolean;
};

/** A list's values, each given or not (the shape): `like` is the search as a LIKE pattern. */
type ListValues = { like?: string; ownerId?: string; wallId?: string };

/**
 * What decides a list's statement besides which values are given: the kind and the status filter, each one of a
 * few, written in the text as literals (lib/paging.ts, shapedStatement). Bound as values, their estimates made the
 * prepared statement's generic plan look twice as costly as a plan for them, and Postgres planned every call.
 */
type ListShape = { kind: TProjectKind; status: TProjectStatus | undefined };

function matchingProjects(db: DB, { kind, status }: ListShape, withHidden: boolean, values: ListValues) {
  let query = db.selectFrom('projects').where('projects.kind', '=', sql.lit(kind));
  if (!withHidden) {
    query = query.where(itemShown('projects'));
    // A wall project goes with its wall (it embeds the wall's photos), whose owner is its own.
    query = query.where(kind === 'wall' ? wallShown('projects.wall_id') : ownerShown('projects.owner_id'));
  }
  const { like } = values;
  if (like !== undefined) {
    query = query.where((eb) =>
      eb.or([
        eb('projects.title', 'ilike', like),
        eb('projects.location', 'ilike', like),
        eb('projects.description', 'ilike', like),
      ]),
    );
  }
  if (status !== undefined) query = query.where('projects.status', '=', sql.lit(status));
  if (values.ownerId !== undefined) query = query.where('projects.owner_id', '=', values.ownerId);
  if (values.wallId !== undefined) query = query.where('projects.wall_id', '=', values.wallId);
  return query;
}

const listValues = (filter: ProjectFilter): ListValues => ({
  like: filter.search ? likePattern(filter.search) : undefined,
  ownerId: filter.ownerId || undefined,
  wallId: filter.wallId || undefined,
});

const NEWEST_FIRST = [
  ['projects.created_at', 'desc'],
  ['projects.id', 'desc'],
] as const;

/** The counted list's statement is built once per kind and set of filters given (lib/paging.ts). */
const countedProjects = countedList(
  NEWEST_FIRST,
  (db: DB, shape: ListShape, values: ListValues) => matchingProjects(db, shape, false, values),
  withOwnerAndWall,
);

/** A page of one kind's projects, each as `map` makes it, with the list's total (countedPage), in one statement. */
export function listCountedProjects<T>(
  db: DB,
  kind: TProjectKind,
  filter: TPageRequest & ProjectFilter,
  map: (row: ProjectRow) => T,
) {
  return countedProjects(db, { kind, status: filter.status || undefined }, listValues(filter), filter, map);
}

const projectPages = shapedList(
  NEWEST_FIRST,
  (db: DB, { withHidden, ...shape }: ListShape & { withHidden: boolean }, values: ListValues) =>
    withOwnerAndWall(matchingProjects(db, shape, withHidden, values)),
);

/** A page of one kind's projects (an owner's own list), in one statement built once per shape. */
export function listProjects(db: DB, kind: TProjectKind, filter: TPageRequest & ProjectFilter) {
  const shape = { kind, status: filter.status || undefined, withHidden: filter.withHidden ?? false };
  return projectPages(db, shape, listValues(filter), filter, (row) => row);
}

export async function insertProject(db: DB, values: NewProject): Promise<string> {
  return (await db.insertInto('projects').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function bumpViewCount(db: DB, id: string): Promise<void> {
  await db
    .updateTable('projects')
    .set({ view_count: sql`view_count + 1` })
    .where('id', '=', id)
    .execute();
}

export function findUserCoordinates(db: DB, userId: string) {
  return db.selectFrom('users').select(['latitude', 'longitude']).where('id', '=', userId).executeTakeFirst();
}

export function findProjectsByIds(db: DB, kind: TProjectKind, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return projectsWithOwner(db).where('projects.id', 'in', ids).where('projects.kind', '=', kind).execute();
}

/**
 * Locks a project row for a change of its wall. Deciding a request and changing the wall both lock the project
 * first, then the request: one order, so racing calls wait for each other instead of deadlocking.
 */
export function lockProjectWall(db: DB, id: string) {
  return db.selectFrom('projects').select(['id', 'wall_id']).where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function setProjectWall(
  db: DB,
  id: string,
  wallId: string | null,
  position: { latitude: number; longitude: number } | null,
): Promise<void> {
  await db
    .updateTable('projects')
    .set({ wall_id: wallId, ...(position ?? {}), updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/** A wall request with what deciding it needs: the wall's owner and pin, the project's brand and title. */
export function findWallRequest(db: DB, id: string) {
  return db
    .selectFrom('wall_link_requests as r')
    .innerJoin('walls as w', 'w.id', 'r.wall_id')
    .innerJoin('projects as p', 'p.id', 'r.project_id')
    .select([
      'r.id',
      'r.project_id',
      'r.wall_id',
      'r.status',
      'r.take_wall_position',
      'r.created_at',
      'r.decided_at',
      'w.owner_id as wall_owner_id',
      'w.title as wall_title',
      'w.latitude as wall_latitude',
      'w.longitude as wall_longitude',
      'p.owner_id as brand_id',
      'p.title as project_title',
    ])
    .where('r.id', '=', id)
    .executeTakeFirst();
}
export type WallRequestRow = NonNullable<Awaited<ReturnType<typeof findWallRequest>>>;

/** Each project's latest wall request, with the wall's summary (JOINED_WALL_COLUMNS), in one statement. */
/** Each project's latest wall request (the projects' ids bound as one array), built once. */
export function findLatestWallRequests(db: DB, projectIds: string[]) {
  if (projectIds.length === 0) return Promise.resolve([]);
  return latestWallRequests.execute(db, null, { projectIds });
}

const latestWallRequests = shapedStatement((db: DB, _: null, values: { projectIds: string[] }) =>
  db
    .selectFrom('wall_link_requests as r')
    .leftJoin('walls as wall', 'wall.id', 'r.wall_id')
    .distinctOn('r.project_id')
    .select(['r.id', 'r.project_id', 'r.wall_id', 'r.status', 'r.created_at', 'r.decided_at'])
    .select(JOINED_WALL_COLUMNS)
    .where('r.project_id', '=', sql<string>`ANY(${values.projectIds}::uuid[])`)
    .orderBy('r.project_id')
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc'),
);

export function findPendingWallRequest(db: DB, projectId: string) {
  return db
    .selectFrom('wall_link_requests as r')
    .innerJoin('walls as w', 'w.id', 'r.wall_id')
    .select(['r.id', 'r.wall_id', 'w.owner_id as wall_owner_id'])
    .where('r.project_id', '=', projectId)
    .where('r.status', '=', 'pending')
    .executeTakeFirst();
}

export async function wasWallRequestDeclined(db: DB, projectId: string, wallId: string): Promise<boolean> {
  return !!(await db
    .selectFrom('wall_link_requests')
    .select('id')
    .where('project_id', '=', projectId)
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
      project_id: values.projectId,
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

/** One owner's open projects, both kinds (closed when the owner deletes their account). */
export function openProjectsOf(db: DB, ownerId: string) {
  return db
    .selectFrom('projects')
    .select(['id', 'kind'])
    .where('owner_id', '=', ownerId)
    .where('status', '=', 'open')
    .orderBy('created_at')
    .execute();
}

/** The project's status, locked while it is closed (a payment being created share-locks it, so none slips in). */
export function lockProjectStatus(trx: DB, id: string, kind: TProjectKind) {
  return trx
    .selectFrom('projects')
    .select(['id', 'kind', 'owner_id', 'title', 'status'])
    .where('id', '=', id)
    .where('kind', '=', kind)
    .forUpdate()
    .executeTakeFirst();
}

/** What escrow holds for the project: escrowed payments, counted and summed. */
export async function escrowOf(db: DB, id: string) {
  const row = await db
    .selectFrom('transactions')
    .select([sql<number>`count(*)::int`.as('count'), sql<number>`coalesce(sum(amount_cents), 0)::int`.as('cents')])
    .where('project_id', '=', id)
    .where('payment_status', '=', 'escrowed')
    .executeTakeFirstOrThrow();
  return { count: row.count, cents: row.cents };
}

export async function cancelProject(trx: DB, id: string): Promise<void> {
  await trx
    .updateTable('projects')
    .set({ status: 'cancelled', updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/**
 * The artist's proof of completion: the final photos and note, the photos joining the project's images (its
 * gallery) after the ones it was posted with, repeats dropped.
 */
export async function recordCompletion(trx: DB, projectId: string, proof: { photos: string[]; note: string | null }) {
  await trx
    .updateTable('projects')
    .set({
      completion_photos: proof.photos,
      completion_note: proof.note,
      images: sql<
        string[]
      >`array(SELECT url FROM unnest(images || ${proof.photos}::text[]) WITH ORDINALITY AS t (url, n)
        GROUP BY url ORDER BY min(n))`,
      updated_at: sql`now()`,
    })
    .where('id', '=', projectId)
    .execute();
}

/** The owner accepted the completed work, once: false when it was confirmed already. */
export async function markCompletionConfirmed(trx: DB, projectId: string): Promise<boolean> {
  const result = await trx
    .updateTable('projects')
    .set({ completion_confirmed_at: sql`now()`, updated_at: sql`now()` })
    .where('id', '=', projectId)
    .where('completion_confirmed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The columns an owner's edit may change (lifecycle.ts). */
export type ProjectChanges = Pick<
  Updateable<Database['projects']>,
  | 'title'
  | 'description'
  | 'location'
  | 'latitude'
  | 'longitude'
  | 'budget_cents'
  | 'timeline'
  | 'preferred_styles'
  | 'images'
  | 'street_address'
  | 'site_latitude'
  | 'site_longitude'
>;

export async function updateProject(trx: DB, id: string, changes: ProjectChanges): Promise<void> {
  await trx
    .updateTable('projects')
    .set({ ...changes, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/** Whether any payment row names the project: money has moved on it, so it can no longer be deleted. */
export async function hasTransactions(db: DB, id: string): Promise<boolean> {
  return !!(await db.selectFrom('transactions').select('id').where('project_id', '=', id).executeTakeFirst());
}

export async function deleteProject(trx: DB, id: string): Promise<void> {
  await trx.deleteFrom('projects').where('id', '=', id).execute();
}

/** Whether the user is hired on the project: an accepted application or invitation. */
export async function isHired(db: DB, projectId: string, userId: string): Promise<boolean> {
  const accepted = (table: 'applications' | 'invitations') =>
    db
      .selectFrom(table)
      .select('id')
      .where('project_id', '=', projectId)
      .where('artist_id', '=', userId)
      .where('status', '=', 'accepted');
  return (await accepted('applications').unionAll(accepted('invitations')).limit(1).executeTakeFirst()) !== undefined;
}
