import { locatePlace, type DB } from '@wallcraft/db';
import type { TProjectKind, TProjectStatus } from '@wallcraft/shared';
import type { TUpdateProjectRequest, TUpdateWallProjectRequest } from '@wallcraft/shared/schemas';
import { toOwner } from '../../lib/content';
import { personPosition } from '../../lib/coarse-location';
import { AppError } from '../../trpc/errors';
import * as applications from '../applications/service';
import { moveProjectStatus } from '../collaboration/service';
import * as invitations from '../invitations/service';
import { createNotification } from '../notifications/service';
import * as queries from './queries';
import type { TBrandProject, TWallProject } from './schemas';
import { ownBrandProject, ownWallProject } from './service';

/*
 * What a project's owner does with it after posting, for both kinds alike: edit it while it is open, close it (its
 * pending applications and invitations are declined) and reopen it, or delete it while nobody is hired and no money
 * has moved. The kind decides only where an edited project stands and what its 404 says.
 */

const NOT_FOUND: Record<TProjectKind, string> = { brand: 'Project not found', wall: 'Wall project not found' };

/** The owner's project: 404 as GET says it (also for a hidden project of someone else's), 403 for anyone else's. */
async function ownProject(db: DB, userId: string, id: string, kind: TProjectKind): Promise<queries.ProjectRow> {
  const row = await queries.findProject(db, id, kind);
  // As GET hides it: a wall project also goes with its wall.
  const hidden =
    row && (row.hidden_at !== null || !row.owner_shown || (kind === 'wall' && row.wall_hidden_at !== null));
  if (!row || (row.owner_id !== userId && hidden)) throw new AppError('NOT_FOUND', NOT_FOUND[kind]);
  if (row.owner_id !== userId) throw new AppError('FORBIDDEN', 'You can only change your own projects');
  return row;
}

/** Locks the project's status for a change and checks it is still the owner's (it may have gone meanwhile). */
async function lockStatus(trx: DB, id: string, kind: TProjectKind) {
  const locked = await queries.lockProjectStatus(trx, id, kind);
  if (!locked) throw new AppError('NOT_FOUND', NOT_FOUND[kind]);
  return locked;
}

/** Why a project in this status cannot be edited or closed, with what to do instead. */
function notOpen(status: TProjectStatus, doing: 'edited' | 'closed'): AppError {
  const why: Record<Exclude<TProjectStatus, 'open'>, string> = {
    closed: doing === 'closed' ? 'This project is already closed' : 'This project is closed: reopen it to edit it',
    cancelled: 'An operator closed this project; write to support',
    in_progress: `This project is in progress: it can no longer be ${doing}; message the artist you hired instead`,
    hired: `You hired an artist for this project: it can no longer be ${doing}; message the artist you hired instead`,
    completed: `This project is completed: it can no longer be ${doing}`,
  };
  return new AppError('CONFLICT', status === 'open' ? 'This project is open' : why[status]);
}

type ProjectOf<K extends TProjectKind> = K extends 'brand' ? TBrandProject : TWallProject;

/** The project as GET answers its owner, after a change. */
function answer<K extends TProjectKind>(db: DB, id: string, userId: string, kind: K): Promise<ProjectOf<K>> {
  const project = kind === 'brand' ? ownBrandProject(db, id, userId) : ownWallProject(db, id);
  return project as Promise<ProjectOf<K>>;
}

const ownerName = (row: queries.ProjectRow) =>
  toOwner(row, row.kind === 'brand' ? 'brand' : 'wall_owner')?.displayName ??
  (row.kind === 'brand' ? 'The brand' : "The wall's owner");

/** The changed fields in plain words, in the form's order (coordinates count as the location). */
const FIELD_WORDS: [keyof queries.ProjectChanges, string][] = [
  ['title', 'title'],
  ['description', 'description'],
  ['location', 'location'],
  ['latitude', 'location'],
  ['longitude', 'location'],
  ['budget_cents', 'budget'],
  ['timeline', 'timeline'],
  ['preferred_styles', 'preferred styles'],
  ['images', 'images'],
  ['street_address', 'street address'],
  ['site_latitude', 'site pin'],
  ['site_longitude', 'site pin'],
];

function changedWords(row: queries.ProjectRow, changes: queries.ProjectChanges): string[] {
  const words = FIELD_WORDS.filter(
    ([column]) => column in changes && JSON.stringify(changes[column]) !== JSON.stringify(row[column]),
  ).map(([, word]) => word);
  return [...new Set(words)];
}

