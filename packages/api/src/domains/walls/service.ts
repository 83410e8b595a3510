import type { DB } from '@wallcraft/db';
import type { TUserType } from '@wallcraft/shared';
import type { TCountedPage, TPage, TPageRequest } from '@wallcraft/shared/schemas';
import { iso, toOwner } from '../../lib/content';
import { positionOf } from '../../lib/located';
import { mapPage } from '../../lib/paging';
import { readCountingView, type Viewer } from '../../lib/item-views';
import { AppError } from '../../trpc/errors';
import { getActiveUserType } from '../accounts/service';
import * as queries from './queries';
import type { TCreateWallRequest, TListWallsRequest, TUpdateWallRequest, TWall, TWallSummary } from './schemas';
import { sql } from 'kysely';
import { setHiddenAt } from '../../lib/visibility';

type WallRow = NonNullable<Awaited<ReturnType<typeof queries.findWall>>>;

function toWall(row: WallRow): TWall {
  return {
    id: row.id,
    ownerId: row.owner_id,
    title: row.title,
    description: row.description,
    location: row.location,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    width: row.width_ft,
    height: row.height_ft,
    surfaceType: row.surface_type,
    wallType: row.wall_type,
    visibility: row.visibility,
    status: row.status,
    images: row.images,
    viewCount: row.view_count,
    featured: row.featured,
    hidden: row.hidden_at !== null,
    createdAt: iso(row.created_at),
    owner: toOwner(row, 'wall_owner'),
  };
}

/**
 * The posting rules of the content domains: the active profile decides (a user holding a wall owner and an
 * artist profile lists walls while the wall owner profile is active), as in the header's profile switcher.
 */
export async function requireActiveType(db: DB, userId: string, type: TUserType, message: string): Promise<void> {
  if ((await getActiveUserType(db, userId)) !== type) throw new AppError('FORBIDDEN', message);
}

export async function listWalls(db: DB, input: TListWallsRequest): Promise<TCountedPage<TWall>> {
  return queries.listCountedWalls(db, input, (row) => toWall(row));
}

export async function listMyWalls(db: DB, userId: string, page: TPageRequest): Promise<TPage<TWall>> {
  return mapPage(await queries.listWalls(db, { ownerId: userId, withHidden: true, ...page }), toWall);
}

/**
 * A wall, counting the view once per viewer per day (the owner's own looks are not counted). A hidden wall, or
 * one of a hidden or suspended owner, is 404 to everyone but that owner.
 */
export async function getWall(db: DB, id: string, viewer: Viewer): Promise<TWall> {
  const row = await readCountingView(db, viewer, {
    type: 'wall',
    id,
    notFound: 'Wall not found',
    find: (trx) => queries.findWall(trx, id),
    ownerOf: (wall) => wall.owner_id,
    hidden: (wall) => wall.hidden_at !== null || !wall.owner_shown,
    bump: (trx) => queries.bumpViewCount(trx, id),
  });
  return toWall(row);
}

/** POST /walls: wall owners only (the active profile), status available unless given. */
export async function createWall(db: DB, userId: string, input: TCreateWallRequest): Promise<TWall> {
  await requireActiveType(db, userId, 'wall_owner', 'Only wall owners can list walls');
  const position = await positionOf(db, input);
  const id = await queries.insertWall(db, {
    owner_id: userId,
    title: input.title,
    description: input.description,
    location: input.location,
    address: input.address,
    latitude: position?.latitude ?? null,
    longitude: position?.longitude ?? null,
    width_ft: input.width ?? null,
    height_ft: input.height ?? null,
    surface_type: input.surfaceType ?? null,
    wall_type: input.wallType,
    visibility: input.visibility ?? null,
    status: input.status,
    images: input.images,
  });
  const row = await queries.findWall(db, id);
  if (!row) throw new Error('created wall not found');
  return toWall(row);
}

