import { shapedStatement, type DB } from '@wallcraft/db';
import type { COMPANY_SIZES, TTimeline } from '@wallcraft/shared';
import { sql } from 'kysely';
import type { TPageRequest } from '@wallcraft/shared/schemas';
import { likePattern } from '../../lib/fields';
import { pageAt, positionFromCursor, windowAt, type ListWindow } from '../../lib/paging';
import { userShown } from '../../lib/visibility';

export const PROFILE_COLUMNS = [
  'user_id',
  'company_name',
  'industry',
  'budget_cents',
  'company_size',
  'timeline',
  'preferred_styles',
  'past_projects',
  'story',
  'fun_fact',
  'what_i_offer',
  'company_logo',
  'brand_images',
  'website',
] as const;

export function findBrandProfileRow(db: DB, userId: string) {
  return db.selectFrom('brand_profiles').select(PROFILE_COLUMNS).where('user_id', '=', userId).executeTakeFirst();
}
export type BrandProfileRow = NonNullable<Awaited<ReturnType<typeof findBrandProfileRow>>>;

export async function holdsBrandAccount(db: DB, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('accounts')
    .select('id')
    .where('user_id', '=', userId)
    .where('user_type', '=', 'brand')
    .executeTakeFirst();
  return row !== undefined;
}

export type BrandProfileColumns = {
  company_name?: string;
  industry?: string;
  budget_cents?: number;
  company_size?: (typeof COMPANY_SIZES)[number];
  timeline?: TTimeline;
  preferred_styles?: string[];
  past_projects?: number;
  story?: string | null;
  fun_fact?: string | null;
  what_i_offer?: string[];
  company_logo?: string | null;
  brand_images?: string[];
  website?: string | null;
};

/** Inserts the profile unless one exists; true when a row went in. */
export async function insertBrandProfile(db: DB, userId: string, values: BrandProfileColumns): Promise<boolean> {
  const row = await db
    .insertInto('brand_profiles')
    .values({ ...values, user_id: userId })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function updateBrandProfileRow(db: DB, userId: string, values: BrandProfileColumns): Promise<boolean> {
  const result = await db
    .updateTable('brand_profiles')
    .set({ ...values, updated_at: new Date() })
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

type BrandListFilters = { search?: string | undefined; industry?: string | undefined };
/** A list's values, each given or not (the shape): `like` is the search as a LIKE pattern. */
type ListValues = { like?: string; industry?: string };

/** Brand accounts with their user and profile (none yet for some), narrowed by the list's filters. */
function brandListQuery(db: DB, values: ListValues) {
  let query = db
    .selectFrom('accounts')
    .innerJoin('users', 'users.id', 'accounts.user_id')
    .leftJoin('brand_profiles', 'brand_profiles.user_id', 'users.id')
    .where('accounts.user_type', '=', sql.lit('brand'))
    .where(userShown('users'));
  const { like, industry } = values;
  if (like !== undefined) {
    query = query.where((eb) =>
      eb.or([
        eb('brand_profiles.company_name', 'ilike', like),
        eb('brand_profiles.industry', 'ilike', like),
        eb(sql<string>`concat_ws(' ', users.first_name, users.last_name)`, 'ilike', like),
        eb('users.location', 'ilike', like),
      ]),
    );
  }
  if (industry !== undefined) query = query.where(sql<boolean>`lower(brand_profiles.industry) = lower(${industry})`);
  return query.select([
    'users.id',
    'users.first_name',
    'users.last_name',
    'users.verified',
    'users.location',
    'users.profile_image_url',
    'users.hero_image_url',
    'brand_profiles.company_name',
    'brand_profiles.industry',
    'brand_profiles.company_size',
    'brand_profiles.company_logo',
    'brand_profiles.brand_images',
    sql<string | null>`lower(coalesce(brand_profiles.company_name, users.business_name, users.last_name))`.as(
      'sort_name',
    ),
  ]);
}

/**
 * Brand accounts without a company name (no profile yet, or none given): the few in the partial index of such
 * accounts (`brand_named`, kept by triggers; migration 2026_11_30_1310), read once (ARRAY(...)) before their users
 * are read by primary key.
 */
const unnamedBrandIds = (db: DB) =>
  db
    .selectFrom('accounts')
    .select('accounts.user_id')
    .where('accounts.user_type', '=', sql.lit('brand'))
    .where(sql<boolean>`NOT accounts.brand_named`);

/**
 * Users holding a brand profile type, by company name (then id, so pages never overlap); a brand without
 * one yet sorts by its business or last name.
 *
 * Read in two parts, each keeping offset + limit rows, then merged: the brands with a company name off the
 * name index (migration 2026_11_22_1080), so a page costs its own rows, and those without one (no profile
 * yet, or no name), from the index of such accounts (unnamedBrandIds). Built once per window (lib/paging.ts)
 * and set of filters given (packages/db statements.ts).
 */
const brandList = shapedStatement((db: DB, window: ListWindow, values: ListValues) =>
  db
    .with('named', () =>
      brandListQuery(db, values)
        .where('brand_profiles.company_name', 'is not', null)
        .orderBy(sql`lower(brand_profiles.company_name)`)
        .orderBy('brand_profiles.user_id')
        .limit(sql.lit(window.take)),
    )
    .with('unnamed', () =>
      brandListQuery(db, values)
        .where('users.id', '=', sql<string>`ANY(ARRAY(${unnamedBrandIds(db)}))`)
        .orderBy('sort_name')
        .orderBy('users.id')
        .limit(sql.lit(window.take)),
    )
    .selectFrom((qc) => qc.selectFrom('named').selectAll().unionAll(qc.selectFrom('unnamed').selectAll()).as('brands'))
    .selectAll()
    .orderBy('sort_name')
    .orderBy('id')
    .limit(sql.lit(window.limit))
    .offset(sql.lit(window.offset)),
);

export async function listBrandRows(db: DB, input: BrandListFilters & TPageRequest) {
  const offset = positionFromCursor(input.cursor);
  const rows = await brandList.execute(db, windowAt(offset, input.limit), {
    like: input.search ? likePattern(input.search) : undefined,
    industry: input.industry || undefined,
  });
  return pageAt(rows, offset, input.limit);
}
