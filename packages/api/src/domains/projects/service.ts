import { locatePlace, type DB } from '@wallcraft/db';
import {
  centsToDecimalString,
  formatUsd,
  projectKindOf,
  type TProjectStatus,
  type TProjectType,
} from '@wallcraft/shared';
import type { TCountedPage, TPage, TPageRequest } from '@wallcraft/shared/schemas';
import { iso, toOwner } from '../../lib/content';
import { personPosition } from '../../lib/coarse-location';
import { readCountingView, type Viewer } from '../../lib/item-views';
import { AppError } from '../../trpc/errors';
import { createNotification } from '../notifications/service';
import { findWallForPosting, joinedWallSummary, requireActiveType } from '../walls/service';
import * as queries from './queries';
import type {
  TBrandProject,
  TCreateProjectRequest,
  TCreateWallProjectRequest,
  TListProjectsRequest,
  TListWallProjectsRequest,
  TWallProject,
} from './schemas';
import { openWallRequests, requestWall, withdrawPendingWallRequest } from './wall-requests';
import { sql } from 'kysely';
import { setHiddenAt } from '../../lib/visibility';

/*
 * One table holds both kinds of project; the API keeps a shape per kind (BrandProject, WallProject), so integrators
 * read what they read before. The kind decides the few rules that differ: who may post (a brand, or a wall owner on
 * their own wall), where the project stands, and whether a wall is linked at once or asked for.
 */

type Site = { streetAddress: string | null; siteLatitude: number | null; siteLongitude: number | null };

const NO_SITE: Site = { streetAddress: null, siteLatitude: null, siteLongitude: null };

/**
 * The project's street address and site pin, for its owner and its hired artists only (docs/security.md): every
 * project answer starts without them (NO_SITE) and only the answers to one viewer call this.
 */
export async function siteFor(
  db: DB,
  row: Pick<queries.ProjectRow, 'id' | 'owner_id' | 'street_address' | 'site_latitude' | 'site_longitude'>,
  viewerId: string | null,
): Promise<Site> {
  if (viewerId === null) return NO_SITE;
  if (row.owner_id !== viewerId && !(await queries.isHired(db, row.id, viewerId))) return NO_SITE;
  return ownSite(row);
}

/** The same for the owner reading their own projects (no lookup needed). */
const ownSite = (row: Pick<queries.ProjectRow, 'street_address' | 'site_latitude' | 'site_longitude'>): Site => ({
  streetAddress: row.street_address,
  siteLatitude: row.site_latitude,
  siteLongitude: row.site_longitude,
});

/*
 * Each kind's answer is one object literal, the fields both kinds share (projectFields in schemas.ts) first, in the
 * schema's order: building them as spreads of helper objects cost a list of 20 about a tenth of its CPU and 85 KB.
 * `site`: the street address and site pin this viewer may see (siteFor), none for a list.
 */

/** `wallRequest`: only for the project's brand, its latest request for someone else's wall (wall-requests.ts). */
function toBrandProject(
  row: queries.ProjectRow,
  wallRequest?: TBrandProject['wallRequest'],
  site: Site = NO_SITE,
): TBrandProject {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    location: row.location,
    latitude: row.latitude,
    longitude: row.longitude,
    budget: centsToDecimalString(row.budget_cents),
    timeline: row.timeline,
    preferredStyles: row.preferred_styles,
    images: row.images,
    status: row.status,
    hiredCount: row.hired_count,
    featured: row.featured,
    viewCount: row.view_count,
    createdAt: iso(row.created_at),
    streetAddress: site.streetAddress,
    siteLatitude: site.siteLatitude,
    siteLongitude: site.siteLongitude,
    brandId: row.owner_id,
    hidden: row.hidden_at !== null,
    owner: toOwner(row, 'brand'),
    wallId: row.wall_id,
    wall: joinedWallSummary(row),
    wallRequest: wallRequest ?? null,
  };
}

function toWallProject(row: queries.ProjectRow, site: Site = NO_SITE): TWallProject {
  const wall = joinedWallSummary(row);
  // A wall project always has its wall (a CHECK, and deleting the wall deletes the project).
  if (!wall) throw new Error(`wall project ${row.id} has no wall`);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    location: row.location,
    latitude: row.latitude,
    longitude: row.longitude,
    budget: centsToDecimalString(row.budget_cents),
    timeline: row.timeline,
    preferredStyles: row.preferred_styles,
    images: row.images,
    status: row.status,
    hiredCount: row.hired_count,
    featured: row.featured,
    viewCount: row.view_count,
    createdAt: iso(row.created_at),
    streetAddress: site.streetAddress,
    siteLatitude: site.siteLatitude,
    siteLongitude: site.siteLongitude,
    wallId: wall.id,
    ownerId: row.owner_user_id,
    hidden: row.hidden_at !== null || row.wall_hidden_at !== null,
    owner: toOwner(row, 'wall_owner'),
    wall,
  };
}

