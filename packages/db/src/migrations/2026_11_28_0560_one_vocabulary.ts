import { sql, type Kysely } from 'kysely';

/**
 * One vocabulary of styles and specialties (issue 34): onboarding stored codes ('mural', '3d'), settings and
 * posting Title Case words, the Discover filter capitals. Every stored style that is a list entry in another case,
 * or a retired onboarding code, becomes the list's spelling; repeats that this makes are dropped (the first kept);
 * a person's own words stay as typed. Specialties stay sorted case-insensitively, styles keep their order.
 * Going back returns the retired onboarding codes to artists' specialties; the other spellings were equal up to
 * case and stay. A copy of the list as it stood: frozen once landed.
 */
const LIST = [
  'Murals',
  'Street Art',
  'Graffiti',
  'Lettering',
  'Portraits',
  'Abstract',
  '3D Art',
  'Realism',
  'Spray Paint',
  'Landscape',
  'Typography',
  'Mosaic',
  'Stencil Art',
  'Pop Art',
  'Photorealism',
  'Geometric',
  'Nature/Wildlife',
];
const RETIRED: Record<string, string> = { mural: 'Murals', portrait: 'Portraits', '3d': '3D Art' };

const COLUMNS = [
  { table: 'artist_profiles', column: 'specialties', sorted: true },
  { table: 'artist_profiles', column: 'preferred_styles', sorted: false },
  { table: 'brand_profiles', column: 'preferred_styles', sorted: false },
  { table: 'projects', column: 'preferred_styles', sorted: false },
];

/** (key, spelling) rows: a lower-cased, trimmed stored value and what it becomes. */
function mapping(pairs: [string, string][]) {
  return sql.join(pairs.map(([key, to]) => sql`(${key}::text, ${to}::text)`));
}

async function respell(db: Kysely<any>, pairs: [string, string][], columns: typeof COLUMNS): Promise<void> {
  const m = mapping(pairs);
  for (const { table, column, sorted } of columns) {
    const col = sql.ref(column);
    const mapped = sql`SELECT coalesce(m.to_value, btrim(s.v)) AS v, s.n
      FROM unnest(${col}) WITH ORDINALITY s(v, n) LEFT JOIN (VALUES ${m}) m(key, to_value) ON m.key = lower(btrim(s.v))`;
    const firsts = sql`SELECT DISTINCT ON (lower(x.v)) x.v, x.n FROM (${mapped}) x ORDER BY lower(x.v), x.n`;
    const order = sorted ? sql`lower(d.v)` : sql`d.n`;
    await sql`UPDATE ${sql.table(table)} SET ${col} = ARRAY(SELECT d.v FROM (${firsts}) d ORDER BY ${order})
      WHERE EXISTS (SELECT 1 FROM unnest(${col}) s(v) JOIN (VALUES ${m}) m(key, to_value)
        ON m.key = lower(btrim(s.v)) AND m.to_value IS DISTINCT FROM s.v)`.execute(db);
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  const pairs: [string, string][] = [
    ...LIST.map((style): [string, string] => [style.toLowerCase(), style]),
    ...Object.entries(RETIRED),
  ];
  await respell(db, pairs, COLUMNS);
}

export async function down(db: Kysely<any>): Promise<void> {
  const back = Object.entries(RETIRED).map(([code, style]): [string, string] => [style.toLowerCase(), code]);
  await respell(db, back, COLUMNS.slice(0, 1));
}
