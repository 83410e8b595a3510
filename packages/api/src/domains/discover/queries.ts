import { shapedStatement, type DB } from '@wallcraft/db';
import { EARTH_RADIUS_MILES, type TDiscoverItemType, type TWallStatus } from '@wallcraft/shared';
import { sql, type RawBuilder } from 'kysely';
import { likePattern } from '../../lib/fields';
import { itemShown, ownerShown, userShown } from '../../lib/visibility';

type Sql = RawBuilder<unknown>;

const and = (conditions: Sql[]): Sql => (conditions.length ? sql.join(conditions, sql` AND `) : sql`TRUE`);
const or = (conditions: Sql[]): Sql => sql`(${sql.join(conditions, sql` OR `)})`;

/** A range of integer cents (brand budget or project budget): min inclusive, max exclusive, null = open. */
export type CentsRange = { min: number; max: number | null };
/** A range of miles with explicit inclusive ends (the buckets are 'under 5', '5 to 10', 'over 10 to 25', ...). */
export type MilesRange = { min: number | null; minInclusive: boolean; max: number | null; maxInclusive: boolean };
export type Point = { lat: number; lng: number };
export type Bounds = { south: number; west: number; north: number; east: number };
/** Where the previous page ended: the sort key of its last row (see DiscoverQuery.viewer for which). */
export type Cursor = { key: string | number | null; type: string; id: string };

export type DiscoverQuery = {
  types: ReadonlySet<TDiscoverItemType>;
  /** Lower-cased words, each once; an item's text must hold every one. */
  terms: string[];
  specialties: string[];
  surfaceTypes: string[];
  visibilities: string[];
  wallStatuses: string[];
  industries: string[];
  priceRanges: CentsRange[];
  projectBudgets: CentsRange[];
  projectTimelines: string[];
  projectStatuses: string[];
  /** Only with a viewer; empty = no distance filter. */
  distances: MilesRange[];
  /** With a viewer the order is nearest first (key = chord length), else newest first (key = created_at text). */
  viewer: Point | null;
  bounds: Bounds | null;
  /** With bounds: whether items without coordinates (drawn at the fixed map point) are inside them. */
  unlocatedInBounds: boolean;
  cursor: Cursor | null;
  limit: number;
  /** The signed-in viewer: their own artist and brand cards are left out (nobody discovers themselves). */
  viewerId: string | null;
};

/** The result type of the raw UNION ALL statement below (raw SQL: Kysely cannot infer it, so it is given to sql<>). */
export type DiscoverRow = {
  type: TDiscoverItemType;
  id: string;
  title: string;
  subtitle: string | null;
  description: string | null;
  images: (string | null)[];
  location: string | null;
  latitude: number | null;
  longitude: number | null;
  rating: number | null;
  view_count: number | null;
  past_projects: number | null;
  /** Projects only: a brand's own budget is private and never selected. */
  budget_cents: number | null;
  /** Walls only: available, booked or unavailable. */
  wall_status: TWallStatus | null;
  sort_time: string;
  chord: number | null;
  miles: number | null;
  /**
   * Nearest first, on a page of located items: whether any item of the page's types has no coordinates, so that a
   * page they do not fill is followed by those items (searchDiscover); null otherwise.
   */
  unlocated_exist: boolean | null;
};

/** Trimmed "first last", or null when both are blank. */
const personName = (alias: string) =>
  sql.raw(`nullif(btrim(concat_ws(' ', ${alias}.first_name, ${alias}.last_name)), '')`);

/**
 * The searched text of each type, lower-cased, as the trigram indexes hold it: walls and projects keep their title,
 * location and description in `search_text` (migration 2026_11_29_2300); a person's text spans two tables (user and
 * profile), so each profile row keeps the user's text and its own (migration 2026_11_26_0800), indexed per profile
 * type.
 */
const SEARCH_TEXT: Record<TDiscoverItemType, Sql> = {
  artist: sql`ap.search_text`,
  brand: sql`bp.search_text`,
  wall: sql`w.search_text`,
  brand_project: sql`bj.search_text`,
  wall_project: sql`wj.search_text`,
};

/**
 * Whether the trigram index can look a word up: pg_trgm takes a LIKE pattern's trigrams from runs of three letters or
 * digits. Asked for a word without one ("a", "3d"), the index is read whole, which a prepared statement's one plan
 * could not foresee (88 ms a call at 100x), so such a word is checked row by row (`scanChecks`) instead.
 */
export const indexable = (term: string): boolean => /[\p{L}\p{N}]{3}/u.test(term);

/**
 * Every term must be somewhere in the item's text, as the trigram index of the text can find it (LIKE, for the text
 * candidates, `candidatesOf`); a word the index cannot look up is checked as `scanChecks` does. The pattern is read
 * through a sub-select, which the index takes all the same: so no plan is made for a word. Postgres estimates it as
 * an unknown word, a plan for the call's values costs what the generic plan does, and Postgres keeps the generic
 * one; it had gone on planning every call of a shape whose first words it found rare ("zzqx" in the 5-10 ring: 6.4
 * ms a call at 100x where the generic plan takes 1-2).
 */
const textChecks = (type: TDiscoverItemType, q: Built): Sql[] =>
  q.terms.map((term, i) =>
    q.indexed[i]
      ? sql`${SEARCH_TEXT[type]} LIKE (SELECT ${q.patterns[i]}::text)`
      : sql`strpos(${SEARCH_TEXT[type]}, ${term}) > 0`,
  );

/**
 * The same checks where a part walks its rows in page order and tests each (`ranked`'s second plan): `strpos`, which
 * no index serves, so the one plan of the prepared statement is that walk whatever the words. Postgres estimates a
 * LIKE of an unknown pattern to hold for one row in 200 and would read a common word's every match through the
 * trigram index and sort them ("mural" at 100x: 15 ms a call, against 1-2 ms walking).
 */
const scanChecks = (type: TDiscoverItemType, q: Built): Sql[] =>
  q.terms.map((term) => sql`strpos(${SEARCH_TEXT[type]}, ${term}) > 0`);

