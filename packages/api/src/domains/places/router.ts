import { ZNearestPlaceInput, ZPlaceSearchInput } from '@wallcraft/shared/schemas';
import { router } from '../../trpc/init';
import { publicProcedure } from '../../trpc/procedures';
import { ZNearestPlace, ZPlaceList } from './schemas';
import * as service from './service';

const tags = ['places'];

export const placesRouter = router({
  search: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/places',
        tags,
        summary: 'Cities whose name starts with the text, for a location field',
        description:
          'The gazetteer: cities of the world with 1,000 people or more (GeoNames). Names that start with `q` come ' +
          'first, the most populous first; "Portland, ME" keeps cities whose region or country starts with what ' +
          'follows the comma; a misspelt name finds the nearest spellings. Open to everyone. Picking a place sets ' +
          "a location's text (`label`) and its coordinates.",
        errorResponses: [400],
      },
    })
    .input(ZPlaceSearchInput)
    .output(ZPlaceList)
    .query(({ ctx, input }) => service.searchPlaces(ctx.db, input)),
  nearest: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/places/nearest',
        tags,
        summary: 'The city nearest a position (USE MY LOCATION)',
        description: 'The nearest city within 50 km of the position, or `place: null`. Open to everyone.',
        errorResponses: [400],
      },
    })
    .input(ZNearestPlaceInput)
    .output(ZNearestPlace)
    .query(({ ctx, input }) => service.nearestPlace(ctx.db, input)),
});
