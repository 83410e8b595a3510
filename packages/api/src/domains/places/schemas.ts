import { ZPlace } from '@wallcraft/shared/schemas';
import { z } from 'zod';

export const ZPlaceResult = ZPlace.meta({ id: 'Place' });

export const ZPlaceList = z
  .object({
    items: z.array(ZPlaceResult).describe('Best first: names that start with the text, the most populous first'),
  })
  .meta({ id: 'PlaceList' });
export type TPlaceList = z.infer<typeof ZPlaceList>;

export const ZNearestPlace = z
  .object({ place: ZPlaceResult.nullable().describe('Null when no city is within 50 km') })
  .meta({ id: 'NearestPlace' });
export type TNearestPlace = z.infer<typeof ZNearestPlace>;