/**
 * How a text search picks its plan in each branch (`ranked`). Both plans give the same rows; this decides only
 * which one runs, so tests change it to drive each plan on a few rows.
 * `probeRows`, `commonAt`: a term held by at least `commonAt` of the first `probeRows` rows of a part's walk is
 * common there, and the part walks its page order without reading the candidates.
 * `candidatesMax`: per searched type, the most rows its table's text candidates (`candidatesOf`, `candidatesCap`)
 * may hold for the branch to be answered from them alone. A term rarer than this in a table is found through its
 * trigram index and its rows sorted, whatever the table's size; finding out costs a commoner term this many matches
 * read per type (about 1 ms at 100x).
 */
export type SearchPlans = { candidatesMax: number; probeRows: number; commonAt: number };
export const SEARCH_PLANS: SearchPlans = { candidatesMax: 200, probeRows: 20, commonAt: 2 };

/**
 * A branch's page order: `by` over the source's columns, `output` the same over the branch's column names.
 * `ties`: the order is the distance alone, cut `WITH TIES` rather than at exactly n rows. A GiST
 * k-nearest-neighbour walk orders by the distance only, and Postgres 15 does not sort ties of an index order by
 * a second key (it read and sorted whole tables instead: 80 ms per branch at 100x); PGlite's newer planner does.
 * The rows cut this way are every row as near as the n-th, so the exact order (distance, type, id) that the
 * outer statement applies where the branches are merged picks the same rows as before. Ties are rare: stored points
 * at one spot are raised apart (migration 2026_11_28_0900), where a city's own point held 40-60 rows of a type at
 * 100x, every one kept by each page.
 */
type Order = {
  by: Sql;
  output: Sql;
  ties: boolean;
  /** What the part's index walks, for its probe (`ranked`). */ key: Sql;
};

const firstRows = (by: Sql, ties: boolean, n: Sql | number): Sql =>
  ties ? sql`ORDER BY ${by} FETCH FIRST ${n} ROWS WITH TIES` : sql`ORDER BY ${by} LIMIT ${n}`;

/** `select` gives a branch's columns from `from` (the source's `from`, or a part's own). */
type Select = (from: Sql) => Sql;

/** The CTE holding a table's text candidates (`candidatesOf`). */
const candidatesName = (src: Source) => sql.ref(`c_${src.candidates}`);

/**
 * The most text candidates a branch may read: `candidatesMax` for each searched type whose rows are in its table.
 * Both kinds of project share one table and so one set of candidates, read once ("houston brick" at 100x: two
 * bitmap scans of the same 142 rows, 1.0-1.2 ms each), which holds both kinds: each branch keeps its own.
 */
const candidatesCap = (src: Source, q: Built, plans: SearchPlans) =>
  plans.candidatesMax * [...q.types].filter((type) => SOURCES[type].candidates === src.candidates).length;

/**
 * The rows of the source's own table holding every term, found by the trigram index when they are few (a bitmap
 * scan, a fraction of a millisecond at 100x) and cut at the cap + 1 (`candidatesCap`), so a common term costs no
 * more than that many matches read. Only the text is checked: the count is an upper bound of the branch's matches. The
 * whole rows are kept, so the branch reads them from here rather than each again by its key (20 µs a row on PGlite;
 * "houston brick" at 100x holds 135 walls and 142 wall projects: 17.3 -> 16.1 ms a call).
 */
const candidatesOf = (src: Source, q: Built, plans: SearchPlans) =>
  sql`${candidatesName(src)} AS MATERIALIZED (SELECT ${src.alias}.* FROM ${src.table}
    WHERE ${and(textChecks(src.type, q))} LIMIT ${sql.lit(candidatesCap(src, q, plans) + 1)})`;

/** Whether a search has a word the trigram index can look up (`indexable`). */
const searchesIndex = (q: Built) => q.indexed.some(Boolean);

/** A part's rows, and the statements they read first (its probe). */
type Ranked = { rows: Sql; ctes: Sql[] };

/**
 * One part of a branch: `select` rows that pass `where`, in `order`, at most `take`. `narrowing`: conditions that
 * `where` already implies and that only let an index discard rows early (a distance bucket's bounding box).
 *
 * With search terms it takes one of three ways, so the cost stays bounded whether a term is rare or common, and
 * the one plan of the prepared statement holds all three, whatever the words:
 * 1. `common`: the part's own walk finds the term in at least `commonAt` of its first `probeRows` rows (`probe`,
 *    at any size). A walk of the page order's index that tests each row (`scanChecks`) then finds a page within a
 *    few hundred rows, where the term's candidates would be every match of it ("mural" at 100x: 4,784 artists and
 *    13,255 projects through the trigram index, 1.8 ms, to learn that there are over 200). The probe walks the
 *    page's own order: near the viewer a word can be rare that is common among the newest rows ("street" from
 *    Houston at 100x: a walk of thousands of rows, 54 ms, when a probe of the newest rows called it common).
 * 2. `few`: otherwise, when at most the cap of rows hold the text (the branch's candidates, `candidatesOf`): each
 *    is checked for the rest (a person's user row joined by its key), and the matches are sorted. The candidates
 *    are the part's only rows, so the planner cannot walk the page order's index instead and test every row
 *    against them (a full walk when none match); without the narrowing conditions, which only an index would use.
 * 3. otherwise the term's every match, through the trigram index (`textChecks`), is sorted: more than the cap but
 *    not near the start of the walk.
 * The gates are constant sub-selects, so Postgres runs only the plan they open (a One-Time Filter); sub-selects run
 * when first asked for, and AND stops at a false, so a common term never reads the candidates. The probe is short:
 * each row it reads costs the embedded engine about 5 µs a type (a search at 1x with no match: 2.8 ms probing 60
 * rows a type, 1.7 probing 20).
 * `name`: the part's, unique in the statement (its probe's); `from`: where the part reads its rows, when not from
 * `src.from`; `accountCheck`: how a person's account is checked (src.base, a join; or src.probe, one row at a time).
 */
