import { DISCOVER_TYPE_LABELS, formatMoney, type TDiscoverItemType } from '@wallcraft/shared';

export const typeLabel = (type: TDiscoverItemType) => DISCOVER_TYPE_LABELS[type];

/** A missing location reads 'Location TBD'. */
export const locationText = (location: string | null) => location?.trim() || 'Location TBD';

/** One decimal; 'N/A' when there is no rating yet, as the map card shows for unrated items. */
export const ratingText = (rating: number | null) => (rating === null ? 'N/A' : rating.toFixed(1));

export const viewsText = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'VIEW' : 'VIEWS'}`;

/** A project's budget: 'BUDGET $2,500', or 'BUDGET TBD' when the poster gave none. */
export const budgetText = (budget: string | null) => `BUDGET ${formatMoney(budget)}`;

/**
 * How far away an item is: a tenth of a mile for walls and projects; whole miles for artists and brands, whose homes
 * the server hides to the mile ('UNDER 1 MI' rather than '0 MI').
 */
export function distanceText(type: TDiscoverItemType, miles: number): string {
  const person = type === 'artist' || type === 'brand';
  if (!person) return `${miles.toFixed(1)} MI`;
  return miles < 1 ? 'UNDER 1 MI' : `${Math.round(miles)} MI`;
}

export const pastProjectsText = (count: number) => `${count} PAST ${count === 1 ? 'PROJECT' : 'PROJECTS'}`;

/** The Mantine colour of each type's badge: the account colours, projects in black. */
export const TYPE_COLORS: Record<TDiscoverItemType, string> = {
  artist: 'artist',
  wall: 'wall',
  brand: 'brand',
  brand_project: 'project',
  wall_project: 'project',
};
