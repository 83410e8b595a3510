import type { DB } from '@wallcraft/db';
import { projectTypeOf } from '@wallcraft/shared';
import { announceLive } from '../../realtime/bus';
import { AppError } from '../../trpc/errors';
import * as collab from '../collaboration/service';
import { createNotification } from '../notifications/service';
import { metersBetween, ownerSees, pointOf, siteDistance, toSession, type Point } from './positions';
import * as queries from './queries';
import type {
  TLivePosition,
  TCompleteProjectRequest,
  TProjectRef,
  TProjectTracking,
  TStartProjectRequest,
  TTrackableProject,
  TTrackingSession,
  TUpdateLocationRequest,
  TUpdateStatusRequest,
} from './schemas';
import { addToPortfolio } from '../artists/service';
import { moveProjectStatus, recordCompletionProof } from '../projects/service';

type TTrackingStatus = TTrackingSession['status'];

/** The session as the viewer may see it (see positions.ts), read again after a change. */
async function loadSession(db: DB, id: string, viewerId: string): Promise<TTrackingSession> {
  const row = await queries.findSession(db, id);
  if (!row) throw new Error(`tracking session ${id} vanished`);
  return toSession(row, viewerId);
}

const sessionNotFound = () => new AppError('NOT_FOUND', 'Tracking session not found');

/**
 * Tells the project's owner (only them) where the artist is, as positions.ts lets them see it: a position while
 * active and away from the start, the status alone otherwise. Sent on commit of the transaction that made the
 * change; never stored.
 */
async function announce(
  trx: DB,
  ownerId: string,
  session: {
    id: string;
    projectType: TTrackableProject['projectType'];
    projectId: string;
    start: Point | null;
    destination: Point | null;
  },
  status: TTrackingStatus,
  position: Point | null,
  distanceMeters: number,
) {
  const seen = ownerSees(status, session.start, position);
  const live: TLivePosition = {
    sessionId: session.id,
    projectId: session.projectId,
    projectType: session.projectType,
    status,
    latitude: seen?.latitude ?? null,
    longitude: seen?.longitude ?? null,
    distanceMeters: Math.round(distanceMeters),
    ...siteDistance(seen, session.destination),
    at: new Date().toISOString(),
  };
  await announceLive(trx, ownerId, 'tracking', live);
}

async function artistName(db: DB, artistId: string): Promise<string> {
  const embeds = await collab.loadEmbeds(db, [artistId], []);
  return collab.toParty(embeds.party(artistId), 'artist').displayName;
}

/** The project the request names; one of another type than the request says is not found either (404). */
async function requireProject(db: DB, input: TProjectRef) {
  const project = await collab.findProject(db, input.projectId, input.projectType);
  if (!project) throw collab.projectNotFound(input.projectType);
  return project;
}

/** Only the artist accepted on the project (an accepted application or invitation) starts and completes it. */
async function requireAcceptedArtist(db: DB, projectId: string, userId: string, verb: 'start' | 'complete') {
  if (!(await queries.isAcceptedArtist(db, projectId, userId)))
    throw new AppError('FORBIDDEN', `Only the artist accepted on this project can ${verb} it`);
}

const notOpenMessage = (status: string) =>
  status === 'in_progress'
    ? 'Project already started'
    : `Only an open or hired project can be started; this one is ${status.replace('_', ' ')}`;

/** START moves a project from open (its owner kept it open for more artists) or hired. */
const startable = (status: string): status is 'open' | 'hired' => status === 'open' || status === 'hired';

/**
 * The accepted artist starts the project: one conditional update moves it from open to in_progress (so a second
 * start gets 409), a tracking session starts at the artist's position heading for the wall (or the project's
 * pin), and the owner is told.
 */
export async function startProject(db: DB, artistId: string, input: TStartProjectRequest): Promise<TTrackingSession> {
  const project = await requireProject(db, input);
  await requireAcceptedArtist(db, project.id, artistId, 'start');
  const from = project.status;
  if (!startable(from)) throw new AppError('CONFLICT', notOpenMessage(from));
  const destination = (await queries.findDestination(db, project.id)) ?? {
    latitude: null,
    longitude: null,
    address: null,
  };
  const name = await artistName(db, artistId);
  const start = { latitude: input.latitude, longitude: input.longitude };

  const id = await db.transaction().execute(async (trx) => {
    if (!(await moveProjectStatus(trx, project.id, from, 'in_progress'))) {
      const now = await collab.findProject(trx, project.id);
      throw new AppError('CONFLICT', notOpenMessage(now?.status ?? 'gone'));
    }
    const created = await queries.insertSession(trx, { artistId, projectId: project.id, start, destination });
    await createNotification(trx, {
      userId: project.owner_id,
      type: 'project_started',
      title: 'Project started',
      message: `${name} started ${project.title}. Follow them live on the project page.`,
      projectId: project.id,
    });
    await announce(
      trx,
      project.owner_id,
      {
        id: created,
        projectType: project.project_type,
        projectId: project.id,
        start,
        destination: pointOf(destination.latitude, destination.longitude),
      },
      'active',
      start,
      0,
    );
    return created;
  });
  return loadSession(db, id, artistId);
}

