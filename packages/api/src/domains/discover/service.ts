import type { DB } from '@wallcraft/db';
import {
  BUDGET_BUCKETS,
  DISCOVER_FILTER_CATEGORIES,
  DISCOVER_TAB_TYPES,
  NASHVILLE,
  STATUS_FILTER_VALUES,
  TIMELINE_FILTER_VALUES,
  VISIBILITY_FILTER_VALUES,
  AVAILABILITY_FILTER_VALUES,
  centsToDecimalString,
  knownFilterValues,
  type TDiscoverFilterKey,
  type TDiscoverItemType,
} from '@wallcraft/shared';
import { personDistanceMiles, personPosition } from '../../lib/coarse-location';
import { AppError } from '../../trpc/errors';
import {
  searchDiscover,
  type Bounds,
  type CentsRange,
  type Cursor,
  type DiscoverQuery,
  type DiscoverRow,
  type MilesRange,
} from './queries';
import type { TDiscoverItem, TDiscoverSearchRequest, TDiscoverSearchResponse } from './schemas';

/**
 * Distance buckets: under 5; 5 to 10; over 10 to 25; over 25 to 50; over 50 miles. So a
 * point exactly 5 or 10 miles away is in 5-10, exactly 25 in 10-25, exactly 50 in 25-50.
 */
const DISTANCE_RANGES: Record<string, MilesRange> = {
  'under-5': { min: null, minInclusive: false, max: 5, maxInclusive: false },
  '5-10': { min: 5, minInclusive: true, max: 10, maxInclusive: true },
  '10-25': { min: 10, minInclusive: false, max: 25, maxInclusive: true },
  '25-50': { min: 25, minInclusive: false, max: 50, maxInclusive: true },
  'over-50': { min: 50, minInclusive: false, max: null, maxInclusive: false },
};

/** Budget buckets: from the lower end (inclusive) to the upper end (exclusive), so exactly $1K is in $1K-$5K. */
const centsRanges = (values: string[]): CentsRange[] =>
  BUDGET_BUCKETS.filter((b) => values.includes(b.value)).map((b) => ({ min: b.minCents, max: b.maxCents }));

const HREF: Record<TDiscoverItemType, (id: string) => string> = {
  artist: (id) => `/profile/${id}`,
  brand: (id) => `/profile/${id}`,
  wall: (id) => `/walls/${id}`,
  brand_project: (id) => `/projects/${id}`,
  wall_project: (id) => `/wall-projects/${id}`,
};

/** The search's words (at most 8), lower-cased, each once: an item's lower-cased text must hold every one. */
function searchTerms(search: string | undefined): string[] {
  const terms = (search ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  return [...new Set(terms)];
}

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.key, cursor.type, cursor.id])).toString('base64url');
}

function decodeCursor(text: string, byDistance: boolean): Cursor {
  const invalid = new AppError('INVALID_INPUT', 'cursor is invalid: start again from the first page without it');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalid;
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw invalid;
  const [key, type, id] = parsed as unknown[];
  const keyOk = byDistance
    ? key === null || (typeof key === 'number' && Number.isFinite(key))
    : typeof key === 'string' && !Number.isNaN(Date.parse(key));
  if (!keyOk || typeof type !== 'string' || typeof id !== 'string' || !/^[0-9a-f-]{36}$/i.test(id)) throw invalid;
  return { key: key as string | number | null, type, id };
}

/** Tab, then every category with a selection: each keeps only its own types (categories AND, options OR). */
function allowedTypes(tab: string | undefined, selected: TDiscoverFilterKey[]): Set<TDiscoverItemType> {
  const tabTypes =
    DISCOVER_TAB_TYPES[(tab && tab in DISCOVER_TAB_TYPES ? tab : 'all') as keyof typeof DISCOVER_TAB_TYPES];
  let types = new Set<TDiscoverItemType>(tabTypes);
  for (const key of selected) {
    const category = DISCOVER_FILTER_CATEGORIES.find((c) => c.key === key);
    if (category) types = new Set([...types].filter((t) => category.types.includes(t)));
  }
  return types;
}

function readBounds(input: TDiscoverSearchRequest): Bounds | null {
  const { south, west, north, east } = input;
  const given = [south, west, north, east].filter((v) => v !== undefined).length;
  if (given === 0) return null;
  if (given < 4 || south === undefined || west === undefined || north === undefined || east === undefined) {
    throw new AppError('INVALID_INPUT', 'Map bounds need all four of south, west, north and east');
  }
  if (south > north) throw new AppError('INVALID_INPUT', 'south must not be greater than north');
  return { south, west, north, east };
}

