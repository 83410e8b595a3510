import { locatePlace, type DB } from '@wallcraft/db';
import type { TCountedPage, TPage, TPageRequest } from '@wallcraft/shared/schemas';
import { iso, toOwner } from '../../lib/content';
import { personPosition } from '../../lib/coarse-location';
import { centsToDollarText } from '../../lib/fields';
import { readCountingView, type Viewer } from '../../lib/item-views';
import { AppError } from '../../trpc/errors';
import type { TWallSummary } from '../walls/schemas';
import { findWallForPosting, getWallSummaries, joinedWallSummary, requireActiveType } from '../walls/service';
import * as queries from './queries';
import type { TBrandProject, TCreateProjectRequest, TListProjectsRequest } from './schemas';
import { openWallRequests, requestWall, withdrawPendingWallRequest } from './wall-requests';

/** `viewerId`: the brand sees its own projects' pending or declined wall requests; nobody else does. */
async function toProjects(
  db: DB,
  rows: queries.ProjectRow[],
  viewerId: string | null = null,
): Promise<TBrandProject[]> {
  const walls = await getWallSummaries(
    db,
    rows.flatMap((row) => (row.wall_id ? [row.wall_id] : [])),
  );
  const requests = viewerId
    ? await openWallRequests(
        db,
        rows.filter((row) => row.brand_id === viewerId).map((row) => row.id),
      )
    : new Map();
  return rows.map((row) => toBrandProject(row, (row.wall_id && walls.get(row.wall_id)) || null, requests.get(row.id)));
}

function toBrandProject(
  row: queries.ProjectRow,
  wall: TWallSummary | null,
  wallRequest: TBrandProject['wallRequest'] | undefined,
): TBrandProject {
  return {
    id: row.id,
    brandId: row.brand_id,
    wallId: row.wall_id,
    title: row.title,
    description: row.description,
    location: row.location,
    latitude: row.latitude,
    longitude: row.longitude,
    budget: centsToDollarText(row.budget_cents),
    timeline: row.timeline,
    preferredStyles: row.preferred_styles,
    images: row.images,
    status: row.status,
    featured: row.featured,
    viewCount: row.view_count,
    hidden: row.hidden_at !== null,
    createdAt: iso(row.created_at),
    owner: toOwner(row, 'brand'),
    wall,
    wallRequest: wallRequest ?? null,
  };
}

async function toProject(db: DB, row: queries.ProjectRow, viewerId: string | null = null): Promise<TBrandProject> {
  const [project] = await toProjects(db, [row], viewerId);
  if (!project) throw new Error('project mapping lost a row');
  return project;
}

export async function listProjects(
  db: DB,
  input: Parameters<typeof queries.listProjectsWithWalls>[1],
): Promise<TCountedPage<TBrandProject>> {
  const page = await queries.listProjectsWithWalls(db, input);
  const items = page.items.map((row) => toBrandProject(row, joinedWallSummary(row), undefined));
  return { items, nextCursor: page.nextCursor, total: page.total };
}

/** GET /projects/my-projects: the signed-in user's brand projects, every status unless filtered. */
export async function listMyProjects(
  db: DB,
  userId: string,
  input: TPageRequest & { status?: TListProjectsRequest['status'] },
): Promise<TPage<TBrandProject>> {
  const page = await queries.listMyProjectsWithWalls(db, { ...input, brandId: userId, withHidden: true });
  const requests = await openWallRequests(
    db,
    page.items.map((row) => row.id),
  );
  const items = page.items.map((row) => toBrandProject(row, joinedWallSummary(row), requests.get(row.id)));
  return { items, nextCursor: page.nextCursor };
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
    find: (trx) => queries.findProject(trx, id),
    ownerOf: (project) => project.brand_id,
    hidden: (project) => project.hidden_at !== null || !project.owner_shown,
    bump: (trx) => queries.bumpViewCount(trx, id),
  });
  return toProject(db, row, viewer.userId);
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
      brand_id: userId,
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
    });
    if (wall && !ownWall) await askForWall(trx, id, wall, given === null);
    return id;
  });
  const row = await queries.findProject(db, id);
  if (!row) throw new Error('created project not found');
  return toProject(db, row, userId);
}

async function askForWall(
  trx: DB,
  projectId: string,
  wall: { id: string; owner_id: string },
  takeWallPosition: boolean,
): Promise<void> {
  const row = await queries.findProject(trx, projectId);
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
  const project = await queries.findProject(db, input.id);
  if (!project) throw new AppError('NOT_FOUND', 'Project not found');
  if (project.brand_id !== userId) throw new AppError('FORBIDDEN', 'You can only change your own projects');
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
  const row = await queries.findProject(db, project.id);
  if (!row) throw new AppError('NOT_FOUND', 'Project not found');
  return toProject(db, row, userId);
}

/** For my projects and insights: projects by id, in the order given (ids that no longer exist are skipped). */
export async function getProjectsByIds(db: DB, ids: string[]): Promise<TBrandProject[]> {
  const byId = new Map((await toProjects(db, await queries.findProjectsByIds(db, ids))).map((p) => [p.id, p]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
