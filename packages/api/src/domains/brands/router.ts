import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@wallcraft/shared';
import { ZPage } from '@wallcraft/shared/schemas';
import { router } from '../../trpc/init';
import { authedProcedure, publicProcedure } from '../../trpc/procedures';
import {
  MAX_BRAND_IMAGES,
  ZBrandIdRequest,
  ZBrandProfile,
  ZBrandSummary,
  ZBrandWithUser,
  ZCreateBrandProfileRequest,
  ZListBrandsRequest,
  ZUpdateBrandProfileRequest,
} from './schemas';
import * as service from './service';

const tags = ['brands'];
const writeRule = 'Only on your own user, while you hold a brand profile type (403 otherwise).';
const fieldsRule = `budget is US dollars (a number or text such as "$5,000.50"), stored in cents and answered as "5000.00"; companySize startup|small|medium|large|enterprise (default medium); timeline urgent|moderate|flexible (default moderate); at most ${MAX_BRAND_IMAGES} brand images.`;

export const brandsRouter = router({
  list: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/brands',
        tags,
        summary: 'List brands',
        description: `Users with a brand profile type, by company name. Optional search (company, industry, name, location) and industry filter. limit defaults to ${DEFAULT_PAGE_SIZE}; above ${MAX_PAGE_SIZE} is refused (400).`,
        errorResponses: [400],
      },
    })
    .input(ZListBrandsRequest)
    .output(ZPage(ZBrandSummary))
    .query(({ ctx, input }) => service.listBrands(ctx.db, input)),
  get: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/brands/{id}',
        tags,
        summary: 'A brand with its brand profile',
        description:
          "Public fields and brandProfile (null until filled in). 404 'Brand not found' unless the user holds a brand profile type.",
        errorResponses: [404],
      },
    })
    .input(ZBrandIdRequest)
    .output(ZBrandWithUser)
    .query(({ ctx, input }) => service.getBrand(ctx.db, input.id, ctx.user?.id ?? null)),
  createProfile: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/brands/{id}/profile',
        tags,
        summary: 'Create your brand profile',
        description: `companyName, industry and budget are required. ${writeRule} 409 when it already exists (use PATCH). ${fieldsRule}`,
        errorResponses: [400, 401, 403, 409],
      },
      successStatus: 201,
    })
    .input(ZCreateBrandProfileRequest)
    .output(ZBrandProfile)
    .mutation(({ ctx, input }) => service.createBrandProfile(ctx.db, ctx.user.id, input)),
  updateProfile: authedProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/brands/{id}/profile',
        tags,
        summary: 'Update your brand profile',
        description: `Only the fields sent change; companyName, industry and budget cannot be emptied. ${writeRule} 404 when there is none yet (use POST). ${fieldsRule}`,
        errorResponses: [400, 401, 403, 404],
      },
    })
    .input(ZUpdateBrandProfileRequest)
    .output(ZBrandProfile)
    .mutation(({ ctx, input }) => service.updateBrandProfile(ctx.db, ctx.user.id, input)),
});
