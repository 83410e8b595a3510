import { ZArtistAvailability } from '@wallcraft/shared';
import { z } from 'zod';
import { ZPathId } from '@wallcraft/shared/schemas';
import { ZListRequest } from '../../lib/fields';

export { MAX_GALLERY_IMAGES, MAX_UNAVAILABLE_DATES, ZArtistProfileRequest, ZSetGalleryRequest, ZSetUnavailableDatesRequest, type TArtistProfileRequest } from '@wallcraft/shared/schemas';
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

export const ZArtistIdRequest = z.object({ id: ZPathId });

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
