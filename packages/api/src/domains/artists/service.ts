import type { DB } from '@wallcraft/db';
import { centsToDecimalString } from '@wallcraft/shared';
import type { TPage } from '@wallcraft/shared/schemas';
import { mapPage } from '../../lib/paging';
import { type z } from 'zod';
import { centsToDollars, isUuid } from '../../lib/fields';
import { AppError } from '../../trpc/errors';
import { findPublicUser } from '../profiles/service';
import * as q from './queries';
import {
  MAX_GALLERY_IMAGES,
  MAX_UNAVAILABLE_DATES,
  UNAVAILABLE_DATES_HORIZON_DAYS,
  type ZListArtistsRequest,
  type TArtistProfile,
  type TArtistProfileRequest,
  type TArtistRates,
  type TArtistSummary,
} from './schemas';

/** The columns of an artist profile, for a statement that reads it beside other rows (the session's user). */
export { PROFILE_COLUMNS as ARTIST_PROFILE_COLUMNS } from './queries';

/** The rates as amounts (decimal strings); hourlyRate / projectRate keep the deprecated numbers. */
function ratesOf(row: { hourly_rate_cents: number | null; project_rate_cents: number | null }): TArtistRates {
  return { hourly: centsToDecimalString(row.hourly_rate_cents), project: centsToDecimalString(row.project_rate_cents) };
}

export function toArtistProfile(row: q.ArtistProfileRow, unavailableDates: string[]): TArtistProfile {
  return {
    userId: row.user_id,
    specialties: row.specialties,
    preferredStyles: row.preferred_styles,
    whatIOffer: row.what_i_offer,
    story: row.story,
    funFact: row.fun_fact,
    portfolioImages: row.portfolio_images,
    portfolioUrl: row.portfolio_url,
    completedProjects: row.completed_projects,
    rating: row.rating,
    rates: ratesOf(row),
    hourlyRate: centsToDollars(row.hourly_rate_cents),
    projectRate: centsToDollars(row.project_rate_cents),
    yearsExperience: row.years_experience,
    availability: row.availability,
    unavailableDates,
  };
}

/** The artist profile of a user, or null when they have none (used by the public profile too). */
export async function findArtistProfile(db: DB, userId: string): Promise<TArtistProfile | null> {
  if (!isUuid(userId)) return null;
  const row = await q.findArtistProfileRow(db, userId);
  return row ? toArtistProfile(row, await q.listUnavailableDates(db, userId)) : null;
}

/** GET /artists/{id}/profile: a hidden or suspended artist's profile is 404 to everyone but themselves. */
export async function getArtistProfile(db: DB, userId: string, viewerId: string | null): Promise<TArtistProfile> {
  if (viewerId !== userId && !(await findPublicUser(db, userId, viewerId)))
    throw new AppError('NOT_FOUND', 'Artist profile not found');
  const profile = await findArtistProfile(db, userId);
  if (!profile) throw new AppError('NOT_FOUND', 'Artist profile not found');
  return profile;
}

/** Only the user themself, and only while they hold an artist profile type. */
async function assertArtistSelf(db: DB, actorId: string, targetId: string): Promise<void> {
  if (targetId !== actorId) throw new AppError('FORBIDDEN', 'You can only edit your own artist profile');
  if (!(await q.holdsArtistAccount(db, actorId))) {
    throw new AppError('FORBIDDEN', 'Only artists have an artist profile: add an artist profile to your account first');
  }
}