function ranked(
  src: Source,
  q: Built,
  part: {
    name: string;
    select: Select;
    where: Sql[];
    narrowing: Sql[];
    order: Order;
    from?: Sql;
    accountCheck?: Sql[];
  },
  plans: SearchPlans,
): Ranked {
  const { select, order } = part;
  const from = part.from ?? src.from;
  const take = limitOf(q);
  const all = [...(part.accountCheck ?? src.base), ...part.where];
  const first = (where: Sql) => sql`(${select(from)} WHERE ${where} ${firstRows(order.by, order.ties, take)})`;
  if (!q.patterns.length) return { rows: first(and([...all, ...part.narrowing])), ctes: [] };
  // Inside a distance box, with no word the trigram index can look up: the candidates could only be found by
  // reading every row, where the walk reads at most the box ("zz" under 5 miles at 100x: 53 ms, walking 2.4).
  if (!searchesIndex(q) && part.narrowing.length)
    return { rows: first(and([...all, ...part.narrowing, ...scanChecks(src.type, q)])), ctes: [] };
  const probe = sql.ref(`p_${part.name}`);
  // A walk inside a distance box reads at most the box, so there the probe reads the type's newest rows instead, a
  // fixed cost: the walk to the box passes every index entry nearer than it, and probing it passed them twice ("wall"
  // in the 5-10 ring at 100x: 4.2 ms a call against 2.0).
  const probed = part.narrowing.length
    ? sql`${src.table} WHERE ${and(src.own)} ORDER BY ${src.createdAt} DESC`
    : sql`${from} WHERE ${and(all)} ORDER BY ${order.key}`;
  const probeCte = sql`${probe} AS MATERIALIZED (SELECT count(*) AS n FROM (SELECT ${and(scanChecks(src.type, q))} AS hit
    FROM ${probed} LIMIT ${sql.lit(plans.probeRows)}) p WHERE p.hit)`;
  const common = sql`((SELECT n FROM ${probe}) >= ${sql.lit(plans.commonAt)})`;
  const candidates = candidatesName(src);
  const few = sql`((SELECT count(*) FROM ${candidates}) <= ${sql.lit(candidatesCap(src, q, plans))})`;
  const walk = first(and([common, ...all, ...part.narrowing, ...scanChecks(src.type, q)]));
  const sorted = sql`(${select(sql`${candidates} ${src.alias} ${src.join}`)} WHERE NOT ${common} AND ${few} AND ${and(all)}
    ${firstRows(order.by, order.ties, take)})`;
  const found = first(
    and([sql`NOT ${common}`, sql`NOT ${few}`, ...all, ...part.narrowing, ...textChecks(src.type, q)]),
  );
  return { rows: sql`(${walk} UNION ALL ${sorted} UNION ALL ${found})`, ctes: [probeCte] };
}

/**
 * The name of the owner `id` (a key to users) as displayName (packages/shared/src/names.ts) gives it: the business
 * name when set, else the person. A scalar sub-select: subtitles read other tables this way
 * rather than by joins: Postgres computes a sub-select column after the sort and the limit of its query, so
 * only the rows returned read it, where a join is made for every row before the sort (the whole ring of a
 * distance bucket, a few hundred rows per table at 100x).
 */
const ownerName = (id: Sql) =>
  sql`(SELECT coalesce(nullif(btrim(o.business_name), ''), ${personName('o')}) FROM users o WHERE o.id = ${id})`;

/** A person's user row, joined to their profile (`alias`). */
const userOf = (alias: string) => sql`JOIN users u ON u.id = ${sql.ref(`${alias}.user_id`)}`;

/** One item type: where its rows come from and the columns every branch of the UNION ALL shares. */
type Source = {
  type: TDiscoverItemType;
  /** `table`, then `join`. */
  from: Sql;
  /** The table that holds the searched text and `id` (the text candidates read it alone), named `alias`. */
  table: Sql;
  /** The name of the table's text candidates (`candidatesOf`): one per table, shared by the types it holds. */
  candidates: string;
  alias: Sql;
  /**
   * Which of the table's rows are of this type: a project's kind (both kinds share one table). Not in the text
   * candidates, which hold both kinds: a kind check there would walk past the other kind's rows in the table's
   * order before its first match (3.4 ms at 100x), and the count stays an upper bound of the branch's matches.
   */
  own: Sql[];
  /** What the table joins (a person's user row), to the text candidates as to the table. */
  join: Sql;
  /**
   * A person's `from` driven by the users without coordinates (their partial index, migration 2026_11_26_0500):
   * the profile is read per user (LATERAL, OFFSET 0), where a join let Postgres merge the 23 unlocated users at
   * 100x with every brand profile in key order (2,146 read, 5-10 ms).
   */
  unlocatedFrom?: Sql;
  id: Sql;
  lat: Sql;
  lng: Sql;
  /**
   * The row's stored point on the Earth (of lat, lng, raised by under 0.1 mm by its id so rows at one spot are
   * apart; migrations 2026_11_27_0100 and 2026_11_28_0900), GiST-indexed.
   */
  earth: Sql;
  createdAt: Sql;
  /** The columns from title to wall_status, as `expression AS name`. */
  columns: Sql;
  /**
   * Whether any row of the table has no coordinates, whatever the filters (see searchDiscover): one expression for
   * the types of one table, so a statement tests each table once.
   */
  anyUnlocated: Sql;
  /** The card's second line; a sub-select where it reads another table (see ownerName). */
  subtitle: Sql;
  base: Sql[];
  /**
   * `base` one row at a time: a scalar sub-select reads the (user_id, user_type) key per row, where an EXISTS
   * would be planned as a hash or merge of every account of the type, a cost that grows with the table.
   */
  probe: Sql[];
};

/** A source's `from`: its table, then what it joins. */
const source = (src: Omit<Source, 'from'>): Source => ({ ...src, from: sql`${src.table} ${src.join}` });