/** Who started the project whose latest session this is, when that is not `artistId` (null when none did). */
const anotherStarter = (session: { artist_id: string } | undefined, artistId: string) =>
  session && session.artist_id !== artistId ? session.artist_id : null;

/**
 * Only the artist who started a project completes it: completing ends their session, stops the owner's refunds
 * and starts the payment's auto-release, so another artist accepted on it may not. The project was read in
 * progress first, and the start that moved it there wrote its session in the same transaction, so the session is
 * there to read. A project in progress without one (older data) stays with any accepted artist.
 */
async function requireStarter(db: DB, projectId: string, artistId: string) {
  const starter = anotherStarter(await queries.latestForProject(db, projectId), artistId);
  if (starter)
    throw new AppError(
      'FORBIDDEN',
      `Only ${await artistName(db, starter)}, who started this project, can complete it. Ask them to complete it when the work is done.`,
    );
}

/** ", and sent 2 final photos": what the owner's notice says of the proof (an API client may send none). */
function sentPhotos(count: number): string {
  if (count === 0) return '';
  return ` and sent ${count === 1 ? 'a final photo' : `${count} final photos`}`;
}

/**
 * The artist who started the project completes it (only from in_progress, one conditional update) with proof: the
 * final photos and a note, the photos joining the project's gallery and, when the artist chooses, their public
 * portfolio. Its tracking session completes too, both parties are asked for a review and the owner hears that it
 * is done, to confirm it or dispute it within the review window (docs/money.md).
 */
export async function completeProject(db: DB, artistId: string, input: TCompleteProjectRequest) {
  const project = await requireProject(db, input);
  await requireAcceptedArtist(db, project.id, artistId, 'complete');
  const notInProgress = (status: string) =>
    new AppError(
      'CONFLICT',
      status === 'completed'
        ? 'Project already completed'
        : `Only a project in progress can be completed; this one is ${status.replace('_', ' ')}`,
    );
  if (project.status !== 'in_progress') throw notInProgress(project.status);
  await requireStarter(db, project.id, artistId);
  const name = await artistName(db, artistId);
  const ownerName = collab.toParty(
    (await collab.loadEmbeds(db, [project.owner_id], [])).party(project.owner_id),
    collab.ownerRole(project.project_type),
  ).displayName;

  const sessionIds = await db.transaction().execute(async (trx) => {
    if (!(await moveProjectStatus(trx, project.id, 'in_progress', 'completed'))) {
      const now = await collab.findProject(trx, project.id);
      throw notInProgress(now?.status ?? 'gone');
    }
    const ids = await queries.completeProjectSessions(trx, project.id);
    await recordCompletionProof(trx, project.id, { photos: input.photos, note: input.note ?? null });
    if (input.addToPortfolio) await addToPortfolio(trx, artistId, input.photos);
    await createNotification(trx, {
      userId: project.owner_id,
      type: 'project_completed',
      title: 'Project completed',
      message: `${name} completed ${project.title}${sentPhotos(input.photos.length)}. Confirm the work to release the payment, or open a dispute.`,
      projectId: project.id,
    });
    await createNotification(trx, {
      userId: project.owner_id,
      type: 'review_requested',
      title: 'Leave a review',
      message: `${project.title} is complete. How was working with ${name}?`,
      projectId: project.id,
    });
    await createNotification(trx, {
      userId: artistId,
      type: 'review_requested',
      title: 'Leave a review',
      message: `${project.title} is complete. How was working with ${ownerName}?`,
      projectId: project.id,
    });
    for (const id of ids)
      await announce(
        trx,
        project.owner_id,
        { id, projectType: project.project_type, projectId: project.id, start: null, destination: null },
        'completed',
        null,
        0,
      );
    return ids;
  });
  const session = await queries.latestForProject(db, project.id);
  return {
    projectId: project.id,
    projectType: project.project_type,
    status: 'completed' as const,
    session: session && sessionIds.includes(session.id) ? toSession(session, artistId) : null,
  };
}

/** The artist's sessions that are not over: active or paused. */
export async function listActive(db: DB, artistId: string) {
  return { items: (await queries.listOpenSessions(db, artistId)).map((row) => toSession(row, artistId)) };
}

/** What the tracking page lists: the artist's accepted projects that are open or in progress, with their session. */
export async function listTrackable(db: DB, artistId: string): Promise<{ items: TTrackableProject[] }> {
  const projects = await queries.listTrackableProjects(db, artistId);
  const items = await Promise.all(
    projects.map(async (project) => {
      const session = await queries.latestForProject(db, project.id);
      return {
        projectId: project.id,
        projectType: projectTypeOf(project.kind),
        title: project.title,
        location: project.location,
        ownerId: project.owner_id,
        status: project.status,
        session: session && session.artist_id === artistId ? toSession(session, artistId) : null,
        canComplete: project.status === 'in_progress' && !anotherStarter(session, artistId),
      };
    }),
  );
  return { items };
}

