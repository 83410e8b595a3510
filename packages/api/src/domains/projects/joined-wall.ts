import type { TWallSummary } from '../walls/schemas';
import { toWallSummary } from '../walls/service';
import type { ProjectPageRow } from './queries';

/** The columns a statement reads of a wall it joined as `wall` (queries.ts, JOINED_WALL_COLUMNS). */
export type JoinedWallColumns = Pick<ProjectPageRow, Extract<keyof ProjectPageRow, `joined_wall_${string}`>>;

/** The wall joined to a row; null when the left join found none (a project that shows no wall). */
export function joinedWall(row: JoinedWallColumns): TWallSummary | null {
  if (row.joined_wall_id === null) return null;
  // The left join leaves every column nullable; with the wall's id there, its NOT NULL columns are set.
  return toWallSummary({
    id: row.joined_wall_id,
    title: row.joined_wall_title!,
    location: row.joined_wall_location,
    width_ft: row.joined_wall_width_ft,
    height_ft: row.joined_wall_height_ft,
    surface_type: row.joined_wall_surface_type,
    wall_type: row.joined_wall_wall_type,
    visibility: row.joined_wall_visibility,
    status: row.joined_wall_status!,
    images: row.joined_wall_images!,
  });
}