/** A brand project as its viewer sees it: the brand also sees its pending or declined wall request. */
async function toBrandProjectFor(db: DB, row: queries.ProjectRow, viewerId: string | null): Promise<TBrandProject> {
  const requests = row.owner_id === viewerId ? await openWallRequests(db, [row.id]) : new Map();
  return toBrandProject(row, requests.get(row.id), await siteFor(db, row, viewerId));
}

async function findCreated(db: DB, id: string, kind: 'brand' | 'wall'): Promise<queries.ProjectRow> {
  const row = await queries.findProject(db, id, kind);
  if (!row) throw new Error(`project ${id} vanished after it was written`);
  return row;
}

export async function listProjects(db: DB, input: TListProjectsRequest): Promise<TCountedPage<TBrandProject>> {
  const { brandId, ...filter } = input;
  return queries.listCountedProjects(db, 'brand', { ...filter, ownerId: brandId }, (row) => toBrandProject(row));
}

export async function listWallProjects(db: DB, input: TListWallProjectsRequest): Promise<TCountedPage<TWallProject>> {
  return queries.listCountedProjects(db, 'wall', input, (row) => toWallProject(row));
}

/** GET /projects/my-projects: the signed-in user's brand projects, every status unless filtered. */
export async function listMyProjects(
  db: DB,
  userId: string,
  input: TPageRequest & { status?: TListProjectsRequest['status'] },
): Promise<TPage<TBrandProject>> {
  const page = await queries.listProjects(db, 'brand', { ...input, ownerId: userId, withHidden: true });
  const requests = await openWallRequests(
    db,
    page.items.map((row) => row.id),
  );
  return {
    items: page.items.map((row) => toBrandProject(row, requests.get(row.id), ownSite(row))),
    nextCursor: page.nextCursor,
  };
}

/** GET /wall-projects/my-projects: projects on the signed-in user's walls, every status unless filtered. */
export async function listMyWallProjects(
  db: DB,
  userId: string,
  input: TPageRequest & { status?: TListWallProjectsRequest['status'] },
): Promise<TPage<TWallProject>> {
  const page = await queries.listProjects(db, 'wall', { ...input, ownerId: userId, withHidden: true });
  return { items: page.items.map((row) => toWallProject(row, ownSite(row))), nextCursor: page.nextCursor };
}

/**
 * A project, counting the view once per viewer per day (the brand's own looks are not counted). A hidden
 * project, or one of a hidden or suspended brand, is 404 to everyone but that brand.
 */
export async function getProject(db: DB, id: string, viewer: Viewer): Promise<TBrandProject> {
  const row = await readCountingView(db, viewer, {
    type: 'brand_project',
    id,
    notFound: 'Project not found',
    find: (trx) => queries.findProject(trx, id, 'brand'),
    ownerOf: (project) => project.owner_id,
    hidden: (project) => project.hidden_at !== null || !project.owner_shown,
    bump: (trx) => queries.bumpViewCount(trx, id),
  });
  return toBrandProjectFor(db, row, viewer.userId);
}

/**
 * A wall project, counting the view once per viewer per day (the wall's owner is not counted). A hidden one, one on
 * a hidden wall, or one of a hidden or suspended owner, is 404 to everyone but that owner.
 */
export async function getWallProject(db: DB, id: string, viewer: Viewer): Promise<TWallProject> {
  const row = await readCountingView(db, viewer, {
    type: 'wall_project',
    id,
    notFound: 'Wall project not found',
    find: (trx) => queries.findProject(trx, id, 'wall'),
    ownerOf: (project) => project.owner_id,
    hidden: (project) => project.hidden_at !== null || project.wall_hidden_at !== null || !project.owner_shown,
    bump: (trx) => queries.bumpViewCount(trx, id),
  });
  return toWallProject(row, await siteFor(db, row, viewer.userId));
}

/**
 * POST /projects: brands only. A named wall must exist. A wall the brand's own user owns is linked at once;
 * someone else's is only asked for (see wall-requests.ts). Coordinates: as given, else the linked wall's, else
 * the city its location names (the gazetteer), else the brand's own profile position, so the project can still
 * be found by distance.
 */