/** Whether any row of a table (of one kind of project) has no coordinates: a look at the table's partial index. */
const anyUnlocated = (table: 'users' | 'walls' | 'projects', kind?: 'brand' | 'wall') => {
  const ofKind = kind ? sql`kind = ${sql.lit(kind)} AND ` : sql``;
  return sql`EXISTS (SELECT 1 FROM ${sql.table(table)} WHERE ${ofKind}(latitude IS NULL OR longitude IS NULL))`;
};
const USERS_UNLOCATED = anyUnlocated('users');

const SOURCES: Record<TDiscoverItemType, Source> = {
  artist: source({
    type: 'artist',
    candidates: 'artist',
    table: sql`artist_profiles ap`,
    anyUnlocated: USERS_UNLOCATED,
    alias: sql`ap`,
    own: [],
    join: userOf('ap'),
    unlocatedFrom: sql`users u CROSS JOIN LATERAL (SELECT * FROM artist_profiles ap WHERE ap.user_id = u.id OFFSET 0) ap`,
    id: sql`ap.user_id`,
    lat: sql`u.latitude`,
    lng: sql`u.longitude`,
    earth: sql`u.earth`,
    createdAt: sql`ap.created_at`,
    columns: sql`coalesce(${personName('u')}, nullif(btrim(u.business_name), ''), 'Artist') AS title,
      coalesce(nullif(btrim(ap.story), ''), u.bio) AS description,
      ap.portfolio_images[1:2] || ARRAY[u.hero_image_url, u.profile_image_url] AS images,
      u.location, ap.rating, NULL::integer AS view_count, NULL::integer AS past_projects, NULL::integer AS budget_cents,
      NULL::text AS wall_status`,
    subtitle: sql`nullif(array_to_string(ap.specialties[1:2], ', '), '')`,
    // Only users who hold an artist profile (account) are artists; the profile row alone is not enough.
    base: [sql`EXISTS (SELECT 1 FROM accounts a WHERE a.user_id = u.id AND a.user_type = 'artist')`],
    probe: [sql`coalesce((SELECT true FROM accounts a WHERE a.user_id = u.id AND a.user_type = 'artist'), false)`],
  }),
  brand: source({
    type: 'brand',
    candidates: 'brand',
    table: sql`brand_profiles bp`,
    anyUnlocated: USERS_UNLOCATED,
    alias: sql`bp`,
    own: [],
    join: userOf('bp'),
    unlocatedFrom: sql`users u CROSS JOIN LATERAL (SELECT * FROM brand_profiles bp WHERE bp.user_id = u.id OFFSET 0) bp`,
    id: sql`bp.user_id`,
    lat: sql`u.latitude`,
    lng: sql`u.longitude`,
    earth: sql`u.earth`,
    createdAt: sql`bp.created_at`,
    columns: sql`coalesce(nullif(btrim(bp.company_name), ''), ${personName('u')}, 'Brand') AS title,
      coalesce(nullif(btrim(bp.story), ''), u.bio) AS description,
      ARRAY[bp.company_logo] || bp.brand_images || ARRAY[u.hero_image_url, u.profile_image_url] AS images,
      u.location, NULL::float8 AS rating, NULL::integer AS view_count, bp.past_projects, NULL::integer AS budget_cents,
      NULL::text AS wall_status`,
    subtitle: sql`bp.industry`,
    base: [sql`EXISTS (SELECT 1 FROM accounts a WHERE a.user_id = u.id AND a.user_type = 'brand')`],
    probe: [sql`coalesce((SELECT true FROM accounts a WHERE a.user_id = u.id AND a.user_type = 'brand'), false)`],
  }),
  wall: source({
    type: 'wall',
    candidates: 'wall',
    table: sql`walls w`,
    anyUnlocated: anyUnlocated('walls'),
    alias: sql`w`,
    own: [],
    join: sql``,
    id: sql`w.id`,
    lat: sql`w.latitude`,
    lng: sql`w.longitude`,
    earth: sql`w.earth`,
    createdAt: sql`w.created_at`,
    columns: sql`coalesce(nullif(btrim(w.title), ''), 'Wall ' || left(w.id::text, 8)) AS title,
      w.description, w.images, w.location, NULL::float8 AS rating, w.view_count, NULL::integer AS past_projects,
      NULL::integer AS budget_cents, w.status AS wall_status`,
    subtitle: sql`'Listed by ' || coalesce(${ownerName(sql`w.owner_id`)}, 'Wall Owner')`,
    base: [],
    probe: [],
  }),
  brand_project: source({
    type: 'brand_project',
    candidates: 'projects',
    table: sql`projects bj`,
    anyUnlocated: anyUnlocated('projects', 'brand'),
    alias: sql`bj`,
    own: [sql`bj.kind = 'brand'`],
    join: sql``,
    id: sql`bj.id`,
    lat: sql`bj.latitude`,
    lng: sql`bj.longitude`,
    earth: sql`bj.earth`,
    createdAt: sql`bj.created_at`,
    columns: sql`bj.title, bj.description, bj.images, bj.location, NULL::float8 AS rating,
      NULL::integer AS view_count, NULL::integer AS past_projects, bj.budget_cents, NULL::text AS wall_status`,
    subtitle: sql`coalesce((SELECT nullif(btrim(b.company_name), '') FROM brand_profiles b WHERE b.user_id = bj.owner_id),
      ${ownerName(sql`bj.owner_id`)})`,
    base: [],
    probe: [],
  }),
  wall_project: source({
    type: 'wall_project',
    candidates: 'projects',
    table: sql`projects wj`,
    anyUnlocated: anyUnlocated('projects', 'wall'),
    alias: sql`wj`,
    own: [sql`wj.kind = 'wall'`],
    join: sql``,
    id: sql`wj.id`,
    lat: sql`wj.latitude`,
    lng: sql`wj.longitude`,
    earth: sql`wj.earth`,
    createdAt: sql`wj.created_at`,
    columns: sql`wj.title, wj.description, wj.images, wj.location,
      NULL::float8 AS rating, NULL::integer AS view_count, NULL::integer AS past_projects, wj.budget_cents, NULL::text AS wall_status`,
    subtitle: sql`(SELECT w.title FROM walls w WHERE w.id = wj.wall_id)`,
    base: [],
    probe: [],
  }),
};

