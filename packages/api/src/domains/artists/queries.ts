import { shapedStatement, type DB } from '@wallcraft/db';
import { sql } from 'kysely';
import type { TPageRequest } from '@wallcraft/shared/schemas';
import { likePattern } from '../../lib/fields';
import { pageAt, positionFromCursor, windowAt, type ListWindow } from '../../lib/paging';
import { userShown } from '../../lib/visibility';

export const PROFILE_COLUMNS = [
  'user_id',
  'specialties',
  'preferred_styles',
  'what_i_offer',
  'story',
  'fun_fact',
  'portfolio_images',
  'portfolio_url',
  'completed_projects',
  'rating',
  'hourly_rate_cents',
  'project_rate_cents',
  'years_experience',
  'availability',
] as const;

export function findArtistProfileRow(db: DB, userId: string) {
  return db.selectFrom('artist_profiles').select(PROFILE_COLUMNS).where('user_id', '=', userId).executeTakeFirst();
}
export type ArtistProfileRow = NonNullable<Awaited<ReturnType<typeof findArtistProfileRow>>>;

export async function listUnavailableDates(db: DB, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('artist_unavailable_dates')
    .select('date')
    .where('user_id', '=', userId)
    .orderBy('date')
    .execute();
  return rows.map((row) => row.date);
}

export async function holdsArtistAccount(db: DB, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('accounts')
    .select('id')
    .where('user_id', '=', userId)
    .where('user_type', '=', 'artist')
    .executeTakeFirst();
  return row !== undefined;
}

export type ArtistProfileColumns = {
  specialties?: string[];
  preferred_styles?: string[];
  what_i_offer?: string[];
  story?: string | null;
  fun_fact?: string | null;
  portfolio_images?: string[];
  portfolio_url?: string | null;
  hourly_rate_cents?: number | null;
  project_rate_cents?: number | null;
  years_experience?: number | null;
  availability?: 'available' | 'limited' | 'busy' | 'booked';
};

/** Inserts the profile unless one exists; true when a row went in. */
export async function insertArtistProfile(db: DB, userId: string, values: ArtistProfileColumns): Promise<boolean> {
  const row = await db
    .insertInto('artist_profiles')
    .values({ ...values, user_id: userId })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Updates the profile; false when there is none. */
export async function updateArtistProfileRow(db: DB, userId: string, values: ArtistProfileColumns): Promise<boolean> {
  const result = await db
    .updateTable('artist_profiles')
    .set({ ...values, updated_at: new Date() })
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The gallery is part of the profile: setting it creates a default profile when there is none yet. */
export async function upsertGallery(db: DB, userId: string, images: string[]): Promise<void> {
  await db
    .insertInto('artist_profiles')
    .values({ user_id: userId, portfolio_images: images })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ portfolio_images: images, updated_at: new Date() }))
    .execute();
}

/** Replaces the whole list: call inside a transaction. */
export async function replaceUnavailableDates(trx: DB, userId: string, dates: string[]): Promise<void> {
  await trx.deleteFrom('artist_unavailable_dates').where('user_id', '=', userId).execute();
  if (dates.length > 0)
    await trx
      .insertInto('artist_unavailable_dates')
      .values(dates.map((date) => ({ user_id: userId, date })))
      .execute();
}

type ArtistListFilters = { search?: string | undefined; specialty?: string | undefined };
/** The list's filters, each given or not (the shape): `like` is the search as a LIKE pattern. */
type ListValues = { like?: string; specialty?: string };

/** Artist accounts with their user and profile (none yet for some), narrowed by the list's filters. */
function artistListQuery(db: DB, values: ListValues) {
  let query = db
    .selectFrom('accounts')
    .innerJoin('users', 'users.id', 'accounts.user_id')
    .leftJoin('artist_profiles', 'artist_profiles.user_id', 'users.id')
    .where('accounts.user_type', '=', sql.lit('artist'))
    .where(userShown('users'));
  const { like, specialty } = values;
  if (like !== undefined) {
    query = query.where((eb) =>
      eb.or([
        eb(sql<string>`concat_ws(' ', users.first_name, users.last_name)`, 'ilike', like),
        eb('users.location', 'ilike', like),
        eb(sql<string>`array_to_string(artist_profiles.specialties, ' ')`, 'ilike', like),
      ]),
    );
  }
  if (specialty !== undefined) {
    query = query.where(
      sql<boolean>`EXISTS (SELECT 1 FROM unnest(artist_profiles.specialties) AS s WHERE lower(s) = lower(${specialty}))`,
    );
  }
  return query.select([
    'users.id',
    'users.first_name',
    'users.last_name',
    'users.verified',
    'users.location',
    'users.profile_image_url',
    'users.hero_image_url',
    'artist_profiles.specialties',
    'artist_profiles.portfolio_images',
    'artist_profiles.rating',
    'artist_profiles.completed_projects',
    'artist_profiles.hourly_rate_cents',
    'artist_profiles.project_rate_cents',
    'artist_profiles.years_experience',
    'artist_profiles.availability',
  ]);
}

