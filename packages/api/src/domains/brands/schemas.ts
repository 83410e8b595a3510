import { ZCompanySize, ZTimeline } from '@wallcraft/shared';
import { z } from 'zod';
import { ZPathId } from '@wallcraft/shared/schemas';
import { ZListRequest } from '../../lib/fields';
import { ZPublicUser } from '../users/schemas';

export { MAX_BRAND_IMAGES, ZCreateBrandProfileRequest, ZUpdateBrandProfileRequest, type TCreateBrandProfileRequest, type TUpdateBrandProfileRequest } from '@wallcraft/shared/schemas';

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
