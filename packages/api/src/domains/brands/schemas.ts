import { ZCompanySize, ZTimeline } from '@wallcraft/shared';
import { z } from 'zod';
import { ZImageUrl, ZListRequest, ZPathId, requiredDollarsToCents, imageList, labelList, optionalText, optionalWebUrl, wholeNumber } from '../../lib/fields';
import { ZPublicUser } from '../users/schemas';

export const MAX_BRAND_IMAGES = 30;

export const ZBrandProfile = z
  .object({
    userId: z.string().uuid(),
    companyName: z.string().nullable(),
    industry: z.string().nullable(),
    budget: z.string().nullable().describe('US dollars as a decimal string, e.g. "5000.00"'),
    companySize: ZCompanySize,
    timeline: ZTimeline,
    preferredStyles: z.array(z.string()),
    pastProjects: z.number().int(),
    story: z.string().nullable(),
    funFact: z.string().nullable(),
    whatIOffer: z.array(z.string()),
    companyLogo: z.string().nullable(),
    brandImages: z.array(z.string()),
    website: z.string().nullable(),
  })
  .meta({ id: 'BrandProfile' });
export type TBrandProfile = z.infer<typeof ZBrandProfile>;

const requiredText = (label: string, max: number) =>
  z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);

/** Fields every brand write may carry; the three required on creation are added below. */
const brandFields = {
  companySize: ZCompanySize.optional().describe('Default medium'),
  timeline: ZTimeline.optional().describe('Default moderate'),
  preferredStyles: labelList('Style', 20, 50).optional(),
  pastProjects: wholeNumber('Past projects', 100_000),
  story: optionalText('Story', 5000),
  funFact: optionalText('Fun fact', 1000),
  whatIOffer: labelList('Offer', 20, 200).optional(),
  companyLogo: ZImageUrl.nullable().optional(),
  brandImages: imageList(MAX_BRAND_IMAGES).optional(),
  website: optionalWebUrl('Website'),
};

const budget = requiredDollarsToCents('Budget').describe('US dollars: a number or text such as "5000" or "$5,000.50"');

export const ZCreateBrandProfileRequest = z.object({
  id: ZPathId,
  companyName: requiredText('Company name', 200),
  industry: requiredText('Industry', 100),
  budget,
  ...brandFields,
});
export type TCreateBrandProfileRequest = z.infer<typeof ZCreateBrandProfileRequest>;

export const ZUpdateBrandProfileRequest = z.object({
  id: ZPathId,
  companyName: requiredText('Company name', 200).optional(),
  industry: requiredText('Industry', 100).optional(),
  budget: budget.optional(),
  ...brandFields,
});
export type TUpdateBrandProfileRequest = z.infer<typeof ZUpdateBrandProfileRequest>;

export const ZBrandIdRequest = z.object({ id: ZPathId });

export const ZBrandWithUser = ZPublicUser.extend({ brandProfile: ZBrandProfile.nullable() }).meta({ id: 'BrandUser' });

export const ZListBrandsRequest = ZListRequest.extend({
  industry: z.string().trim().max(100).optional().describe('Only brands in this industry (case-insensitive)'),
});

export const ZBrandSummary = z
  .object({
    id: z.string().uuid(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    verified: z.boolean(),
    location: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    heroImageUrl: z.string().nullable(),
    companyName: z.string().nullable(),
    industry: z.string().nullable(),
    companySize: ZCompanySize.nullable(),
    companyLogo: z.string().nullable(),
    brandImages: z.array(z.string()),
  })
  .meta({ id: 'BrandSummary' });
export type TBrandSummary = z.infer<typeof ZBrandSummary>;