/** Moderation: hidden items, and items of hidden or suspended owners, are never found (lib/visibility.ts). */
const SHOWN: Record<TDiscoverItemType, Sql[]> = {
  artist: [userShown('u')],
  brand: [userShown('u')],
  wall: [itemShown('w'), ownerShown('w.owner_id')],
  brand_project: [itemShown('bj'), ownerShown('bj.owner_id')],
  wall_project: [
    itemShown('wj'),
    sql`(SELECT ${itemShown('ww')} AND ${ownerShown('ww.owner_id')} FROM walls ww WHERE ww.id = wj.wall_id)`,
  ],
};

/**
 * The category filters are constants of the statement's shape (known values only, toDiscoverQuery), so they are
 * written in its text rather than bound: the generic plan of the prepared statement then estimates them as a plan
 * for the values does, and Postgres keeps it instead of planning every call (it did for "OPEN, $5K-$10K").
 */
const textList = (values: string[]) => sql`ARRAY[${sql.join(values.map((v) => sql.lit(v)))}]::text[]`;

const centsIn = (column: Sql, ranges: CentsRange[]) =>
  or(
    ranges.map((r) =>
      r.max === null
        ? sql`${column} >= ${sql.lit(r.min)}`
        : sql`(${column} >= ${sql.lit(r.min)} AND ${column} < ${sql.lit(r.max)})`,
    ),
  );

/** A person's own card is not shown to them; their walls and projects are (they are what others see). */
const notSelf = (src: Source, viewerId: string | null): Sql[] =>
  viewerId && (src.type === 'artist' || src.type === 'brand') ? [sql`${src.id} <> ${viewerId}::uuid`] : [];

/** The category filters that apply to this type (the service has already excluded types a category rules out). */
function filterConditions(src: Source, q: Built): Sql[] {
  const out: Sql[] = [];
  if (src.type === 'artist' && q.specialties.length) {
    // Partial, case-insensitive, either way round: 'Murals' matches MURALS, and so does onboarding's 'mural'.
    out.push(sql`EXISTS (SELECT 1 FROM unnest(ap.specialties) s, unnest(${textList(q.specialties)}) f
      WHERE strpos(lower(s), lower(f)) > 0 OR (length(btrim(s)) >= 3 AND strpos(lower(f), lower(btrim(s))) > 0))`);
  }
  if (src.type === 'wall' && q.surfaceTypes.length)
    out.push(sql`upper(w.surface_type) = ANY(${textList(q.surfaceTypes)})`);
  if (src.type === 'wall' && q.visibilities.length) out.push(sql`w.visibility = ANY(${textList(q.visibilities)})`);
  if (src.type === 'wall' && q.wallStatuses.length) out.push(sql`w.status = ANY(${textList(q.wallStatuses)})`);
  if (src.type === 'brand' && q.industries.length) {
    out.push(
      sql`EXISTS (SELECT 1 FROM unnest(${textList(q.industries)}) f WHERE strpos(lower(bp.industry), lower(f)) > 0)`,
    );
  }
  if (src.type === 'brand' && q.priceRanges.length) out.push(centsIn(sql`bp.budget_cents`, q.priceRanges));
  const project = src.type === 'brand_project' ? 'bj' : src.type === 'wall_project' ? 'wj' : null;
  if (project) {
    if (q.projectBudgets.length) out.push(centsIn(sql.raw(`${project}.budget_cents`), q.projectBudgets));
    if (q.projectTimelines.length) out.push(sql`${sql.raw(project)}.timeline = ANY(${textList(q.projectTimelines)})`);
    if (q.projectStatuses.length) out.push(sql`${sql.raw(project)}.status = ANY(${textList(q.projectStatuses)})`);
  }
  return out;
}

function boundsCondition(src: Source, b: Bounds, wraps: boolean): Sql {
  const lng = !wraps
    ? sql`${src.lng} BETWEEN ${b.west} AND ${b.east}`
    : sql`(${src.lng} >= ${b.west} OR ${src.lng} <= ${b.east})`;
  return sql`${src.lat} BETWEEN ${b.south} AND ${b.north} AND ${lng}`;
}

/**
 * Chord length through the Earth between the item and the viewer (the cube `<->` operator): it grows with the
 * great-circle distance, so ordering by it is nearest-first, which the GiST index on the stored point serves as a
 * walk. A bucket that starts away from the viewer (5-10 miles) is walked too, inside its box (the box is the
 * walk's index condition, so it ends at the box's edge): the walk passes the index entries under 5 miles and stops
 * at a page, where reading the box whole and sorting it read every row of the ring (about 600 a table at 100x).
 */
const chordOf = (src: Source, v: Viewer) => sql`(${src.earth} <-> ${v.earth}::cube)`;

/** earthdistance's `earth()`: the radius, in metres, of the sphere its points are on. */
const EARTH_METRES = 6378168;
/** Postgres's RADIANS_PER_DEGREE, as its `radians()` multiplies by it. */
const RADIANS_PER_DEGREE = Math.PI / 180;

/**
 * The viewer's point as earthdistance's ll_to_earth gives it (the same products in the same order), worked out
 * here once a call and bound as one `cube` value. Computed in the statement, it was a function of parameters
 * that Postgres cannot fold in a prepared statement's generic plan: it was costed, and run, once per row of every
 * branch, so Postgres kept planning the call anew instead.
 */