export async function createProject(db: DB, userId: string, input: TCreateProjectRequest): Promise<TBrandProject> {
  await requireActiveType(db, userId, 'brand', 'Only brands can post projects');
  const wall = input.wallId ? await findWallForPosting(db, input.wallId) : null;
  if (input.wallId && !wall) throw new AppError('NOT_FOUND', 'wallId: Wall not found');
  const ownWall = wall?.owner_id === userId ? wall : null;
  const given =
    input.latitude != null && input.longitude != null ? { latitude: input.latitude, longitude: input.longitude } : null;
  // Without a position of its own the project stands at its brand's, which is public on the project: to about 1 km.
  const home = async () => {
    const user = await queries.findUserCoordinates(db, userId);
    return user ? personPosition(userId, null, user) : null;
  };
  const named = async () => (await locatePlace(db, input.location)) ?? home();
  const position = given ?? (ownWall?.latitude != null ? ownWall : await named());
  const id = await db.transaction().execute(async (trx) => {
    const id = await queries.insertProject(trx, {
      kind: 'brand',
      owner_id: userId,
      wall_id: ownWall?.id ?? null,
      title: input.title,
      description: input.description,
      location: input.location,
      latitude: position?.latitude ?? null,
      longitude: position?.longitude ?? null,
      budget_cents: input.budget ?? null,
      timeline: input.timeline ?? null,
      preferred_styles: input.preferredStyles,
      images: input.images,
      street_address: input.streetAddress ?? null,
      site_latitude: input.siteLatitude ?? null,
      site_longitude: input.siteLongitude ?? null,
    });
    if (wall && !ownWall) await askForWall(trx, id, wall, given === null);
    return id;
  });
  return toBrandProjectFor(db, await findCreated(db, id, 'brand'), userId);
}

/**
 * POST /wall-projects: wall owners only, and only on their own walls (403 naming wallId; an unknown wall
 * is 404). Location defaults to the wall's; coordinates are always the wall's.
 */
export async function createWallProject(
  db: DB,
  userId: string,
  input: TCreateWallProjectRequest,
): Promise<TWallProject> {
  await requireActiveType(db, userId, 'wall_owner', 'Only wall owners can post wall projects');
  const wall = await findWallForPosting(db, input.wallId);
  if (!wall) throw new AppError('NOT_FOUND', 'wallId: Wall not found');
  if (wall.owner_id !== userId)
    throw new AppError('FORBIDDEN', 'wallId: You can only post wall projects on your own walls');
  const location = input.location ?? wall.location;
  if (!location) throw new AppError('INVALID_INPUT', 'location: Location is required');
  // The wall's own position; a wall without one stands at the city the location names, when it names one.
  const position = wall.latitude !== null ? wall : await locatePlace(db, location);
  const id = await queries.insertProject(db, {
    kind: 'wall',
    owner_id: userId,
    wall_id: wall.id,
    title: input.title,
    description: input.description,
    location,
    latitude: position?.latitude ?? null,
    longitude: position?.longitude ?? null,
    budget_cents: input.budget ?? null,
    timeline: input.timeline ?? null,
    preferred_styles: input.preferredStyles,
    images: input.images,
    street_address: input.streetAddress ?? null,
    site_latitude: input.siteLatitude ?? null,
    site_longitude: input.siteLongitude ?? null,
  });
  const created = await findCreated(db, id, 'wall');
  return toWallProject(created, ownSite(created));
}

async function askForWall(
  trx: DB,
  projectId: string,
  wall: { id: string; owner_id: string },
  takeWallPosition: boolean,
): Promise<void> {
  const row = await queries.findProject(trx, projectId, 'brand');
  if (!row) throw new Error('project not found');
  const brandName = toOwner(row, 'brand')?.displayName ?? 'A brand';
  await requestWall(trx, { projectId, projectTitle: row.title, brandName, wall }, takeWallPosition);
}

/**
 * PUT /projects/{id}/wall: the brand changes or clears its project's wall. The wall already shown or already
 * asked for is a no-op; otherwise a pending request is withdrawn, a wall the brand's user owns is linked at once
 * (the project moves to its pin) and someone else's is asked for, unless its owner declined this project (409).
 */
export async function setProjectWall(
  db: DB,
  userId: string,
  input: { id: string; wallId: string | null },
): Promise<TBrandProject> {
  const project = await queries.findProject(db, input.id, 'brand');
  if (!project) throw new AppError('NOT_FOUND', 'Project not found');
  if (project.owner_id !== userId) throw new AppError('FORBIDDEN', 'You can only change your own projects');
  const wall = input.wallId ? await findWallForPosting(db, input.wallId) : null;
  if (input.wallId && !wall) throw new AppError('NOT_FOUND', 'wallId: Wall not found');
  if (wall && wall.owner_id !== userId && (await queries.wasWallRequestDeclined(db, project.id, wall.id)))
    throw new AppError('CONFLICT', "This wall's owner declined to show it on this project");

  await db.transaction().execute(async (trx) => {
    const locked = await queries.lockProjectWall(trx, project.id);
    if (!locked) throw new AppError('NOT_FOUND', 'Project not found');
    if (wall && (await queries.findPendingWallRequest(trx, project.id))?.wall_id === wall.id) return;
    await withdrawPendingWallRequest(trx, project.id);
    if (wall?.id === locked.wall_id) return;
    if (wall?.owner_id === userId) {
      const pin =
        wall.latitude != null && wall.longitude != null ? { latitude: wall.latitude, longitude: wall.longitude } : null;
      return queries.setProjectWall(trx, project.id, wall.id, pin);
    }
    await queries.setProjectWall(trx, project.id, null, null);
    if (wall) await askForWall(trx, project.id, wall, true);
  });
  const row = await queries.findProject(db, project.id, 'brand');
  if (!row) throw new AppError('NOT_FOUND', 'Project not found');
  return toBrandProjectFor(db, row, userId);
}

