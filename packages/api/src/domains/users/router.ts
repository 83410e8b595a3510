import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@wallcraft/shared';
import { ZPage } from '@wallcraft/shared/schemas';
import { router } from '../../trpc/init';
import { authedProcedure, publicProcedure } from '../../trpc/procedures';
import { PROFILE_LIST_LIMIT, ZPublicProfile } from '../profiles/schemas';
import { findArtistProfile } from '../artists/service';
import { findPublicBrandProfile } from '../brands/service';
import { getPublicProfile, recordProfileView } from '../profiles/profile-service';
import { viewerKey } from '../../lib/item-views';
import {
  ZListUsersRequest,
  ZSetImagesRequest,
  ZUpdateUserRequest,
  ZUser,
  ZUserIdRequest,
  ZUserSummary,
} from './schemas';
import { listUsers, setImages, updateUser } from './service';

const tags = ['users'];

export const usersRouter = router({
  list: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/users',
        tags,
        summary: 'List users',
        description: `Public fields only, newest first. Optional search (name, location, business name) and userType. limit defaults to ${DEFAULT_PAGE_SIZE}; above ${MAX_PAGE_SIZE} is refused (400).`,
        errorResponses: [400],
      },
    })
    .input(ZListUsersRequest)
    .output(ZPage(ZUserSummary))
    .query(({ ctx, input }) => listUsers(ctx.db, input)),
  get: publicProcedure
    .meta({
      scopes: ['profile:read'],
      openapi: {
        method: 'GET',
        path: '/users/{id}',
        tags,
        summary: "A user's public profile",
        description: `Public fields (never email, phone, address, business email or emergency contacts), the artist and brand profiles, walls, wall projects, brand projects and received reviews (newest ${PROFILE_LIST_LIMIT} of each) and the stats the page shows. 404 'User not found'.`,
        errorResponses: [404],
      },
    })
    .input(ZUserIdRequest)
    .output(ZPublicProfile)
    .query(({ ctx, input }) =>
      getPublicProfile(ctx.db, input.id, ctx.user?.id ?? null, {
        artistProfile: findArtistProfile,
        brandProfile: findPublicBrandProfile,
      }),
    ),
  view: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/users/{id}/view',
        tags,
        summary: "Count a visit to a user's public profile",
        description:
          "Called by the profile page when it opens: counts once per visitor per day toward the user's PROFILE VIEWS; your own profile never counts (counted false). 404 'User not found'.",
        errorResponses: [404],
      },
    })
    .input(ZUserIdRequest)
    .output(z.object({ counted: z.boolean().describe('True when this was your first visit today') }))
    .mutation(({ ctx, input }) =>
      recordProfileView(ctx.db, input.id, { key: viewerKey(ctx), userId: ctx.user?.id ?? null }),
    ),
  update: authedProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/users/{id}',
        tags,
        summary: 'Update your own user',
        description:
          'Name, location, bio, links, business and emergency fields. With userType (onboarding), adds that profile if missing and makes it active. Only on your own user (403 otherwise).',
        errorResponses: [400, 401, 403],
      },
    })
    .input(ZUpdateUserRequest)
    .output(ZUser)
    .mutation(({ ctx, input }) => updateUser(ctx.db, ctx.user.id, input)),
  setImages: authedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/users/{id}/images',
        tags,
        summary: 'Set your profile and hero images',
        description:
          'profileImageUrl and/or heroImageUrl: an uploaded image (/media/...) or an http(s) URL; null removes one, a field left out is kept. Only on your own user (403 otherwise).',
        errorResponses: [400, 401, 403],
      },
    })
    .input(ZSetImagesRequest)
    .output(ZUser)
    .mutation(({ ctx, input }) => setImages(ctx.db, ctx.user.id, input)),
});
