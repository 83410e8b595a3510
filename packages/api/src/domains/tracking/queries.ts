import type { DB } from '@wallcraft/db';
import type { TProjectStatus, TProjectType, TRACKING_STATUSES } from '@wallcraft/shared';
import { sql } from 'kysely';
import { projectColumn } from '../../lib/project-ref';

type TTrackingStatus = (typeof TRACKING_STATUSES)[number];

const SESSION_COLUMNS = [
  's.id',
  's.artist_id',
  's.status',
  's.project_type',
  's.brand_project_id',
  's.wall_project_id',
  's.start_latitude',
  's.start_longitude',
  's.destination_latitude',
  's.destination_longitude',
  's.current_latitude',
  's.current_longitude',
  's.start_address',
  's.destination_address',
  's.distance_meters',
  's.last_updated_location',
  's.started_at',
  's.completed_at',
] as const;

/** Sessions with their project's title and owner (a wall project's owner is its wall's). */
function sessions(db: DB) {
  return db
    .selectFrom('tracking_sessions as s')
    .leftJoin('brand_projects as bp', 'bp.id', 's.brand_project_id')
    .leftJoin('wall_projects as wp', 'wp.id', 's.wall_project_id')
    .leftJoin('walls as w', 'w.id', 'wp.wall_id')
    .select(SESSION_COLUMNS)
    .select([
      sql<string>`coalesce(bp.title, wp.title)`.as('project_title'),
      sql<string>`coalesce(bp.brand_id, w.owner_id)`.as('owner_id'),
    ]);
}

export type SessionRow = Awaited<ReturnType<ReturnType<typeof sessions>['executeTakeFirstOrThrow']>>;

export function findSession(db: DB, id: string): Promise<SessionRow | undefined> {
  return sessions(db).where('s.id', '=', id).executeTakeFirst();
}

/** The artist's sessions that are not over (active or paused), newest first. */
export function listOpenSessions(db: DB, artistId: string): Promise<SessionRow[]> {
  return sessions(db)
    .where('s.artist_id', '=', artistId)
    .where('s.status', '<>', 'completed')
    .orderBy('s.started_at', 'desc')
    .orderBy('s.id', 'desc')
    .execute();
}

/** A project's latest session (the one started last), whoever started it. */
export function latestForProject(db: DB, projectType: TProjectType, projectId: string) {
  return sessions(db)
    .where(`s.${projectColumn(projectType)}` as const, '=', projectId)
    .orderBy('s.started_at', 'desc')
    .orderBy('s.id', 'desc')
    .executeTakeFirst();
}

/**
 * The session (as findSession reads it) locked for an update, with whether the last position arrived less than a
 * second ago: one statement, so a position costs a lock, an update and its announcement, nothing more.
 */
export function lockSession(trx: DB, id: string) {
  return sessions(trx)
    .select(sql<boolean>`coalesce(s.last_updated_location > now() - interval '1 second', false)`.as('too_soon'))
    .where('s.id', '=', id)
    .forUpdate('s')
    .executeTakeFirst();
}

