import { ZArtistAvailability } from '@wallcraft/shared';
import { z } from 'zod';
import { ZPathId } from '@wallcraft/shared/schemas';
import { ZListRequest } from '../../lib/fields';
import { ZArtistRates } from '../profiles/schemas';

export { ZArtistProfile, ZArtistRates, type TArtistProfile, type TArtistRates } from '../profiles/schemas';

export {
  MAX_GALLERY_IMAGES,
  MAX_UNAVAILABLE_DATES,
  ZArtistProfileRequest,
  ZSetGalleryRequest,
  ZSetUnavailableDatesRequest,
  type TArtistProfileRequest,
} from '@wallcraft/shared/schemas';
/** How far ahead an artist can block dates. */
export const UNAVAILABLE_DATES_HORIZON_DAYS = 2 * 366;

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
    rates: ZArtistRates,
    hourlyRate: z
      .number()
      .nullable()
      .meta({ deprecated: true, description: 'Deprecated: use rates.hourly. US dollars as a number' }),
    yearsExperience: z.number().int().nullable(),
    availability: ZArtistAvailability.nullable().describe('null while the artist has not filled in a profile'),
  })
  .meta({ id: 'ArtistSummary' });
export type TArtistSummary = z.infer<typeof ZArtistSummary>;
