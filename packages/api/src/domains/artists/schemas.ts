import { ZArtistAvailability } from '@wallcraft/shared';
import { z } from 'zod';
import { ZListRequest, ZPathId, imageList, labelList, optionalText, optionalWebUrl, wholeNumber } from '../../lib/fields';

export const MAX_GALLERY_IMAGES = 30;
export const MAX_UNAVAILABLE_DATES = 366;
/** How far ahead an artist can block dates. */
export const UNAVAILABLE_DATES_HORIZON_DAYS = 2 * 366;

export const ZArtistProfile = z
  .object({
    userId: z.string().uuid(),
    specialties: z.array(z.string()).describe('Sorted, case-insensitively unique'),
    preferredStyles: z.array(z.string()),
    whatIOffer: z.array(z.string()),
    story: z.string().nullable(),
    funFact: z.string().nullable(),
    portfolioImages: z.array(z.string()),
    portfolioUrl: z.string().nullable(),
    completedProjects: z.number().int(),
    rating: z.number().nullable().describe('Average review rating 0-5; null before the first review'),
    hourlyRate: z.number().nullable().describe('US dollars'),
    projectRate: z.number().nullable().describe('US dollars'),
    yearsExperience: z.number().int().nullable(),
    availability: ZArtistAvailability,
    unavailableDates: z.array(z.string()).describe('YYYY-MM-DD, ascending'),
  })
  .meta({ id: 'ArtistProfile' });
export type TArtistProfile = z.infer<typeof ZArtistProfile>;

/** The fields an artist writes (POST: all optional; PATCH: only those sent change). */
const artistFields = {
  specialties: labelList('Specialty', 30, 50, true).optional(),
  preferredStyles: labelList('Style', 20, 50).optional(),
  whatIOffer: labelList('Offer', 20, 200).optional(),
  story: optionalText('Story', 5000),
  funFact: optionalText('Fun fact', 1000),
  portfolioImages: imageList(MAX_GALLERY_IMAGES).optional(),
  portfolioUrl: optionalWebUrl('Portfolio URL'),
  hourlyRate: wholeNumber('Hourly rate', 100_000),
  projectRate: wholeNumber('Project rate', 1_000_000),
  yearsExperience: wholeNumber('Years of experience', 100),
  availability: ZArtistAvailability.optional().describe('Default available'),
};

export const ZArtistProfileRequest = z.object({ id: ZPathId, ...artistFields });
export type TArtistProfileRequest = z.infer<typeof ZArtistProfileRequest>;

export const ZArtistIdRequest = z.object({ id: ZPathId });

export const ZSetGalleryRequest = z.object({
  id: ZPathId,
  images: imageList(MAX_GALLERY_IMAGES).describe(`The whole gallery, in order (replaces it); at most ${MAX_GALLERY_IMAGES}`),
});

export const ZSetUnavailableDatesRequest = z.object({
  id: ZPathId,
  dates: z
    .array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates must be written YYYY-MM-DD'))
    .max(MAX_UNAVAILABLE_DATES, `At most ${MAX_UNAVAILABLE_DATES} dates`)
    .describe('The whole list of days the artist is unavailable (replaces it)'),
});
export const ZUnavailableDates = z.object({ dates: z.array(z.string()).describe('YYYY-MM-DD, ascending, unique') });

export const ZListArtistsRequest = ZListRequest.extend({
  specialty: z.string().trim().max(50).optional().describe('Only artists with this specialty (case-insensitive)'),
});

export const ZArtistSummary = z
  .object({
    id: z.string().uuid(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    verified: z.boolean(),
    location: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    heroImageUrl: z.string().nullable(),
    specialties: z.array(z.string()),
    portfolioImages: z.array(z.string()),
    rating: z.number().nullable(),
    completedProjects: z.number().int(),
    hourlyRate: z.number().nullable(),
    yearsExperience: z.number().int().nullable(),
    availability: ZArtistAvailability.nullable().describe('null while the artist has not filled in a profile'),
  })
  .meta({ id: 'ArtistSummary' });
export type TArtistSummary = z.infer<typeof ZArtistSummary>;
