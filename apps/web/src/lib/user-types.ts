import type { MantineColor } from '@mantine/core';
import { USER_TYPES, type TUserType } from '@wallcraft/shared';

/** Badge colours by account type: artist cyan, wall magenta, brand yellow, project black. */
export const USER_TYPE_COLORS: Record<TUserType, MantineColor> = {
  artist: 'artist',
  wall_owner: 'wall',
  brand: 'brand',
};

/** One line under each account type on the type-choice cards. */
export const USER_TYPE_BLURBS: Record<TUserType, string> = {
  artist: 'Find walls and brand projects, apply, and get paid for your murals.',
  wall_owner: 'List your walls, post wall projects and pick the artist.',
  brand: 'Post brand projects and hire artists for campaigns.',
};

export function isUserType(value: string | undefined): value is TUserType {
  return (USER_TYPES as readonly string[]).includes(value ?? '');
}