/** The artists still in play on the project: a pending or accepted application or invitation, each once. */
async function involvedArtists(db: DB, projectId: string): Promise<string[]> {
  const [applied, invited] = await Promise.all([
    applications.liveOnProject(db, projectId),
    invitations.liveOnProject(db, projectId),
  ]);
  return [...new Set([...applied, ...invited].map((row) => row.artist_id))];
}

/** What an edit writes: only the fields sent, by the same rules as posting; the kind decides where it stands. */
async function changesFor(
  db: DB,
  row: queries.ProjectRow,
  input: TUpdateProjectRequest | TUpdateWallProjectRequest,
): Promise<queries.ProjectChanges> {
  const changes: queries.ProjectChanges = {};
  if (input.title !== undefined) changes.title = input.title;
  if (input.description !== undefined) changes.description = input.description;
  if (input.budget !== undefined) changes.budget_cents = input.budget;
  if (input.timeline !== undefined) changes.timeline = input.timeline;
  if (input.preferredStyles !== undefined) changes.preferred_styles = input.preferredStyles;
  if (input.images !== undefined) changes.images = input.images;
  if (input.streetAddress !== undefined) changes.street_address = input.streetAddress;
  if (input.siteLatitude !== undefined && input.siteLongitude !== undefined) {
    changes.site_latitude = input.siteLatitude;
    changes.site_longitude = input.siteLongitude;
  }
  if (row.kind === 'wall') {
    // A wall project stands at its wall; without a location of its own it takes the wall's again.
    if (input.location === undefined) return changes;
    const location = input.location ?? row.joined_wall_location;
    if (!location) throw new AppError('INVALID_INPUT', 'location: Location is required');
    changes.location = location;
    return changes;
  }
  const brand = input as TUpdateProjectRequest;
  if (brand.location !== undefined) changes.location = brand.location;
  if (brand.latitude != null && brand.longitude != null) {
    changes.latitude = brand.latitude;
    changes.longitude = brand.longitude;
  } else if (brand.location !== undefined && brand.location !== row.location && row.wall_id === null) {
    // A new place without coordinates stands where create would put it: the city it names, else the brand's home.
    const home = async () => {
      const user = await queries.findUserCoordinates(db, row.owner_id);
      return user ? personPosition(row.owner_id, null, user) : null;
    };
    const position = (await locatePlace(db, brand.location)) ?? (await home());
    changes.latitude = position?.latitude ?? null;
    changes.longitude = position?.longitude ?? null;
  }
  return changes;
}

async function updateProjectOfKind(
  db: DB,
  userId: string,
  kind: TProjectKind,
  input: { id: string } & (TUpdateProjectRequest | TUpdateWallProjectRequest),
): Promise<void> {
  const row = await ownProject(db, userId, input.id, kind);
  if (row.status !== 'open') throw notOpen(row.status, 'edited');
  const changes = await changesFor(db, row, input);
  const words = changedWords(row, changes);
  if (words.length === 0) return;
  await db.transaction().execute(async (trx) => {
    const locked = await lockStatus(trx, row.id, kind);
    if (locked.status !== 'open') throw notOpen(locked.status, 'edited');
    await queries.updateProject(trx, row.id, changes);
    const title = changes.title ?? row.title;
    for (const artistId of await involvedArtists(trx, row.id)) {
      await createNotification(trx, {
        userId: artistId,
        type: 'project_updated',
        title: 'Project updated',
        message: `${title} was updated: ${words.join(', ')}`,
        projectId: row.id,
      });
    }
  });
}

/**
 * PATCH /projects/{id}: the brand edits its open project (any of the fields it was posted with). The artists still
 * in play hear which fields changed.
 */
export async function updateProject(
  db: DB,
  userId: string,
  input: { id: string } & TUpdateProjectRequest,
): Promise<TBrandProject> {
  await updateProjectOfKind(db, userId, 'brand', input);
  return ownBrandProject(db, input.id, userId);
}

/** PATCH /wall-projects/{id}: as updateProject, for the wall's owner; the project stays at its wall. */
export async function updateWallProject(
  db: DB,
  userId: string,
  input: { id: string } & TUpdateWallProjectRequest,
): Promise<TWallProject> {
  await updateProjectOfKind(db, userId, 'wall', input);
  return ownWallProject(db, input.id);
}