/**
 * Users holding an artist profile type, best rated first (no rating last), then by id so pages never
 * overlap. Artists who have not filled in their profile yet are listed with empty details.
 *
 * Read in two parts so a page costs its own rows, not the table: the rated artists off the rating index
 * (migration 2026_11_22_1080), and only when they cannot fill the page, the unrated ones (no rating or no
 * profile) by id. The gate is a constant sub-select, so Postgres never starts the second part otherwise.
 * Built once per window (lib/paging.ts) and set of filters given (packages/db statements.ts).
 */
const artistList = shapedStatement((db: DB, window: ListWindow, values: ListValues) =>
  db
    .with('rated', () =>
      artistListQuery(db, values)
        .where('artist_profiles.rating', 'is not', null)
        .orderBy(sql`artist_profiles.rating DESC NULLS LAST`)
        .orderBy('artist_profiles.user_id')
        .limit(sql.lit(window.take)),
    )
    .with('unrated', () =>
      artistListQuery(db, values)
        .where('artist_profiles.rating', 'is', null)
        .where(sql<number>`(SELECT count(*) FROM rated)`, '<', sql.lit(window.take))
        .orderBy('accounts.user_id')
        .limit(sql.lit(window.take)),
    )
    .selectFrom((qc) => qc.selectFrom('rated').selectAll().unionAll(qc.selectFrom('unrated').selectAll()).as('artists'))
    .selectAll()
    .orderBy(sql`rating DESC NULLS LAST`)
    .orderBy('id')
    .limit(sql.lit(window.limit))
    .offset(sql.lit(window.offset)),
);

export async function listArtistRows(db: DB, input: ArtistListFilters & TPageRequest) {
  const offset = positionFromCursor(input.cursor);
  const rows = await artistList.execute(db, windowAt(offset, input.limit), {
    like: input.search ? likePattern(input.search) : undefined,
    specialty: input.specialty || undefined,
  });
  return pageAt(rows, offset, input.limit);
}

/**
 * The artist's figures from their reviews: the rating, and one more completed project when `countCompleted` (once
 * per project, when its reviews first show). An artist accepted without an artist profile gets a default one, so
 * the figures have a place.
 */
export async function setReviewFigures(
  trx: DB,
  artistId: string,
  figures: { rating: number | null; countCompleted: boolean },
): Promise<void> {
  const added = figures.countCompleted ? 1 : 0;
  await trx
    .insertInto('artist_profiles')
    .values({ user_id: artistId, rating: figures.rating, completed_projects: added })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        rating: (eb) => eb.ref('excluded.rating'),
        completed_projects: sql`artist_profiles.completed_projects + ${added}`,
        updated_at: sql`now()`,
      }),
    )
    .execute();
}

/**
 * Adds images to the front of the artist's gallery (the newest work first), repeats dropped, keeping at most `max`:
 * past it the oldest images drop off the end. Creates the profile when there is none.
 */
export async function prependGallery(db: DB, userId: string, images: string[], max: number) {
  const merged = sql<string[]>`(SELECT array(SELECT url FROM unnest(${images}::text[] || coalesce(
      (SELECT portfolio_images FROM artist_profiles WHERE user_id = ${userId}), '{}')) WITH ORDINALITY AS t (url, n)
    GROUP BY url ORDER BY min(n) LIMIT ${max}))`;
  await db
    .insertInto('artist_profiles')
    .values({ user_id: userId, portfolio_images: merged })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ portfolio_images: merged, updated_at: new Date() }))
    .execute();
}