/**
 * The artist's new position: own session only (404 otherwise), active only (409), at most one a second (429).
 * The row is locked, so concurrent updates add their steps to the distance one after the other. The session is
 * read once, with its lock, and answered from what the update returned: 200 artists each sending a position a
 * second is the load this path is measured at (bench/tracking.ts).
 */
export async function updateLocation(
  db: DB,
  artistId: string,
  input: TUpdateLocationRequest,
): Promise<TTrackingSession> {
  const position = { latitude: input.latitude, longitude: input.longitude };
  const saved = await db.transaction().execute(async (trx) => {
    const row = await queries.lockSession(trx, input.id);
    if (!row || row.artist_id !== artistId) throw sessionNotFound();
    if (row.status === 'completed')
      throw new AppError('CONFLICT', 'This tracking session is completed; it takes no more positions');
    if (row.status === 'paused')
      throw new AppError('CONFLICT', 'This tracking session is paused; resume it to send positions');
    if (row.too_soon)
      throw new AppError(
        'RATE_LIMITED',
        'At most one position a second per tracking session; send the latest shortly',
        {
          retryAfterSeconds: 1,
        },
      );
    const step =
      row.current_latitude !== null && row.current_longitude !== null
        ? metersBetween({ latitude: row.current_latitude, longitude: row.current_longitude }, position)
        : 0;
    const moved = await queries.savePosition(trx, input.id, position, step);
    await announce(trx, row.owner_id, projectOf(row), 'active', position, moved.distance_meters);
    return { ...row, ...moved };
  });
  return toSession(saved, artistId);
}

const projectOf = (row: queries.SessionRow) => ({
  id: row.id,
  projectType: projectTypeOf(row.kind),
  projectId: row.project_id,
  start: pointOf(row.start_latitude, row.start_longitude),
  destination: pointOf(row.destination_latitude, row.destination_longitude),
});

const ALLOWED: Record<TTrackingStatus, TTrackingStatus[]> = {
  active: ['paused', 'completed'],
  paused: ['active', 'completed'],
  completed: [],
};

/**
 * A pause or a resume tells the project's owner in the bell (linking to the project, whose page shows the live
 * tracking) and, if they keep tracking mail on, by email; finishing is told by completeProject.
 */
async function tellPausedOrResumed(trx: DB, session: queries.SessionRow, status: 'active' | 'paused') {
  const name = await artistName(trx, session.artist_id);
  await createNotification(trx, {
    userId: session.owner_id,
    type: 'tracking_update',
    title: status === 'paused' ? 'Tracking paused' : 'Tracking resumed',
    message:
      status === 'paused'
        ? `${name} paused live tracking on ${session.project_title}; their position is hidden until they resume.`
        : `${name} resumed live tracking on ${session.project_title}. Follow them live on the project page.`,
    projectId: session.project_id,
  });
}

/** Pause (active → paused), resume (paused → active) or finish (→ completed); nothing leaves completed. */
export async function updateStatus(db: DB, artistId: string, input: TUpdateStatusRequest): Promise<TTrackingSession> {
  const session = await queries.findSession(db, input.id);
  if (!session || session.artist_id !== artistId) throw sessionNotFound();
  await db.transaction().execute(async (trx) => {
    const row = await queries.lockSession(trx, input.id);
    if (!row) throw sessionNotFound();
    if (!ALLOWED[row.status].includes(input.status))
      throw new AppError(
        'CONFLICT',
        row.status === 'completed'
          ? 'This tracking session is completed; it cannot change any more'
          : `This tracking session is already ${row.status}`,
      );
    await queries.setStatus(trx, input.id, input.status);
    const position = pointOf(row.current_latitude, row.current_longitude);
    await announce(trx, session.owner_id, projectOf(session), input.status, position, row.distance_meters);
    if (input.status !== 'completed') await tellPausedOrResumed(trx, session, input.status);
  });
  return loadSession(db, input.id, artistId);
}

/**
 * A project's tracking state for its owner and its accepted artists (404 for anyone else), each seeing of the
 * session what positions.ts lets them: the artist who started it all, the owner their live position while active,
 * another artist its status only.
 */
export async function projectTracking(db: DB, viewerId: string, input: TProjectRef): Promise<TProjectTracking> {
  const project = await requireProject(db, input);
  if (project.owner_id !== viewerId && !(await queries.isAcceptedArtist(db, project.id, viewerId)))
    throw collab.projectNotFound(input.projectType);
  const session = await queries.latestForProject(db, project.id);
  return { projectStatus: project.status, session: session ? toSession(session, viewerId) : null };
}

/** Who may watch a project's live position: its owner only (404 for anyone else, as for a missing project). */
export async function requireOwner(db: DB, viewerId: string, input: TProjectRef): Promise<void> {
  const project = await requireProject(db, input);
  if (project.owner_id !== viewerId) throw collab.projectNotFound(input.projectType);
}
