import type { DB } from '@wallcraft/db';
import { centsToDecimalString } from '@wallcraft/shared';
import type { TPage } from '@wallcraft/shared/schemas';
import { mapPage } from '../../lib/paging';
import type { z } from 'zod';
import { isUuid } from '../../lib/fields';
import { AppError } from '../../trpc/errors';
import { findPublicUser } from '../profiles/service';
import * as q from './queries';
import type {
  TBrandProfile,
  TBrandSummary,
  TPublicBrandProfile,
  TCreateBrandProfileRequest,
  TUpdateBrandProfileRequest,
  ZBrandWithUser,
  ZListBrandsRequest,
} from './schemas';

/** The columns of a brand profile, for a statement that reads it beside other rows (the session's user). */
export { PROFILE_COLUMNS as BRAND_PROFILE_COLUMNS } from './queries';

export function toBrandProfile(row: q.BrandProfileRow): TBrandProfile {
  return {
    userId: row.user_id,
    companyName: row.company_name,
    industry: row.industry,
    budget: centsToDecimalString(row.budget_cents),
    companySize: row.company_size,
    timeline: row.timeline,
    preferredStyles: row.preferred_styles,
    pastProjects: row.past_projects,
    story: row.story,
    funFact: row.fun_fact,
    whatIOffer: row.what_i_offer,
    companyLogo: row.company_logo,
    brandImages: row.brand_images,
    website: row.website,
  };
}

/** The brand profile of a user, or null (used by the public profile too). */
export async function findBrandProfile(db: DB, userId: string): Promise<TBrandProfile | null> {
  if (!isUuid(userId)) return null;
  const row = await q.findBrandProfileRow(db, userId);
  return row ? toBrandProfile(row) : null;
}

/** The brand profile of a user as anyone else sees it (the public profile, GET /brands/{id}): the budget is null. */
export async function findPublicBrandProfile(db: DB, userId: string): Promise<TPublicBrandProfile | null> {
  const profile = await findBrandProfile(db, userId);
  return profile && { ...profile, budget: null };
}

/** GET /brands/{id}: the user's public fields with their brand profile; 404 unless they hold a brand profile type. */
export async function getBrand(db: DB, id: string, viewerId: string | null): Promise<z.infer<typeof ZBrandWithUser>> {
  const user = await findPublicUser(db, id, viewerId);
  if (!user || !user.userTypes.includes('brand')) throw new AppError('NOT_FOUND', 'Brand not found');
  return { ...user, brandProfile: await findPublicBrandProfile(db, id) };
}

async function assertBrandSelf(db: DB, actorId: string, targetId: string): Promise<void> {
  if (targetId !== actorId) throw new AppError('FORBIDDEN', 'You can only edit your own brand profile');
  if (!(await q.holdsBrandAccount(db, actorId))) {
    throw new AppError('FORBIDDEN', 'Only brands have a brand profile: add a brand profile to your account first');
  }
}

function toColumns(input: TUpdateBrandProfileRequest): q.BrandProfileColumns {
  const values: q.BrandProfileColumns = {
    company_name: input.companyName,
    industry: input.industry,
    budget_cents: input.budget,
    company_size: input.companySize,
    timeline: input.timeline,
    preferred_styles: input.preferredStyles,
    // Onboarding sends pastProjects null: the column counts projects, so "none given" is 0.
    past_projects: input.pastProjects === null ? 0 : input.pastProjects,
    story: input.story,
    fun_fact: input.funFact,
    what_i_offer: input.whatIOffer,
    company_logo: input.companyLogo,
    brand_images: input.brandImages,
    website: input.website,
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as q.BrandProfileColumns;
}

/** The profile just written (it exists: the write above succeeded). */
async function ownBrandProfile(db: DB, userId: string): Promise<TBrandProfile> {
  const profile = await findBrandProfile(db, userId);
  if (!profile) throw new Error('brand profile missing after its write');
  return profile;
}

/** POST /brands/{id}/profile: company name, industry and budget are required; 409 when it exists. */
export async function createBrandProfile(
  db: DB,
  actorId: string,
  input: TCreateBrandProfileRequest,
): Promise<TBrandProfile> {
  await assertBrandSelf(db, actorId, input.id);
  if (!(await q.insertBrandProfile(db, actorId, toColumns(input)))) {
    throw new AppError('CONFLICT', 'You already have a brand profile; update it with PATCH');
  }
  return ownBrandProfile(db, actorId);
}

/** PATCH /brands/{id}/profile: only the fields sent change; 404 when there is none yet. */
export async function updateBrandProfile(
  db: DB,
  actorId: string,
  input: TUpdateBrandProfileRequest,
): Promise<TBrandProfile> {
  await assertBrandSelf(db, actorId, input.id);
  const values = toColumns(input);
  const exists =
    Object.keys(values).length === 0
      ? (await q.findBrandProfileRow(db, actorId)) !== undefined
      : await q.updateBrandProfileRow(db, actorId, values);
  if (!exists) throw new AppError('NOT_FOUND', 'You have no brand profile yet; create it with POST first');
  return ownBrandProfile(db, actorId);
}

export async function listBrands(db: DB, input: z.infer<typeof ZListBrandsRequest>): Promise<TPage<TBrandSummary>> {
  return mapPage(await q.listBrandRows(db, input), (row) => ({
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    verified: row.verified,
    location: row.location,
    profileImageUrl: row.profile_image_url,
    heroImageUrl: row.hero_image_url,
    companyName: row.company_name,
    industry: row.industry,
    companySize: row.company_size,
    companyLogo: row.company_logo,
    brandImages: row.brand_images ?? [],
  }));
}
