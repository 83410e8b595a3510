import { SURFACE_TYPES, VISIBILITIES, WALL_STATUSES } from '@wallcraft/shared';

const upper = (value: string) => value.replace('_', ' ').toUpperCase();

export const SURFACE_OPTIONS = SURFACE_TYPES.map((value) => ({ value, label: upper(value) }));
export const VISIBILITY_OPTIONS = VISIBILITIES.map((value) => ({
  value,
  label: value === 'private' ? 'PRIVATE' : `${upper(value)} TRAFFIC`,
}));
export const WALL_STATUS_OPTIONS = WALL_STATUSES.map((value) => ({ value, label: upper(value) }));

/** '40.5 × 12 FT', or null when either side is unknown. */
export function wallSize(width: number | null, height: number | null): string | null {
  return width != null && height != null ? `${width} × ${height} FT` : null;
}
