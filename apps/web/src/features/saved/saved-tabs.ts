import type { SAVED_TABS } from '@wallcraft/shared';
import type { SavedItemType } from '../../components/SaveButton';

/**
 * The five tabs' words and empty states, in the order of the shared SAVED_TABS (whose types the server filters
 * and counts by), and where each saved type shows and links.
 */
export const SAVED_TAB_TEXTS = [
  {
    value: 'all',
    label: 'ALL',
    empty: 'NO SAVED ITEMS',
    hint: 'Start favoriting artists, walls, and brands',
    narrow: false,
  },
  {
    value: 'artists',
    label: 'ARTISTS',
    empty: 'NO SAVED ARTISTS',
    hint: 'Browse artists and save your favorites',
    narrow: false,
  },
  {
    value: 'walls',
    label: 'WALLS',
    empty: 'NO SAVED WALLS',
    hint: 'Browse walls and save the ones you like',
    narrow: false,
  },
  {
    value: 'brands',
    label: 'BRANDS',
    empty: 'NO SAVED BRANDS',
    hint: 'Browse brands and save potential partners',
    narrow: true,
  },
  {
    value: 'projects',
    label: 'PROJECTS',
    empty: 'NO SAVED PROJECTS',
    hint: "Browse projects and save the ones you're interested in",
    narrow: true,
  },
] as const satisfies readonly {
  value: (typeof SAVED_TABS)[number];
  label: string;
  empty: string;
  hint: string;
  narrow: boolean;
}[];

export type SavedTab = (typeof SAVED_TABS)[number];

/** A saved wall owner (saved from their profile) sits with the walls (SAVED_TAB_TYPES), badged WALL as on profiles. */
export const BADGE_OF: Record<SavedItemType, { label: string; color: string }> = {
  artist: { label: 'ARTIST', color: 'artist' },
  wall_owner: { label: 'WALL', color: 'wall' },
  wall: { label: 'WALL', color: 'wall' },
  brand: { label: 'BRAND', color: 'brand' },
  wall_project: { label: 'PROJECT', color: 'project' },
  brand_project: { label: 'PROJECT', color: 'project' },
};

/** The saved screen links walls to /wall/{id}; the router shows the wall there too. */
export function savedItemHref(itemType: SavedItemType, itemId: string): string {
  switch (itemType) {
    case 'wall':
      return `/wall/${itemId}`;
    case 'wall_project':
      return `/wall-projects/${itemId}`;
    case 'brand_project':
      return `/projects/${itemId}`;
    default:
      return `/profile/${itemId}`;
  }
}