/**
 * PATCH /walls/{id}: the wall's owner edits any field of it, status included (booked or unavailable walls take no
 * applications or invitations for their project). Someone else's wall is 403, or 404 where they could not see it.
 */
export async function updateWall(db: DB, userId: string, input: TUpdateWallRequest): Promise<TWall> {
  const wall = await queries.findWall(db, input.id);
  const seen = wall && (wall.owner_id === userId || (wall.hidden_at === null && wall.owner_shown));
  if (!wall || !seen) throw new AppError('NOT_FOUND', 'Wall not found');
  if (wall.owner_id !== userId) throw new AppError('FORBIDDEN', "Only the wall's owner can edit it");
  const position = await positionOf(db, input);
  await queries.updateWall(db, wall.id, {
    title: input.title,
    description: input.description,
    location: input.location,
    address: input.address,
    latitude: position?.latitude,
    longitude: position?.longitude,
    width_ft: input.width,
    height_ft: input.height,
    surface_type: input.surfaceType,
    wall_type: input.wallType,
    visibility: input.visibility,
    status: input.status,
    images: input.images,
  });
  const row = await queries.findWall(db, wall.id);
  if (!row) throw new Error('updated wall not found');
  return toWall(row);
}

/** The columns a wall summary is made of (findWallSummaries). */
export type WallSummaryRow = Awaited<ReturnType<typeof queries.findWallSummaries>>[number];

/** For statements of other domains that join a wall as `wall`: the summary's columns, named `joined_wall_*`. */
export const { JOINED_WALL_COLUMNS } = queries;

/** The summary columns as a statement selecting JOINED_WALL_COLUMNS through an inner join reads them. */
type JoinedWallRow = { [Column in keyof WallSummaryRow as `joined_wall_${Column}`]: WallSummaryRow[Column] };
/** The same through a left join: each column nullable. */
type LeftJoinedWallRow = { [Column in keyof JoinedWallRow]: JoinedWallRow[Column] | null };

export function toWallSummary(row: WallSummaryRow): TWallSummary {
  return {
    id: row.id,
    title: row.title,
    location: row.location,
    width: row.width_ft,
    height: row.height_ft,
    surfaceType: row.surface_type,
    wallType: row.wall_type,
    visibility: row.visibility,
    status: row.status,
    images: row.images,
  };
}

/** The wall a statement joined (JOINED_WALL_COLUMNS); null when a left join found none. */
export function joinedWallSummary(row: JoinedWallRow): TWallSummary;
export function joinedWallSummary(row: LeftJoinedWallRow): TWallSummary | null;
export function joinedWallSummary(row: LeftJoinedWallRow): TWallSummary | null {
  if (row.joined_wall_id === null) return null;
  // With the wall's id there, the join found it, and its NOT NULL columns are set. One literal, toWallSummary's
  // fields in its order: a list maps a wall per row.
  return {
    id: row.joined_wall_id,
    title: row.joined_wall_title!,
    location: row.joined_wall_location,
    width: row.joined_wall_width_ft,
    height: row.joined_wall_height_ft,
    surfaceType: row.joined_wall_surface_type,
    wallType: row.joined_wall_wall_type,
    visibility: row.joined_wall_visibility,
    status: row.joined_wall_status!,
    images: row.joined_wall_images!,
  };
}

/** For the project domains: the walls they embed, by id. */
export async function getWallSummaries(db: DB, ids: string[]): Promise<Map<string, TWallSummary>> {
  const rows = await queries.findWallSummaries(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, toWallSummary(row)]));
}

/** For the project domains: who owns a wall, and where it is (wall projects copy its location). */
export function findWallForPosting(db: DB, id: string) {
  return queries.findWallOwnership(db, id);
}

/** An operator hides or shows a wall again (moderation); answers the hidden_at it had, undefined when there is none. */
export function setWallHidden(trx: DB, id: string, hidden: boolean) {
  return setHiddenAt(trx, 'walls', sql<boolean>`item.id = ${id}`, hidden);
}