export function earthPoint({ lat, lng }: Point): string {
  const la = lat * RADIANS_PER_DEGREE;
  const lo = lng * RADIANS_PER_DEGREE;
  return `(${EARTH_METRES * Math.cos(la) * Math.cos(lo)}, ${EARTH_METRES * Math.cos(la) * Math.sin(lo)}, ${EARTH_METRES * Math.sin(la)})`;
}
/**
 * Great-circle miles on a sphere of radius 3959 from the chord: 2R·asin(c / 2E), E = earth() in metres; NULL for
 * no chord (least() passes over a NULL, which would read as the far side of the Earth).
 */
const milesOf = (chord: Sql) =>
  sql`(CASE WHEN ${chord} IS NOT NULL THEN 2 * ${sql.lit(EARTH_RADIUS_MILES)}::float8 * asin(least(1, ${chord} / (2 * earth()))) END)`;
/** milesOf's inverse: the chord of `miles` great-circle miles, a constant Postgres folds when it plans. */
const chordAt = (miles: number) =>
  sql`(2 * earth() * sin(${sql.lit(miles)}::float8 / (2 * ${sql.lit(EARTH_RADIUS_MILES)}::float8)))`;

/** Half a micro-mile: bucket ends are compared with the distance rounded to six decimals (1.6 mm). */
const HALF_MICRO_MILE = 0.0000005;

/**
 * The distance buckets' check of a chord (a row's, or a part's output column). Bucket ends are compared with the
 * distance rounded to micro-miles, so a point exactly 5 miles away is not 4.9999999: rounded miles >= 5 is miles
 * >= 4.9999995, which is a chord of at least chordAt(4.9999995). So each end is one comparison of the chord with a
 * constant, where the rounded miles (numeric, twice per row) cost three times as much per row of a box.
 */
function bucketCheck(chord: Sql, ranges: MilesRange[]): Sql {
  const parts = ranges.map((r) => {
    const ends: Sql[] = [];
    if (r.min !== null)
      ends.push(sql`${chord} >= ${chordAt(r.min + (r.minInclusive ? -HALF_MICRO_MILE : HALF_MICRO_MILE))}`);
    if (r.max !== null)
      ends.push(sql`${chord} < ${chordAt(r.max + (r.maxInclusive ? HALF_MICRO_MILE : -HALF_MICRO_MILE))}`);
    return sql`(${and(ends)})`;
  });
  return or(parts);
}

/** A bounding cube around the viewer that lets the GiST index discard far items first; none without an outer end. */
function bucketBox(src: Source, v: Viewer, ranges: MilesRange[]): Sql[] {
  if (!ranges.every((r) => r.max !== null)) return [];
  const radius = (Math.max(...ranges.map((r) => r.max ?? 0)) + 0.01) / EARTH_RADIUS_MILES;
  return [sql`earth_box(${v.earth}::cube::earth, ${sql.lit(radius)}::float8 * earth()) @> ${src.earth}`];
}

/** Whether the buckets together hold every distance from the viewer up to their outer end, with no gap. */
export function fromViewer(ranges: MilesRange[]): boolean {
  const sorted = [...ranges].sort((a, b) => (a.min ?? -1) - (b.min ?? -1));
  return sorted.every((r, i) => {
    const before = sorted[i - 1];
    if (!before) return r.min === null;
    return before.max !== null && r.min === before.max && (before.maxInclusive || r.minInclusive);
  });
}

/**
 * Whether a type's part is walked nearest first without the distance filter, which is applied where the parts are
 * merged (statementOf), rather than in it. Buckets that hold every distance up to their outer end (under 5; under 5
 * and 5-10) are a prefix of that walk, so a page of them is the walk's first rows that are inside: the walk reads
 * about a page of rows whatever the data's size, where the buckets' box holds more rows the more there are (about
 * 200 per table under 5 miles of downtown Houston at 100x, read and sorted). Only when nearly every located row of
 * the type qualifies: a category filter, map bounds or search words make the walk pass over the rows they reject,
 * as many as they are, and the box bounds that.
 */
const walkThenCut = (src: Source, q: Built) =>
  fromViewer(q.distances) && !q.bounds && !q.terms.length && !filterConditions(src, q).length;

/** A part's rows, and whether the distance filter is left to the merge (`walkThenCut`; see statementOf). */
type Part = Ranked & { uncut: boolean };

