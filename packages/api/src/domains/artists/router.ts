import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@wallcraft/shared';
import { ZPage } from '@wallcraft/shared/schemas';
import { router } from '../../trpc/init';
import { authedProcedure, publicProcedure } from '../../trpc/procedures';
import {
  MAX_GALLERY_IMAGES,
  MAX_UNAVAILABLE_DATES,
  ZArtistIdRequest,
  ZArtistProfile,
  ZArtistProfileRequest,
  ZArtistSummary,
  ZListArtistsRequest,
  ZSetGalleryRequest,
  ZSetUnavailableDatesRequest,
  ZUnavailableDates,
} from './schemas';
import * as service from './service';

const tags = ['artists'];
const writeRule = 'Only on your own user, while you hold an artist profile type (403 otherwise).';
const fieldsRule =
  'Specialties are trimmed, non-empty, merged case-insensitively and sorted; rates are whole US dollars and years a whole number (numbers or numeric strings, "" for none); image URLs are uploaded images (/media/...) or http(s) URLs.';

export const artistsRouter = router({
  list: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/artists',
        tags,
        summary: 'List artists',
        description: `Users with an artist profile type, best rated first. Optional search (name, location, specialties) and specialty filter. limit defaults to ${DEFAULT_PAGE_SIZE}; above ${MAX_PAGE_SIZE} is refused (400).`,
        errorResponses: [400],
      },
    })
    .input(ZListArtistsRequest)
    .output(ZPage(ZArtistSummary))
    .query(({ ctx, input }) => service.listArtists(ctx.db, input)),
  getProfile: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/artists/{id}/profile',
        tags,
        summary: "An artist's profile",
        description: 'Public. 404 when the user has no artist profile.',
        errorResponses: [404],
      },
    })
    .input(ZArtistIdRequest)
    .output(ZArtistProfile)
    .query(({ ctx, input }) => service.getArtistProfile(ctx.db, input.id, ctx.user?.id ?? null)),
  createProfile: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/artists/{id}/profile',
        tags,
        summary: 'Create your artist profile',
        description: `${writeRule} 409 when it already exists (use PATCH). ${fieldsRule}`,
        errorResponses: [400, 401, 403, 409],
      },
      successStatus: 201,
    })
    .input(ZArtistProfileRequest)
    .output(ZArtistProfile)
    .mutation(({ ctx, input }) => service.createArtistProfile(ctx.db, ctx.user.id, input)),
  updateProfile: authedProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/artists/{id}/profile',
        tags,
        summary: 'Update your artist profile',
        description: `Only the fields sent change. ${writeRule} 404 when there is none yet (use POST). ${fieldsRule}`,
        errorResponses: [400, 401, 403, 404],
      },
    })
    .input(ZArtistProfileRequest)
    .output(ZArtistProfile)
    .mutation(({ ctx, input }) => service.updateArtistProfile(ctx.db, ctx.user.id, input)),
  setGallery: authedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/artists/{id}/gallery',
        tags,
        summary: 'Replace your gallery',
        description: `The full list of portfolio images each time, at most ${MAX_GALLERY_IMAGES}; exact repeats are dropped. Creates a default profile when there is none. ${writeRule}`,
        errorResponses: [400, 401, 403],
      },
    })
    .input(ZSetGalleryRequest)
    .output(ZArtistProfile)
    .mutation(({ ctx, input }) => service.setGallery(ctx.db, ctx.user.id, input)),
  setUnavailableDates: authedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/artists/{id}/unavailable-dates',
        tags,
        summary: 'Replace your unavailable dates',
        description: `The full list of days (YYYY-MM-DD) each time, at most ${MAX_UNAVAILABLE_DATES}. Each must be a calendar date at most two years ahead (400 naming the entry); repeats are merged, the answer is sorted, and days before yesterday (UTC) are dropped. Creates a default profile when there is none. ${writeRule}`,
        errorResponses: [400, 401, 403],
      },
    })
    .input(ZSetUnavailableDatesRequest)
    .output(ZUnavailableDates)
    .mutation(({ ctx, input }) => service.setUnavailableDates(ctx.db, ctx.user.id, input)),
});
