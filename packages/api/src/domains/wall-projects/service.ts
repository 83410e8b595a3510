import { locatePlace, type DB } from '@wallcraft/db';
import type { TCountedPage, TPage, TPageRequest } from '@wallcraft/shared/schemas';
import { iso, toOwner } from '../../lib/content';
import { centsToDollarText } from '../../lib/fields';
import { readCountingView, type Viewer } from '../../lib/item-views';
import { AppError } from '../../trpc/errors';
import { findWallForPosting, joinedWallSummary, requireActiveType } from '../walls/service';
import * as queries from './queries';
import type { TCreateWallProjectRequest, TListWallProjectsRequest, TWallProject } from './schemas';

function toWallProject(row: queries.WallProjectRow): TWallProject {
  return {
    id: row.id,
    wallId: row.wall_id,
    ownerId: row.owner_user_id,
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
    hidden: row.hidden_at !== null || row.wall_hidden_at !== null,
    createdAt: iso(row.created_at),
    owner: toOwner(row, 'wall_owner'),
    wall: joinedWallSummary(row),
  };
}

export async function listWallProjects(
  db: DB,
  input: Parameters<typeof queries.listWallProjects>[1],
): Promise<TCountedPage<TWallProject>> {
  const page = await queries.listCountedWallProjects(db, input);
  return { items: page.items.map(toWallProject), nextCursor: page.nextCursor, total: page.total };
}

/** GET /wall-projects/my-projects: projects on the signed-in user's walls, every status unless filtered. */
export async function listMyWallProjects(
  db: DB,
  userId: string,
  input: TPageRequest & { status?: TListWallProjectsRequest['status'] },
): Promise<TPage<TWallProject>> {
  const page = await queries.listWallProjects(db, { ...input, ownerId: userId, withHidden: true });
  return { items: page.items.map(toWallProject), nextCursor: page.nextCursor };
}

/**
 * A wall project, counting the view once per viewer per day (the wall's owner is not counted). A hidden one,
 * or one of a hidden or suspended owner, is 404 to everyone but that owner.
 */
export async function getWallProject(db: DB, id: string, viewer: Viewer): Promise<TWallProject> {
  const row = await readCountingView(db, viewer, {
    type: 'wall_project',
    id,
    notFound: 'Wall project not found',
    find: (trx) => queries.findWallProject(trx, id),
    ownerOf: (project) => project.owner_id,
    hidden: (project) => project.hidden_at !== null || project.wall_hidden_at !== null || !project.owner_shown,
    bump: (trx) => queries.bumpViewCount(trx, id),
  });
  return toWallProject(row);
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
  const id = await queries.insertWallProject(db, {
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
  });
  const row = await queries.findWallProject(db, id);
  if (!row) throw new Error('created wall project not found');
  return toWallProject(row);
}

/** For my projects and insights: wall projects by id, in the order given (ids that no longer exist are skipped). */
export async function getWallProjectsByIds(db: DB, ids: string[]): Promise<TWallProject[]> {
  const rows = await queries.findWallProjectsByIds(db, ids);
  const byId = new Map(rows.map((row) => [row.id, toWallProject(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
