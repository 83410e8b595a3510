import type { TUserType } from '@wallcraft/shared';

export type PostAction = { to: string; label: string };

/**
 * The header's way in to what the active profile makes or looks for: a brand posts projects, a wall owner
 * lists walls and posts wall projects, an artist browses the open projects of both kinds.
 */
export const POST_ACTIONS: Record<TUserType, { menu: string; actions: PostAction[] }> = {
  brand: { menu: 'POST', actions: [{ to: '/projects/create', label: 'POST A PROJECT' }] },
  wall_owner: {
    menu: 'POST',
    actions: [
      { to: '/walls/create', label: 'LIST A WALL' },
      { to: '/wall-projects/create', label: 'POST A WALL PROJECT' },
    ],
  },
  artist: {
    menu: 'FIND WORK',
    actions: [
      { to: '/browse/projects', label: 'BRAND PROJECTS' },
      { to: '/browse/wall-projects', label: 'WALL PROJECTS' },
    ],
  },
};