/**
 * POST /…/{id}/close: the owner closes an open project (status closed, which takes no applications or invitations);
 * every pending application and invitation is declined and its artist told, in one transaction.
 */
export async function closeProject<K extends TProjectKind>(
  db: DB,
  userId: string,
  id: string,
  kind: K,
): Promise<ProjectOf<K>> {
  const row = await ownProject(db, userId, id, kind);
  await db.transaction().execute(async (trx) => {
    const locked = await lockStatus(trx, id, kind);
    if (locked.status !== 'open') throw notOpen(locked.status, 'closed');
    await closeLocked(trx, row);
  });
  return answer(db, id, userId, kind);
}

/**
 * Closes every open project of this owner in the caller's transaction, as closeProject does one (a person deleting
 * their account, domains/account-data): the artists in play are told, under the owner's name as it stands then.
 */
export async function closeOpenProjectsOf(trx: DB, ownerId: string): Promise<void> {
  for (const { id, kind } of await queries.openProjectsOf(trx, ownerId)) {
    const row = await queries.findProject(trx, id, kind);
    if (row && (await lockStatus(trx, id, kind)).status === 'open') await closeLocked(trx, row);
  }
}

/** Moves a locked open project to closed and declines its pending applications and invitations, telling each artist. */
async function closeLocked(trx: DB, row: queries.ProjectRow): Promise<void> {
  const { id } = row;
  await moveProjectStatus(trx, id, 'open', 'closed');
  const closed = `${ownerName(row)} closed ${row.title}`;
  for (const application of await applications.declinePendingOnProject(trx, id)) {
    await createNotification(trx, {
      userId: application.artist_id,
      type: 'project_closed_by_owner',
      title: 'Project closed',
      message: `${closed}; your application was declined`,
      applicationId: application.id,
      projectId: id,
    });
  }
  for (const invitation of await invitations.declinePendingOnProject(trx, id)) {
    await createNotification(trx, {
      userId: invitation.artist_id,
      type: 'project_closed_by_owner',
      title: 'Project closed',
      message: `${closed}; its invitation to you was withdrawn`,
      invitationId: invitation.id,
      projectId: id,
    });
  }
}

/** POST /…/{id}/reopen: a project its owner closed is open again (an operator's close is for good). */
export async function reopenProject<K extends TProjectKind>(
  db: DB,
  userId: string,
  id: string,
  kind: K,
): Promise<ProjectOf<K>> {
  await ownProject(db, userId, id, kind);
  await db.transaction().execute(async (trx) => {
    const locked = await lockStatus(trx, id, kind);
    if (locked.status === 'cancelled')
      throw new AppError('CONFLICT', 'An operator closed this project; write to support');
    if (locked.status !== 'closed')
      throw new AppError(
        'CONFLICT',
        `Only a closed project can be reopened; this one is ${locked.status.replace('_', ' ')}`,
      );
    await moveProjectStatus(trx, id, 'closed', 'open');
  });
  return answer(db, id, userId, kind);
}

/**
 * DELETE /…/{id}: only while nobody is hired (no accepted application or invitation) and no money has moved (no
 * payment names it); its pending applications and invitations go with it, their artists told first.
 */
export async function deleteProject(db: DB, userId: string, id: string, kind: TProjectKind): Promise<void> {
  const row = await ownProject(db, userId, id, kind);
  await db.transaction().execute(async (trx) => {
    await lockStatus(trx, id, kind);
    const live = [
      ...(await applications.liveOnProject(trx, id)).map((item) => ({ ...item, noun: 'application' })),
      ...(await invitations.liveOnProject(trx, id)).map((item) => ({ ...item, noun: 'invitation' })),
    ];
    if (live.some((item) => item.status === 'accepted') || (await queries.hasTransactions(trx, id)))
      throw new AppError('CONFLICT', 'Someone has been hired or paid on this project: close it instead');
    // The project, its applications and invitations are gone after this: the notifications name none of them.
    for (const item of live) {
      await createNotification(trx, {
        userId: item.artist_id,
        type: 'project_closed_by_owner',
        title: 'Project withdrawn',
        message: `${row.title} was withdrawn by its owner; your ${item.noun} was declined`,
      });
    }
    await queries.deleteProject(trx, id);
  });
}
