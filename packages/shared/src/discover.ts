import {
  AVAILABILITY_FILTERS,
  BUDGET_BUCKETS,
  DISTANCE_BUCKETS,
  INDUSTRY_FILTERS,
  SPECIALTY_FILTERS,
  STATUS_FILTERS,
  SURFACE_FILTERS,
  TIMELINE_FILTERS,
  VISIBILITY_FILTERS,
} from './filters';
import type { TProjectStatus, TProjectTimeline } from './enums';

/**
 * The discover page's filter sheet and result types. No zod here: the web app
 * imports this module in the first-load bundle, and the API validates with its own schemas.
 */
export const DISCOVER_ITEM_TYPES = ['artist', 'wall', 'brand', 'brand_project', 'wall_project'] as const;
export type TDiscoverItemType = (typeof DISCOVER_ITEM_TYPES)[number];

/** The card's type label; both project kinds read PROJECT. */
export const DISCOVER_TYPE_LABELS: Record<TDiscoverItemType, string> = {
  artist: 'ARTIST',
  wall: 'WALL',
  brand: 'BRAND',
  brand_project: 'PROJECT',
  wall_project: 'PROJECT',
};

/** Map marker colours: artist cyan, wall magenta, brand yellow, project grey. */
export const DISCOVER_MARKER_COLORS: Record<TDiscoverItemType, string> = {
  artist: '#00bcd4',
  wall: '#e91e63',
  brand: '#ffc107',
  brand_project: '#9e9e9e',
  wall_project: '#9e9e9e',
};

/** Which item types each tab shows; an unknown tab reads as 'all'. */
export const DISCOVER_TAB_TYPES: Record<
  'all' | 'artists' | 'walls' | 'brands' | 'projects',
  readonly TDiscoverItemType[]
> = {
  all: DISCOVER_ITEM_TYPES,
  artists: ['artist'],
  walls: ['wall'],
  brands: ['brand'],
  projects: ['brand_project', 'wall_project'],
};

/** The stored wall visibility each option matches (walls.visibility holds high/medium/low/private). */
export const VISIBILITY_FILTER_VALUES: Record<(typeof VISIBILITY_FILTERS)[number], string> = {
  'HIGH TRAFFIC': 'high',
  'MEDIUM TRAFFIC': 'medium',
  'LOW TRAFFIC': 'low',
  PRIVATE: 'private',
};

/** The stored timeline each option matches: projects store the same five (PROJECT_TIMELINES), one per option. */
export const TIMELINE_FILTER_VALUES: Record<(typeof TIMELINE_FILTERS)[number], TProjectTimeline> = {
  '1-2 WEEKS': '1_2_weeks',
  '2-4 WEEKS': '2_4_weeks',
  '1-3 MONTHS': '1_3_months',
  '3-6 MONTHS': '3_6_months',
  '6+ MONTHS': '6_plus_months',
};

/** The stored project statuses each option matches; CLOSED is one its owner closed or an operator cancelled. */
export const STATUS_FILTER_VALUES: Record<(typeof STATUS_FILTERS)[number], readonly TProjectStatus[]> = {
  OPEN: ['open'],
  'IN PROGRESS': ['in_progress'],
  COMPLETED: ['completed'],
  CLOSED: ['closed', 'cancelled'],
};

/** The stored wall status each availability option matches. */
export const AVAILABILITY_FILTER_VALUES: Record<(typeof AVAILABILITY_FILTERS)[number], string> = {
  AVAILABLE: 'available',
  BOOKED: 'booked',
  UNAVAILABLE: 'unavailable',
};

export const DISCOVER_FILTER_KEYS = [
  'specialties',
  'surfaceType',
  'visibility',
  'wallAvailability',
  'industry',
  'priceRange',
  'projectBudget',
  'projectTimeline',
  'projectStatus',
  'distance',
] as const;
export type TDiscoverFilterKey = (typeof DISCOVER_FILTER_KEYS)[number];
export type TDiscoverFilters = Partial<Record<TDiscoverFilterKey, string[]>>;

type Option = { value: string; label: string };
const plain = (values: readonly string[]): Option[] => values.map((value) => ({ value, label: value }));

/**
 * The filter sheet's categories, in order. `types` are the item types a selection keeps (every other type
 * is excluded); distance keeps every type but needs the viewer's position.
 */
export const DISCOVER_FILTER_CATEGORIES: {
  key: TDiscoverFilterKey;
  label: string;
  types: readonly TDiscoverItemType[];
  options: Option[];
}[] = [
  { key: 'specialties', label: 'SPECIALTIES', types: ['artist'], options: plain(SPECIALTY_FILTERS) },
  { key: 'surfaceType', label: 'SURFACE TYPE', types: ['wall'], options: plain(SURFACE_FILTERS) },
  { key: 'visibility', label: 'VISIBILITY', types: ['wall'], options: plain(VISIBILITY_FILTERS) },
  { key: 'wallAvailability', label: 'AVAILABILITY', types: ['wall'], options: plain(AVAILABILITY_FILTERS) },
  { key: 'industry', label: 'INDUSTRY', types: ['brand'], options: plain(INDUSTRY_FILTERS) },
  {
    key: 'priceRange',
    label: 'PRICE RANGE',
    types: ['brand'],
    options: BUDGET_BUCKETS.map(({ value, label }) => ({ value, label })),
  },
  {
    key: 'projectBudget',
    label: 'PROJECT BUDGET',
    types: ['brand_project', 'wall_project'],
    options: BUDGET_BUCKETS.map(({ value, label }) => ({ value, label })),
  },
  {
    key: 'projectTimeline',
    label: 'PROJECT TIMELINE',
    types: ['brand_project', 'wall_project'],
    options: plain(TIMELINE_FILTERS),
  },
  {
    key: 'projectStatus',
    label: 'PROJECT STATUS',
    types: ['brand_project', 'wall_project'],
    options: plain(STATUS_FILTERS),
  },
  {
    key: 'distance',
    label: 'DISTANCE',
    types: DISCOVER_ITEM_TYPES,
    options: DISTANCE_BUCKETS.map(({ value, label }) => ({ value, label })),
  },
];

/** Drops unknown values (stale links, hand-edited URLs): they are ignored, never fatal. */
export function knownFilterValues(key: TDiscoverFilterKey, values: readonly string[] | undefined): string[] {
  const category = DISCOVER_FILTER_CATEGORIES.find((c) => c.key === key);
  if (!category || !values) return [];
  // Case does not matter in a URL: ?specialties=murals is MURALS.
  const known = new Map(category.options.map((o) => [o.value.toUpperCase(), o.value]));
  return [...new Set(values.map((v) => known.get(v.trim().toUpperCase())).filter((v) => v !== undefined))];
}