/** For my projects and insights: projects by id, in the order given (ids that no longer exist are skipped). */
export async function getProjectsByIds(db: DB, ids: string[]): Promise<TBrandProject[]> {
  const rows = await queries.findProjectsByIds(db, 'brand', ids);
  const byId = new Map(rows.map((row) => [row.id, toBrandProject(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** For my projects and insights: wall projects by id, in the order given (ids that no longer exist are skipped). */
export async function getWallProjectsByIds(db: DB, ids: string[]): Promise<TWallProject[]> {
  const rows = await queries.findProjectsByIds(db, 'wall', ids);
  const byId = new Map(rows.map((row) => [row.id, toWallProject(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const kindName = (projectType: TProjectType) => (projectType === 'brand_project' ? 'brand project' : 'wall project');

/** Why a project cannot be closed as it stands; null when it can. Closing would strand money held in escrow. */
export function closeRefusal(status: TProjectStatus, escrow: { count: number; cents: number }): string | null {
  if (status === 'cancelled') return 'This project is already closed';
  if (status === 'completed') return 'This project is completed; there is nothing left to close';
  if (escrow.count > 0)
    return `${formatUsd(escrow.cents)} is held in escrow for this project (${escrow.count} ${
      escrow.count === 1 ? 'payment' : 'payments'
    }): refund each escrowed payment under Transactions, or resolve its dispute, then close the project`;
  return null;
}

/** What escrow holds for a project (the console's detail shows it beside closeRefusal). */
export const escrowOf = queries.escrowOf;

/**
 * An operator closes a project for good (status cancelled), inside the caller's transaction (the console's audited
 * one): refused with closeRefusal's reason (409) while escrow holds money for it; the owner is told why. Returns the
 * status it had.
 */
export async function closeByOperator(
  trx: DB,
  ref: { projectType: TProjectType; id: string },
  note: string,
): Promise<{ status: TProjectStatus }> {
  const project = await queries.lockProjectStatus(trx, ref.id, projectKindOf(ref.projectType));
  if (!project) throw new AppError('NOT_FOUND', `No ${kindName(ref.projectType)} with this id`);
  const refusal = closeRefusal(project.status, await queries.escrowOf(trx, ref.id));
  if (refusal) throw new AppError('CONFLICT', refusal);
  await queries.cancelProject(trx, ref.id);
  await createNotification(trx, {
    userId: project.owner_id,
    type: 'project_cancelled',
    title: 'Project closed',
    message: `An operator closed your ${kindName(ref.projectType)} “${project.title}”: ${note}. Write to support if you have questions.`,
    projectId: ref.id,
  });
  return { status: project.status };
}

/** An operator hides or shows a project of this kind again (moderation); undefined when there is no such project. */
export function setProjectHidden(trx: DB, id: string, projectType: TProjectType, hidden: boolean) {
  return setHiddenAt(
    trx,
    'projects',
    sql<boolean>`item.id = ${id} AND item.kind = ${projectKindOf(projectType)}`,
    hidden,
  );
}

/** The work on a project starts (open to in_progress) or ends (to completed): false when it was not in `from`. */
export { moveProjectStatus } from '../collaboration/service';

/** COMPLETE's proof (tracking.completeProject): final photos and note; the photos join the project's gallery. */
export const recordCompletionProof = queries.recordCompletion;

/** The owner confirmed the completed work (reviews' confirmCompletion): false when already confirmed. */
export const markCompletionConfirmed = queries.markCompletionConfirmed;

/** A brand project as its brand reads it after changing it (lifecycle.ts): no view is counted. */
export async function ownBrandProject(db: DB, id: string, userId: string): Promise<TBrandProject> {
  return toBrandProjectFor(db, await findCreated(db, id, 'brand'), userId);
}

/** A wall project as its owner reads it after changing it (lifecycle.ts): no view is counted. */
export async function ownWallProject(db: DB, id: string): Promise<TWallProject> {
  const row = await findCreated(db, id, 'wall');
  return toWallProject(row, ownSite(row));
}