/** One type's parts: each already filtered, in the page order, and at most limit + 1 rows. */
function branches(src: Source, q: Built, plans: SearchPlans): Part[] {
  const typeText = sql`${src.type}::text`;
  const located = sql`${src.lat} IS NOT NULL AND ${src.lng} IS NOT NULL`;
  const unlocated = sql`(${src.lat} IS NULL OR ${src.lng} IS NULL)`;
  const common = [...src.own, ...SHOWN[src.type], ...filterConditions(src, q), ...notSelf(src, q.viewerId)];
  const select =
    (chord: Sql | null): Select =>
    (from) =>
      sql`SELECT ${typeText} AS type, ${src.id} AS id, ${src.columns}, ${src.subtitle} AS subtitle, ${src.lat} AS latitude, ${src.lng} AS longitude,
      ${src.createdAt} AS sort_at, ${src.createdAt}::text AS sort_time, ${chord ?? sql`NULL`}::float8 AS chord
      FROM ${from}`;
  const c = q.cursor;

  if (!q.viewer) {
    const where = [...common];
    if (q.bounds) {
      const inside = sql`(${located} AND ${boundsCondition(src, q.bounds, q.boundsWrap)})`;
      where.push(q.unlocatedInBounds ? or([inside, unlocated]) : inside);
    }
    if (c)
      where.push(
        sql`(${src.createdAt}, ${typeText}, ${src.id}) < (${c.key}::timestamptz, ${c.type}::text, ${c.id}::uuid)`,
      );
    const by = sql`${src.createdAt} DESC, ${src.id} DESC`;
    const newest = { by, output: sql`sort_at DESC, id DESC`, ties: false, key: by };
    const part = { name: src.type, select: select(null), where, narrowing: [], order: newest };
    const { rows, ctes } = ranked(src, q, part, plans);
    return [{ rows, ctes, uncut: false }];
  }

  const v = q.viewer;
  const parts: Part[] = [];
  if (!q.unlocatedOnly) {
    const chord = chordOf(src, v);
    const where = [...common, located];
    const narrowing: Sql[] = [];
    const uncut = q.distances.length > 0 && walkThenCut(src, q);
    if (q.bounds) where.push(boundsCondition(src, q.bounds, q.boundsWrap));
    if (q.distances.length && !uncut) {
      where.push(bucketCheck(chord, q.distances));
      narrowing.push(...bucketBox(src, v, q.distances));
    }
    if (c) where.push(sql`(${chord}, ${typeText}, ${src.id}) > (${c.key}::float8, ${c.type}::text, ${c.id}::uuid)`);
    // By the column the part selects, not its expression again: each use of the viewer's point is a parameter of
    // its own, so in the generic plan of the prepared statement an ORDER BY of the expression did not match the
    // column, the merge of the parts lost its order and every part was read whole (see statementOf).
    const nearest = { by: sql`chord`, output: sql`chord`, ties: true, key: chord };
    const part = { name: src.type, select: select(chord), where, narrowing, order: nearest };
    parts.push({ ...ranked(src, q, part, plans), uncut });
  }
  if (q.unlocatedOnly && unlocatedShown(q)) {
    const where = [...common, unlocated];
    if (c) where.push(sql`(${typeText}, ${src.id}) > (${c.type}::text, ${c.id}::uuid)`);
    // These rows are few (a partial index per table, migration 2026_11_26_0500): a person's profile and account
    // are read per user (src.unlocatedFrom, src.probe), where joins merged them with every profile or account of
    // the type (9,169 artist accounts at 100x).
    const byId = { by: src.id, output: sql`id`, ties: false, key: src.id };
    const part = { name: `${src.type}_unlocated`, select: select(null), where, narrowing: [], order: byId };
    const ranks = ranked(src, q, { ...part, from: src.unlocatedFrom, accountCheck: src.probe }, plans);
    parts.push({ ...ranks, uncut: false });
  }
  return parts;
}

/**
 * Whether a nearest-first page lists items without coordinates (after every located one): a distance filter excludes
 * them, and so do bounds that miss their map point.
 */
const unlocatedShown = (q: Built) => !q.distances.length && (!q.bounds || q.unlocatedInBounds);

/**
 * The query as its statement is built: `take` is its limit + 1, `boundsWrap` whether the bounds cross the
 * antimeridian (west past east), `cursorUnlocated` whether the cursor is in the items without coordinates (no key),
 * `unlocatedOnly` whether a nearest-first statement reads those items rather than the located ones (see
 * searchDiscover), `patterns` each term's LIKE pattern and `indexed` whether the trigram index can look it up
 * (`indexable`).
 */
type Built = Omit<DiscoverQuery, 'viewer'> & {
  viewer: Viewer | null;
  take: number;
  boundsWrap: boolean;
  cursorUnlocated: boolean;
  unlocatedOnly: boolean;
  patterns: string[];
  indexed: boolean[];
};

/** The viewer as the statement needs them: their point on the Earth (earthPoint), one value a call. */
type Viewer = { earth: string };

/**
 * A statement's limits, written in its text: with them as parameters Postgres never chose the generic plan of the
 * plain first page (its estimate for an unknown limit is a tenth of the rows) and planned it on every call, 3.3 ms a
 * call at 100x on PostgreSQL 15 against 0.8 ms on the generic plan with the limits in the text.
 */
const limitOf = (q: Built): Sql => sql.lit(q.take);

// Object.assign, not a literal opening with `...q`: V8 (Node 20) builds such a literal on its slow path, a cost of
// every call (bench/README.md, "Where the CPU goes").
const built = (q: DiscoverQuery): Built =>
  Object.assign({}, q, {
    viewer: q.viewer && { earth: earthPoint(q.viewer) },
    take: q.limit + 1,
    boundsWrap: q.bounds !== null && q.bounds.west > q.bounds.east,
    cursorUnlocated: q.cursor !== null && q.cursor.key === null,
    unlocatedOnly: q.viewer !== null && q.cursor !== null && q.cursor.key === null,
    patterns: q.terms.map(likePattern),
    indexed: q.terms.map(indexable),
  });

/**
 * What decides the statement's text, for the memo (packages/db statements.ts): the query without its free values.
 * The category filters and distance buckets stay in it (a few choices each); the words, the viewer's position and
 * id, the map's bounds and the cursor are bound per call, so a shape is prepared once whatever they are.
 */
type Shape = Omit<Built, 'types' | 'terms' | 'patterns' | 'viewer' | 'bounds' | 'cursor' | 'viewerId' | 'limit'> & {
  types: TDiscoverItemType[];
  plans: SearchPlans;
};

type Values = {
  viewerId?: string;
  earth?: string;
  south?: number;
  west?: number;
  north?: number;
  east?: number;
  cursorKey?: string | number;
  cursorType?: string;
  cursorId?: string;
} & { [term: `term${number}` | `pattern${number}`]: string };

const shapeOf = (q: Built, plans: SearchPlans): [Shape, Values] => {
  const { types, terms, patterns, viewer, bounds, cursor, viewerId, limit: _, ...rest } = q;
  const values: Values = {
    viewerId: viewerId ?? undefined,
    earth: viewer?.earth,
    south: bounds?.south,
    west: bounds?.west,
    north: bounds?.north,
    east: bounds?.east,
    cursorKey: cursor?.key ?? undefined,
    cursorType: cursor?.type,
    cursorId: cursor?.id,
  };
  terms.forEach((term, i) => {
    values[`term${i}`] = term;
    values[`pattern${i}`] = patterns[i]!;
  });
  const shape = Object.assign({}, rest, { types: [...types], plans });
  return [shape, values];
};

