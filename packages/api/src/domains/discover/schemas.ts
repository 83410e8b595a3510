import { DISCOVER_ITEM_TYPES, ZWallStatus } from '@wallcraft/shared';
import { ZMoney, ZPage, ZPageRequest } from '@wallcraft/shared/schemas';
import { z } from 'zod';

/**
 * A multi-select filter in a query string: repeated keys (`?specialties=MURALS&specialties=GRAFFITI`), one
 * comma-separated value, or an array over tRPC. Unknown values are dropped later by the service, not rejected.
 */
const multi = (name: string) =>
  z
    .preprocess(
      (value) => (typeof value === 'string' ? value.split(',') : value),
      z
        .array(z.string().trim().max(50, `${name} values are at most 50 characters`))
        .max(20, `${name}: at most 20 values`),
    )
    .optional()
    .describe(`${name} options (repeat the parameter or separate with commas); unknown values are ignored`);

const latitude = (name: string) =>
  z.coerce
    .number()
    .min(-90, `${name} must be between -90 and 90`)
    .max(90, `${name} must be between -90 and 90`)
    .optional();
const longitude = (name: string) =>
  z.coerce
    .number()
    .min(-180, `${name} must be between -180 and 180`)
    .max(180, `${name} must be between -180 and 180`)
    .optional();

/** The one page request; discover's cursor (its own UNION keyset) is opaque like every other. */
export const ZDiscoverSearchRequest = ZPageRequest.extend({
  tab: z.string().max(20).optional().describe('all | artists | walls | brands | projects; anything else reads as all'),
  search: z
    .string()
    .trim()
    .max(200, 'search is at most 200 characters')
    .optional()
    .describe('Words matched (each of them, anywhere) against names, titles, descriptions, specialties and locations'),
  specialties: multi('specialties'),
  surfaceType: multi('surfaceType'),
  visibility: multi('visibility'),
  wallAvailability: multi('wallAvailability'),
  industry: multi('industry'),
  priceRange: multi('priceRange'),
  projectBudget: multi('projectBudget'),
  projectTimeline: multi('projectTimeline'),
  projectStatus: multi('projectStatus'),
  distance: multi('distance'),
  lat: latitude('lat').describe(
    "The viewer's latitude: with lng, results are sorted nearest first (items without coordinates last)",
  ),
  lng: longitude('lng').describe("The viewer's longitude"),
  south: latitude('south').describe('Map bounds: all four of south, west, north and east, or none'),
  west: longitude('west'),
  north: latitude('north'),
  east: longitude('east'),
});
export type TDiscoverSearchRequest = z.infer<typeof ZDiscoverSearchRequest>;

export const ZDiscoverItem = z
  .object({
    type: z.enum(DISCOVER_ITEM_TYPES),
    id: z.string().uuid(),
    title: z.string(),
    subtitle: z.string().nullable(),
    description: z.string().nullable(),
    image: z.string().nullable().describe('First non-empty image; null when there is none'),
    location: z.string().nullable().describe("null when unknown (cards show 'Location TBD')"),
    latitude: z
      .number()
      .nullable()
      .describe('Walls and projects: exact; artists and brands: to 2 decimals (about 1 km)'),
    longitude: z.number().nullable(),
    rating: z.number().nullable().describe('Artists only; null until the first review'),
    viewCount: z.number().int().nullable().describe('Walls only'),
    availability: ZWallStatus.nullable().describe('Walls only: whether the wall takes new projects'),
    pastProjects: z.number().int().nullable().describe('Brands only'),
    budget: ZMoney.nullable().describe("Projects only, null when not given; a brand's own budget is private"),
    distanceMiles: z
      .number()
      .nullable()
      .describe(
        "Great-circle miles (Earth radius 3959) from the viewer, whole miles to artists and brands; null without a position or the item's coordinates",
      ),
    href: z.string().describe('The page the card opens'),
  })
  .meta({ id: 'DiscoverItem' });
export type TDiscoverItem = z.infer<typeof ZDiscoverItem>;

export const ZDiscoverSearchResponse = ZPage(ZDiscoverItem);
export type TDiscoverSearchResponse = z.infer<typeof ZDiscoverSearchResponse>;
