import type { DB } from '@wallcraft/db';
import type { TPage, TPageRequest } from '@wallcraft/shared/schemas';
import { iso, toOwner } from '../../lib/content';
import { centsToDollarText } from '../../lib/fields';
import { readCountingView, type Viewer } from '../../lib/item-views';
import { AppError } from '../../trpc/errors';
import { findWallForPosting, getWallSummaries, requireActiveType } from '../walls/service';
import * as queries from './queries';
import type { TBrandProject, TCreateProjectRequest, TListProjectsRequest } from './schemas';

async function toProjects(db: DB, rows: queries.ProjectRow[]): Promise<TBrandProject[]> {
  const walls = await getWallSummaries(
    db,
    rows.flatMap((row) => (row.wall_id ? [row.wall_id] : [])),
  );
  return rows.map((row) => ({
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
    createdAt: iso(row.created_at),
    owner: toOwner(row, 'brand'),
    wall: (row.wall_id && walls.get(row.wall_id)) || null,
  }));
}

async function toProject(db: DB, row: queries.ProjectRow): Promise<TBrandProject> {
  const [project] = await toProjects(db, [row]);
  if (!project) throw new Error('project mapping lost a row');
  return project;
}

export async function listProjects(
  db: DB,
  input: Parameters<typeof queries.listProjects>[1],
): Promise<TPage<TBrandProject>> {
  const page = await queries.listProjects(db, input);
  return { items: await toProjects(db, page.items), nextCursor: page.nextCursor };
}

/** GET /projects/my-projects: the signed-in user's brand projects, every status unless filtered. */
export async function listMyProjects(
  db: DB,
  userId: string,
  input: TPageRequest & { status?: TListProjectsRequest['status'] },
): Promise<TPage<TBrandProject>> {
  return listProjects(db, { ...input, brandId: userId });
}

/** A project, counting the view once per viewer per day (the brand's own looks are not counted). */
export async function getProject(db: DB, id: string, viewer: Viewer): Promise<TBrandProject> {
  const row = await readCountingView(db, viewer, {
    type: 'brand_project',
    id,
    notFound: 'Project not found',
    find: (trx) => queries.findProject(trx, id),
    ownerOf: (project) => project.brand_id,
    bump: (trx) => queries.bumpViewCount(trx, id),
  });
  return toProject(db, row);
}

/**
 * POST /projects: brands only. A named wall must exist. Coordinates: as given, else the wall's, else the
 * brand's own profile position, so the project can still be found by distance.
 */
export async function createProject(db: DB, userId: string, input: TCreateProjectRequest): Promise<TBrandProject> {
  await requireActiveType(db, userId, 'brand', 'Only brands can post projects');
  const wall = input.wallId ? await findWallForPosting(db, input.wallId) : null;
  if (input.wallId && !wall) throw new AppError('NOT_FOUND', 'wallId: Wall not found');
  const given =
    input.latitude != null && input.longitude != null ? { latitude: input.latitude, longitude: input.longitude } : null;
  const position = given ?? (wall?.latitude != null ? wall : await queries.findUserCoordinates(db, userId));
  const id = await queries.insertProject(db, {
    brand_id: userId,
    wall_id: wall?.id ?? null,
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
  const row = await queries.findProject(db, id);
  if (!row) throw new Error('created project not found');
  return toProject(db, row);
}

/** For my projects and insights: projects by id, in the order given (ids that no longer exist are skipped). */
export async function getProjectsByIds(db: DB, ids: string[]): Promise<TBrandProject[]> {
  const byId = new Map((await toProjects(db, await queries.findProjectsByIds(db, ids))).map((p) => [p.id, p]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