const inBounds = (b: Bounds, lat: number, lng: number) =>
  lat >= b.south &&
  lat <= b.north &&
  (b.west <= b.east ? lng >= b.west && lng <= b.east : lng >= b.west || lng <= b.east);

export function toDiscoverQuery(input: TDiscoverSearchRequest, viewerId: string | null = null): DiscoverQuery {
  const filters = Object.fromEntries(
    DISCOVER_FILTER_CATEGORIES.map((c) => [c.key, knownFilterValues(c.key, input[c.key])]),
  ) as Record<TDiscoverFilterKey, string[]>;
  if ((input.lat === undefined) !== (input.lng === undefined))
    throw new AppError('INVALID_INPUT', 'lat and lng go together: send both or neither');
  const viewer = input.lat !== undefined && input.lng !== undefined ? { lat: input.lat, lng: input.lng } : null;
  // Without the viewer's position a distance selection cannot be evaluated: it is ignored, like an unknown value.
  if (!viewer) filters.distance = [];
  const selected = DISCOVER_FILTER_CATEGORIES.map((c) => c.key).filter((key) => filters[key].length > 0);
  const bounds = readBounds(input);
  return {
    types: allowedTypes(input.tab, selected),
    terms: searchTerms(input.search),
    specialties: filters.specialties,
    surfaceTypes: filters.surfaceType,
    visibilities: filters.visibility.map((v) => VISIBILITY_FILTER_VALUES[v as keyof typeof VISIBILITY_FILTER_VALUES]),
    wallStatuses: filters.wallAvailability.map(
      (v) => AVAILABILITY_FILTER_VALUES[v as keyof typeof AVAILABILITY_FILTER_VALUES],
    ),
    industries: filters.industry,
    priceRanges: centsRanges(filters.priceRange),
    projectBudgets: centsRanges(filters.projectBudget),
    projectTimelines: [
      ...new Set(filters.projectTimeline.map((v) => TIMELINE_FILTER_VALUES[v as keyof typeof TIMELINE_FILTER_VALUES])),
    ],
    projectStatuses: filters.projectStatus.flatMap((v) => STATUS_FILTER_VALUES[v as keyof typeof STATUS_FILTER_VALUES]),
    distances: filters.distance.map((v) => DISTANCE_RANGES[v]).filter((r): r is MilesRange => r !== undefined),
    viewer,
    bounds,
    unlocatedInBounds: bounds !== null && inBounds(bounds, NASHVILLE.latitude, NASHVILLE.longitude),
    cursor: input.cursor ? decodeCursor(input.cursor, viewer !== null) : null,
    limit: input.limit,
    viewerId,
  };
}

const firstImage = (images: (string | null)[]) =>
  images.find((src) => typeof src === 'string' && src.trim() !== '') ?? null;
const blankToNull = (text: string | null) => (text && text.trim() ? text : null);

/** Artists and brands are people (the item id is the user's id): others see their position to about 1 km. */
const PEOPLE: ReadonlySet<TDiscoverItemType> = new Set(['artist', 'brand']);

function toItem(row: DiscoverRow, viewerId: string | null): TDiscoverItem {
  const person = PEOPLE.has(row.type);
  const position = person ? personPosition(row.id, viewerId, row) : row;
  return {
    type: row.type,
    id: row.id,
    title: row.title,
    subtitle: blankToNull(row.subtitle),
    description: blankToNull(row.description),
    image: firstImage(row.images ?? []),
    location: blankToNull(row.location),
    latitude: position.latitude,
    longitude: position.longitude,
    rating: row.rating,
    viewCount: row.view_count,
    availability: row.wall_status,
    pastProjects: row.past_projects,
    budget: centsToDecimalString(row.budget_cents),
    distanceMiles: person ? personDistanceMiles(row.id, viewerId, row.miles) : row.miles,
    href: HREF[row.type](row.id),
  };
}

export async function discoverSearch(
  db: DB,
  input: TDiscoverSearchRequest,
  viewerId: string | null,
): Promise<TDiscoverSearchResponse> {
  const query = toDiscoverQuery(input, viewerId);
  const rows = await searchDiscover(db, query);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > query.limit && last
      ? encodeCursor({ key: query.viewer ? last.chord : last.sort_time, type: last.type, id: last.id })
      : null;
  return { items: page.map((row) => toItem(row, viewerId)), nextCursor };
}
