import type { DB } from '@wallcraft/db';
import type { TRACKING_STATUSES } from '@wallcraft/shared';
import { sql } from 'kysely';

type TTrackingStatus = (typeof TRACKING_STATUSES)[number];

const SESSION_COLUMNS = [
  's.id',
  's.artist_id',
  's.status',
  's.project_id',
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

/** Sessions with their project's kind, title and owner. */
function sessions(db: DB) {
  return db
    .selectFrom('tracking_sessions as s')
    .innerJoin('projects as p', 'p.id', 's.project_id')
    .select(SESSION_COLUMNS)
    .select(['p.kind', 'p.title as project_title', 'p.owner_id']);
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
export function latestForProject(db: DB, projectId: string) {
  return sessions(db)
    .where('s.project_id', '=', projectId)
    .orderBy('s.started_at', 'desc')
    .orderBy('s.id', 'desc')
    .executeTakeFirst();
}

/**
 * The session (as findSession reads it) locked for an update, with whether the last position sent to it arrived
 * less than a second ago: one statement, so a position costs a lock, an update and its announcement, nothing more.
 * The position START sent is the session's first one (written with started_at, in the same transaction, so the two
 * are equal until a position follows): the first position sent after it is never too soon.
 */
export function lockSession(trx: DB, id: string) {
  return sessions(trx)
    .select(
      sql<boolean>`coalesce(s.last_updated_location > s.started_at
        AND s.last_updated_location > now() - interval '1 second', false)`.as('too_soon'),
    )
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
export async function completeProjectSessions(trx: DB, projectId: string) {
  const rows = await trx
    .updateTable('tracking_sessions')
    .set({ status: 'completed', completed_at: sql`now()`, updated_at: sql`now()` })
    .where('project_id', '=', projectId)
    .where('status', '<>', 'completed')
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

export async function insertSession(
  trx: DB,
  values: {
    artistId: string;
    projectId: string;
    start: { latitude: number; longitude: number };
    destination: { latitude: number | null; longitude: number | null; address: string | null };
  },
): Promise<string> {
  const row = await trx
    .insertInto('tracking_sessions')
    .values({
      artist_id: values.artistId,
      project_id: values.projectId,
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
 * Where the artist is heading: the wall's pin (a wall project's wall, or the wall a brand project shows), else the
 * project's site pin, else the project's own pin. Its address: the project's street address (the session is read
 * only by the project's owner and hired artists), else a wall project's wall address, else the location text.
 */
export function findDestination(db: DB, projectId: string) {
  return db
    .selectFrom('projects as p')
    .leftJoin('walls as w', 'w.id', 'p.wall_id')
    .select([
      sql<number | null>`coalesce(w.latitude, p.site_latitude, p.latitude)`.as('latitude'),
      sql<number | null>`CASE WHEN w.latitude IS NOT NULL THEN w.longitude
        WHEN p.site_latitude IS NOT NULL THEN p.site_longitude ELSE p.longitude END`.as('longitude'),
      sql<string | null>`coalesce(p.street_address, CASE WHEN p.kind = 'wall' THEN w.address END, w.location,
        p.location)`.as('address'),
    ])
    .where('p.id', '=', projectId)
    .executeTakeFirst();
}

/** Whether the artist was accepted on the project (an accepted application or invitation). */
export async function isAcceptedArtist(db: DB, projectId: string, artistId: string): Promise<boolean> {
  const accepted = (table: 'applications' | 'invitations') =>
    db
      .selectFrom(table)
      .select('id')
      .where('artist_id', '=', artistId)
      .where('project_id', '=', projectId)
      .where('status', '=', 'accepted');
  const row = await accepted('applications').unionAll(accepted('invitations')).limit(1).executeTakeFirst();
  return Boolean(row);
}

/** The artist's accepted projects that are open, hired or in progress (either kind), newest first. */
export function listTrackableProjects(db: DB, artistId: string) {
  const accepted = (table: 'applications' | 'invitations') =>
    db.selectFrom(table).select('project_id').where('artist_id', '=', artistId).where('status', '=', 'accepted');
  return db
    .selectFrom('projects')
    .select(['id', 'kind', 'title', 'location', 'status', 'owner_id'])
    .where('id', 'in', accepted('applications').union(accepted('invitations')))
    .where('status', 'in', ['open', 'hired', 'in_progress'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