function toColumns(input: TArtistProfileRequest): q.ArtistProfileColumns {
  const cents = (dollars: number | null | undefined) =>
    dollars === undefined ? undefined : dollars === null ? null : dollars * 100;
  const values: q.ArtistProfileColumns = {
    specialties: input.specialties,
    preferred_styles: input.preferredStyles,
    what_i_offer: input.whatIOffer,
    story: input.story,
    fun_fact: input.funFact,
    portfolio_images: input.portfolioImages,
    portfolio_url: input.portfolioUrl,
    hourly_rate_cents: cents(input.hourlyRate),
    project_rate_cents: cents(input.projectRate),
    years_experience: input.yearsExperience,
    availability: input.availability,
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as q.ArtistProfileColumns;
}

/** POST /artists/{id}/profile: 409 when the profile exists (PATCH it instead). */
export async function createArtistProfile(
  db: DB,
  actorId: string,
  input: TArtistProfileRequest,
): Promise<TArtistProfile> {
  await assertArtistSelf(db, actorId, input.id);
  const created = await q.insertArtistProfile(db, actorId, toColumns(input));
  if (!created) throw new AppError('CONFLICT', 'You already have an artist profile; update it with PATCH');
  return getArtistProfile(db, actorId, actorId);
}

/** PATCH /artists/{id}/profile: only the fields sent change; 404 when there is no profile yet (POST it first). */
export async function updateArtistProfile(
  db: DB,
  actorId: string,
  input: TArtistProfileRequest,
): Promise<TArtistProfile> {
  await assertArtistSelf(db, actorId, input.id);
  const values = toColumns(input);
  const exists =
    Object.keys(values).length === 0
      ? (await q.findArtistProfileRow(db, actorId)) !== undefined
      : await q.updateArtistProfileRow(db, actorId, values);
  if (!exists) throw new AppError('NOT_FOUND', 'You have no artist profile yet; create it with POST first');
  return getArtistProfile(db, actorId, actorId);
}

export async function setGallery(
  db: DB,
  actorId: string,
  input: { id: string; images: string[] },
): Promise<TArtistProfile> {
  await assertArtistSelf(db, actorId, input.id);
  await q.upsertGallery(db, actorId, input.images);
  return getArtistProfile(db, actorId, actorId);
}

/** A completed project's final photos join the artist's public gallery, newest first (tracking.completeProject). */
export async function addToPortfolio(trx: DB, artistId: string, images: string[]) {
  await q.prependGallery(trx, artistId, images, MAX_GALLERY_IMAGES);
}

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The whole list of days an artist is unavailable. Each must be a real calendar date no further than
 * two years ahead; repeats are merged and the list is sorted. Days before yesterday (UTC, so no time zone
 * is a day behind) are dropped rather than refused: re-saving a list loaded last week must not fail.
 */
export function normalizeUnavailableDates(dates: string[], now = new Date()): string[] {
  const earliest = isoDay(now.getTime() - DAY_MS);
  const latest = isoDay(now.getTime() + UNAVAILABLE_DATES_HORIZON_DAYS * DAY_MS);
  dates.forEach((date, i) => {
    if (Number.isNaN(Date.parse(`${date}T00:00:00Z`)) || isoDay(Date.parse(`${date}T00:00:00Z`)) !== date) {
      throw new AppError('INVALID_INPUT', `dates.${i}: ${date} is not a calendar date`);
    }
    if (date > latest) throw new AppError('INVALID_INPUT', `dates.${i}: ${date} is more than two years ahead`);
  });
  const kept = [...new Set(dates)].filter((date) => date >= earliest).sort();
  if (kept.length > MAX_UNAVAILABLE_DATES)
    throw new AppError('INVALID_INPUT', `dates: At most ${MAX_UNAVAILABLE_DATES} dates`);
  return kept;
}

export async function setUnavailableDates(
  db: DB,
  actorId: string,
  input: { id: string; dates: string[] },
): Promise<{ dates: string[] }> {
  await assertArtistSelf(db, actorId, input.id);
  const dates = normalizeUnavailableDates(input.dates);
  // Like the gallery, the dates belong to the profile: a default one is created so they are shown.
  await db.transaction().execute(async (trx) => {
    await q.insertArtistProfile(trx, actorId, {});
    await q.replaceUnavailableDates(trx, actorId, dates);
  });
  return { dates: await q.listUnavailableDates(db, actorId) };
}

export async function listArtists(db: DB, input: z.infer<typeof ZListArtistsRequest>): Promise<TPage<TArtistSummary>> {
  return mapPage(await q.listArtistRows(db, input), (row) => ({
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    verified: row.verified,
    location: row.location,
    profileImageUrl: row.profile_image_url,
    heroImageUrl: row.hero_image_url,
    specialties: row.specialties ?? [],
    portfolioImages: row.portfolio_images ?? [],
    rating: row.rating,
    completedProjects: row.completed_projects ?? 0,
    rates: ratesOf(row),
    hourlyRate: centsToDollars(row.hourly_rate_cents),
    yearsExperience: row.years_experience,
    availability: row.availability,
  }));
}

/** Reviews keep an artist's rating and completed projects (reviews/payout.ts, when reviews are published). */
export const setReviewFigures = q.setReviewFigures;
