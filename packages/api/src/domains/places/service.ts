import { foldPlaceName, type DB } from '@wallcraft/db';
import type { TNearestPlaceInput, TPlace, TPlaceSearchInput } from '@wallcraft/shared/schemas';
import { sql, type Selectable } from 'kysely';
import type { PlacesTable } from '@wallcraft/db';
import type { TNearestPlace, TPlaceList } from './schemas';

/** How far USE MY LOCATION looks for a city: beyond it, the position is nowhere a person would name. */
const NEAREST_RADIUS_KM = 50;
/** Typos are looked for only in names this long: in shorter ones every trigram match is noise. */
const TYPO_MIN_LENGTH = 4;

function toPlace(row: Selectable<PlacesTable>): TPlace {
  return {
    id: row.id,
    name: row.name,
    region: row.region,
    country: row.country,
    countryCode: row.country_code,
    label: row.label,
    latitude: row.latitude,
    longitude: row.longitude,
    population: row.population,
  };
}

const prefixOf = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Cities for a location field: "port" → Portland (Oregon) before Portland (Maine) before Port Arthur, by
 * population among names starting with the text (an exact name first); "Portland, ME" keeps the cities whose
 * region, region name, country code or country starts with what follows the comma; a misspelt name of four
 * letters or more ("Portlnd") finds the nearest spellings when too few names start with it.
 */
export async function searchPlaces(db: DB, input: Required<TPlaceSearchInput>): Promise<TPlaceList> {
  const [head = '', ...rest] = input.q.split(',');
  const name = foldPlaceName(head);
  const qualifier = foldPlaceName(rest.join(' '));
  if (!name) return { items: [] };
  const limit = Number(input.limit);
  const qualified = db
    .selectFrom('places')
    .selectAll()
    .$if(qualifier !== '', (query) =>
      query.where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['region']), '=', qualifier),
          eb(eb.fn('lower', ['country_code']), '=', qualifier),
          eb(eb.fn('lower', ['region_name']), 'like', prefixOf(qualifier)),
          eb(eb.fn('lower', ['country']), 'like', prefixOf(qualifier)),
        ]),
      ),
    );
  const starting = await qualified
    .where('search_name', 'like', prefixOf(name))
    .orderBy(sql`search_name = ${name}`, 'desc')
    .orderBy('population', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
  if (starting.length >= limit || name.length < TYPO_MIN_LENGTH) return { items: starting.map(toPlace) };
  const alike = await qualified
    .where(sql<boolean>`search_name % ${name}`)
    .where('search_name', 'not like', prefixOf(name))
    .orderBy(sql`similarity(search_name, ${name})`, 'desc')
    .orderBy('population', 'desc')
    .orderBy('id')
    .limit(limit - starting.length)
    .execute();
  return { items: [...starting, ...alike].map(toPlace) };
}

/**
 * The city nearest a position (the device's, for USE MY LOCATION), within 50 km. Candidates come from a band
 * of latitude and longitude around it (read off the latitude index), then the great-circle distance decides.
 */
export async function nearestPlace(db: DB, input: TNearestPlaceInput): Promise<TNearestPlace> {
  const latitude = Number(input.latitude);
  const longitude = Number(input.longitude);
  const latitudeSpan = NEAREST_RADIUS_KM / 111;
  // Near the poles a degree of longitude shrinks to nothing: there, any longitude.
  const cos = Math.cos((latitude * Math.PI) / 180);
  const longitudeSpan = cos > 0.05 ? latitudeSpan / cos : 360;
  const distance = sql<number>`earth_distance(ll_to_earth(latitude, longitude), ll_to_earth(${latitude}, ${longitude}))`;
  const row = await db
    .selectFrom('places')
    .selectAll()
    .where('latitude', '>=', latitude - latitudeSpan)
    .where('latitude', '<=', latitude + latitudeSpan)
    .$if(longitudeSpan < 180, (query) =>
      query.where((eb) =>
        // The band may cross the antimeridian: compare the wrapped difference.
        eb(sql`abs(mod((longitude - ${longitude} + 540)::numeric, 360) - 180)`, '<=', longitudeSpan),
      ),
    )
    .where(distance, '<=', NEAREST_RADIUS_KM * 1000)
    .orderBy(distance)
    .limit(1)
    .executeTakeFirst();
  return { place: row ? toPlace(row) : null };
}