const discover = shapedStatement((_db: DB, shape: Shape, v: Values) => {
  const { types, plans, ...rest } = shape;
  const q: Built = {
    ...rest,
    types: new Set(types),
    terms: rest.indexed.map((_, i) => v[`term${i}`]!),
    patterns: rest.indexed.map((_, i) => v[`pattern${i}`]!),
    viewer: v.earth === undefined ? null : { earth: v.earth },
    bounds: v.south === undefined ? null : { south: v.south, west: v.west!, north: v.north!, east: v.east! },
    cursor:
      v.cursorId === undefined
        ? null
        : { key: rest.cursorUnlocated ? null : v.cursorKey!, type: v.cursorType!, id: v.cursorId },
    viewerId: v.viewerId ?? null,
    // Not read by the statement (take is its limit + 1).
    limit: 0,
  };
  return statementOf(q, plans) ?? sql<DiscoverRow>`SELECT NULL LIMIT 0`;
});

/**
 * The discover search: a statement that is a UNION ALL over the five item types. Each branch filters, searches
 * and orders its own table (so its indexes serve it) and keeps limit + 1 rows; the outer query merges them
 * in the page order and keeps limit + 1 (the extra row says whether another page exists). Built once per shape.
 *
 * Nearest first, the items without coordinates come after every located one, so they are read by a statement of
 * their own, only when the located ones do not fill the page and the page's tables hold any (`unlocated_exist`).
 * In the located page's statement, behind a constant gate on its count, they had cost every call their half of the
 * plan's nodes to start and end (bench/README.md, Discover).
 */
export async function searchDiscover(
  db: DB,
  q: DiscoverQuery,
  plans: SearchPlans = SEARCH_PLANS,
): Promise<DiscoverRow[]> {
  if (q.types.size === 0) return [];
  const b = built(q);
  const rows = await discover.execute(db, ...shapeOf(b, plans));
  if (!b.viewer || b.unlocatedOnly || !unlocatedShown(b) || rows.length >= b.take) return rows;
  if (rows.length && !rows[0]!.unlocated_exist) return rows;
  // From the first of them, whatever page of located ones the cursor was on.
  const after = Object.assign({}, b, { unlocatedOnly: true, cursor: null, cursorUnlocated: false });
  const rest = await discover.execute(db, ...shapeOf(after, plans));
  return rows.concat(rest).slice(0, b.take);
}

/** The statement alone (bench/discover-explain.ts prints its plan); null when no type is left to search. */
export function discoverStatement(q: DiscoverQuery, plans: SearchPlans = SEARCH_PLANS): RawBuilder<DiscoverRow> | null {
  return statementOf(built(q), plans);
}

/**
 * What a page returns: a `DiscoverRow`'s columns, no more. The branches' `sort_at` orders the merge but is not sent:
 * each timestamp the driver receives it parses into a Date, 9 % of the API's busy CPU on the walls tab of 100 (a
 * CPU profile under one connection), for a value the cursor takes as text (`sort_time`).
 */
const PAGE_COLUMN_NAMES = [
  'type',
  'id',
  'title',
  'subtitle',
  'description',
  'images',
  'location',
  'latitude',
  'longitude',
  'rating',
  'view_count',
  'past_projects',
  'budget_cents',
  'wall_status',
  'sort_time',
  'chord',
] as const satisfies readonly (keyof DiscoverRow)[];
/**
 * Every column of a row but `miles` and `unlocated_exist`, which the page computes: a column added to DiscoverRow
 * and not here fails.
 */
const _everyColumn: Exclude<
  keyof DiscoverRow,
  (typeof PAGE_COLUMN_NAMES)[number] | 'miles' | 'unlocated_exist'
> extends never
  ? true
  : never = true;
const PAGE_COLUMNS = sql.join(PAGE_COLUMN_NAMES.map((column) => sql.ref(`r.${column}`)));

function statementOf(q: Built, plans: SearchPlans): RawBuilder<DiscoverRow> | null {
  const types = [...q.types].map((type) => ({ src: SOURCES[type], parts: branches(SOURCES[type], q, plans) }));
  const parts = types.flatMap((t) => t.parts);
  if (!parts.length) return null;
  const order = q.viewer
    ? sql`r.chord ASC NULLS LAST, r.type ASC, r.id ASC`
    : sql`r.sort_at DESC, r.type DESC, r.id DESC`;
  // A table's text candidates serve its types' parts (located and not), so they are read once per statement.
  const readers = q.patterns.length ? types.map((t) => t.src) : [];
  const ctes = [
    ...parts.flatMap((part) => part.ctes),
    ...[...new Map(readers.map((src) => [src.candidates, src])).values()].map((src) => candidatesOf(src, q, plans)),
  ];
  const rows = sql.join(
    parts.map((part) => part.rows),
    sql` UNION ALL `,
  );
  const start = ctes.length ? sql`WITH ${sql.join(ctes)} ` : sql``;
  const unlocatedExist =
    q.viewer && !q.unlocatedOnly && unlocatedShown(q)
      ? sql.join([...new Set(types.map((t) => t.src.anyUnlocated))], sql` OR `)
      : sql`NULL`;
  // Miles from the merged rows' chords only, not for every tied row a branch keeps.
  const page = sql`SELECT ${PAGE_COLUMNS}, ${milesOf(sql`r.chord`)}::float8 AS miles,
    (${unlocatedExist})::boolean AS unlocated_exist FROM (${rows}) r ORDER BY ${order} LIMIT ${limitOf(q)}`;
  if (!parts.some((part) => part.uncut)) return sql<DiscoverRow>`${start}${page}`;
  // Parts walked without the distance filter (walkThenCut) are cut here, after the merge: the filter's rows are the
  // first of the merged walk, so the nearest page's rows that are inside are the page. Each part still gives its
  // rows one at a time as the merge asks for them, computing its sub-selects for those alone; cut part by part,
  // Postgres appended and sorted every part's page whole (105 rows under 5 miles at 100x, read for 21: 1.10 ms a
  // call, where the same page without the filter took 0.79).
  return sql<DiscoverRow>`${start}SELECT * FROM (${page}) r WHERE ${bucketCheck(sql`r.chord`, q.distances)} ORDER BY ${order}`;
}