/** Moves the session to a new position, adding the step to the distance; answers what changed. */
export function savePosition(
  trx: DB,
  id: string,
  position: { latitude: number; longitude: number },
  stepMeters: number,
) {
  return trx
    .updateTable('tracking_sessions')
    .set({
      current_latitude: position.latitude,
      current_longitude: position.longitude,
      distance_meters: sql`distance_meters + ${stepMeters}`,
      last_updated_location: sql`now()`,
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .returning(['current_latitude', 'current_longitude', 'distance_meters', 'last_updated_location'])
    .executeTakeFirstOrThrow();
}

export async function setStatus(trx: DB, id: string, status: TTrackingStatus): Promise<void> {
  await trx
    .updateTable('tracking_sessions')
    .set({
      status,
      updated_at: sql`now()`,
      ...(status === 'completed' ? { completed_at: sql`now()` } : {}),
    })
    .where('id', '=', id)
    .execute();
}

/** Completes every session of the project that is not over yet; answers their ids. */
export async function completeProjectSessions(trx: DB, projectType: TProjectType, projectId: string) {
  const rows = await trx
    .updateTable('tracking_sessions')
    .set({ status: 'completed', completed_at: sql`now()`, updated_at: sql`now()` })
    .where(projectColumn(projectType), '=', projectId)
    .where('status', '<>', 'completed')
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

export async function insertSession(
  trx: DB,
  values: {
    artistId: string;
    projectType: TProjectType;
    projectId: string;
    start: { latitude: number; longitude: number };
    destination: { latitude: number | null; longitude: number | null; address: string | null };
  },
): Promise<string> {
  const row = await trx
    .insertInto('tracking_sessions')
    .values({
      artist_id: values.artistId,
      project_type: values.projectType,
      brand_project_id: values.projectType === 'brand_project' ? values.projectId : null,
      wall_project_id: values.projectType === 'wall_project' ? values.projectId : null,
      status: 'active',
      start_latitude: values.start.latitude,
      start_longitude: values.start.longitude,
      current_latitude: values.start.latitude,
      current_longitude: values.start.longitude,
      destination_latitude: values.destination.latitude,
      destination_longitude: values.destination.longitude,
      destination_address: values.destination.address,
      last_updated_location: sql`now()`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Moves the project from one status to the next only if it is still in the first: the one conditional update
 * that makes a second start (or completion) lose the race. Answers whether it moved.
 */
export async function moveProject(
  trx: DB,
  projectType: TProjectType,
  projectId: string,
  from: TProjectStatus,
  to: TProjectStatus,
): Promise<boolean> {
  const values = { status: to, updated_at: sql<Date>`now()` };
  const result =
    projectType === 'brand_project'
      ? await trx
          .updateTable('brand_projects')
          .set(values)
          .where('id', '=', projectId)
          .where('status', '=', from)
          .executeTakeFirst()
      : await trx
          .updateTable('wall_projects')
          .set(values)
          .where('id', '=', projectId)
          .where('status', '=', from)
          .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Where the artist is heading: a wall project's wall (its address, else its location text), falling back to
 * the project's own pin; a brand project's own (public) pin and location.
 */
export async function findDestination(db: DB, projectType: TProjectType, projectId: string) {
  if (projectType === 'wall_project')
    return db
      .selectFrom('wall_projects as wp')
      .innerJoin('walls as w', 'w.id', 'wp.wall_id')
      .select([
        sql<number | null>`coalesce(w.latitude, wp.latitude)`.as('latitude'),
        sql<number | null>`coalesce(w.longitude, wp.longitude)`.as('longitude'),
        sql<string | null>`coalesce(w.address, w.location, wp.location)`.as('address'),
      ])
      .where('wp.id', '=', projectId)
      .executeTakeFirst();
  return db
    .selectFrom('brand_projects')
    .select(['latitude', 'longitude', 'location as address'])
    .where('id', '=', projectId)
    .executeTakeFirst();
}

/** Whether the artist was accepted on the project (an accepted application or invitation). */
export async function isAcceptedArtist(
  db: DB,
  projectType: TProjectType,
  projectId: string,
  artistId: string,
): Promise<boolean> {
  const column = projectColumn(projectType);
  const accepted = (table: 'applications' | 'invitations') =>
    db
      .selectFrom(table)
      .select('id')
      .where('artist_id', '=', artistId)
      .where(column, '=', projectId)
      .where('status', '=', 'accepted');
  const row = await accepted('applications').unionAll(accepted('invitations')).limit(1).executeTakeFirst();
  return Boolean(row);
}

/** The artist's accepted projects that are open or in progress (either kind), newest first. */
export async function listTrackableProjects(db: DB, artistId: string) {
  const acceptedIds = (column: 'brand_project_id' | 'wall_project_id') =>
    db
      .selectFrom('applications')
      .select(column)
      .where('artist_id', '=', artistId)
      .where('status', '=', 'accepted')
      .union(
        db.selectFrom('invitations').select(column).where('artist_id', '=', artistId).where('status', '=', 'accepted'),
      );
  const [brand, wall] = await Promise.all([
    db
      .selectFrom('brand_projects')
      .select(['id', 'title', 'location', 'status', 'created_at'])
      .select(sql<TProjectType>`'brand_project'`.as('project_type'))
      .where('id', 'in', acceptedIds('brand_project_id'))
      .where('status', 'in', ['open', 'in_progress'])
      .execute(),
    db
      .selectFrom('wall_projects')
      .select(['id', 'title', 'location', 'status', 'created_at'])
      .select(sql<TProjectType>`'wall_project'`.as('project_type'))
      .where('id', 'in', acceptedIds('wall_project_id'))
      .where('status', 'in', ['open', 'in_progress'])
      .execute(),
  ]);
  return [...brand, ...wall].sort((a, b) => b.created_at.getTime() - a.created_at.getTime());
}
