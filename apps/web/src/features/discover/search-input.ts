import type { RouterInputs } from '../../lib/trpc';
import type { DiscoverState } from './discover-params';
import type { ViewerPosition } from './useViewerPosition';

export type DiscoverInput = Omit<RouterInputs['discover']['search'], 'cursor'>;
export type MapBounds = { south: number; west: number; north: number; east: number };

/** The discover.search input for what the page shows; the cursor is added by useInfiniteQuery. */
export function searchInput(
  state: DiscoverState,
  position: ViewerPosition | null,
  limit: number,
  bounds?: MapBounds | null,
): DiscoverInput {
  return {
    tab: state.tab,
    search: state.search.trim() || undefined,
    ...state.filters,
    ...(position ? { lat: position.lat, lng: position.lng } : {}),
    ...(bounds ?? {}),
    limit,
  };
}
