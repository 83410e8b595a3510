import { ZCompanySize } from '@wallcraft/shared';
import { z } from 'zod';
import { ZPathId } from '@wallcraft/shared/schemas';
import { ZListRequest } from '../../lib/fields';

export {
  ZBrandProfile,
  ZBrandWithUser,
  ZPublicBrandProfile,
  type TBrandProfile,
  type TPublicBrandProfile,
} from '../profiles/schemas';

export {
  MAX_BRAND_IMAGES,
  ZCreateBrandProfileRequest,
  ZUpdateBrandProfileRequest,
  type TCreateBrandProfileRequest,
  type TUpdateBrandProfileRequest,
} from '@wallcraft/shared/schemas';

export const ZBrandIdRequest = z.object({ id: ZPathId });

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
