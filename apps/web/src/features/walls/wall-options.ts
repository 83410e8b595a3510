import { SURFACE_TYPES, VISIBILITIES, WALL_STATUSES } from '@wallcraft/shared';

export type WallStatus = (typeof WALL_STATUSES)[number];

const upper = (value: string) => value.replace('_', ' ').toUpperCase();

export const SURFACE_OPTIONS = SURFACE_TYPES.map((value) => ({ value, label: upper(value) }));
export const VISIBILITY_OPTIONS = VISIBILITIES.map((value) => ({
  value,
  label: value === 'private' ? 'PRIVATE' : `${upper(value)} TRAFFIC`,
}));
export const WALL_STATUS_OPTIONS = WALL_STATUSES.map((value) => ({ value, label: upper(value) }));
