import type { DB } from '@wallcraft/db';
import { personDistanceMiles } from '../../lib/coarse-location';
import { DASHBOARD_MATCH_ARTISTS, DASHBOARD_MATCH_BRANDS, DASHBOARD_MATCH_WALLS } from '@wallcraft/shared';
import { getActiveUserType } from '../accounts/service';
import { personCard, wallCard } from '../recently-viewed/service';
import { centsToDecimalString } from '@wallcraft/shared';
import { artistEarningsCents } from '../payments/service';
import * as queries from './queries';
import type { TDashboardStats, TMatch, TMatchesResponse, TRevenueResponse } from './schemas';

const rank = (row: queries.Ranked) => ({
  distanceMiles: row.distance_miles === null ? null : Number(row.distance_miles),
  sharedStyles: Number(row.shared_styles),
});
/** A person's distance in whole miles, like every place that shows people to others (the viewer is never one). */
const rankPerson = (row: queries.Ranked & { id: string }) => {
  const ranked = rank(row);
  return { distanceMiles: personDistanceMiles(row.id, null, ranked.distanceMiles), sharedStyles: ranked.sharedStyles };
};

/**
 * GET /dashboard/matches. Artists get walls and brands ('Projects For You'); wall owners, brands and
 * users without a profile yet get artists ('Artists For You'). Never the viewer themself.
 */
export async function getMatches(db: DB, viewerId: string): Promise<TMatchesResponse> {
  const viewerType = await getActiveUserType(db, viewerId);
  const { origin, styles } = await queries.viewerProfile(db, viewerId, viewerType);
  const base = { viewerId, origin, styles };

  if (viewerType === 'artist') {
    const [walls, brands] = await Promise.all([
      queries.rankedWalls(db, { ...base, limit: DASHBOARD_MATCH_WALLS }),
      queries.rankedPeople(db, { ...base, type: 'brand', limit: DASHBOARD_MATCH_BRANDS }),
    ]);
    const items: TMatch[] = [
      // Onto each fresh card: a literal opening with a spread is V8's slow path (trpc/create-context.ts).
      ...walls.map((row) => Object.assign(wallCard(row), { type: 'wall' as const }, rank(row))),
      ...brands.map((row) => Object.assign(personCard('brand', row), { type: 'brand' as const }, rankPerson(row))),
    ];
    return { viewerType, heading: 'Projects For You', items };
  }

  const artists = await queries.rankedPeople(db, { ...base, type: 'artist', limit: DASHBOARD_MATCH_ARTISTS });
  return {
    viewerType,
    heading: 'Artists For You',
    items: artists.map((row) => Object.assign(personCard('artist', row), { type: 'artist' as const }, rankPerson(row))),
  };
}

/** GET /dashboard/revenue: the artist's REVENUE card, money actually released to them (never budgets). */
export async function getRevenue(db: DB, userId: string): Promise<TRevenueResponse> {
  return { revenue: centsToDecimalString(await artistEarningsCents(db, userId)) };
}

/** GET /dashboard/stats: the PROJECTS, PROFILE VIEWS and SAVED cards, counted from the data. */
export async function getStats(db: DB, userId: string): Promise<TDashboardStats> {
  const userType = await getActiveUserType(db, userId);
  const countProjects = {
    artist: queries.countArtistProjects,
    brand: (db: DB, id: string) => queries.countOwnProjects(db, id, 'brand'),
    wall_owner: (db: DB, id: string) => queries.countOwnProjects(db, id, 'wall'),
  } as const;
  const [projects, profileViews, saved] = await Promise.all([
    userType ? countProjects[userType](db, userId) : 0,
    queries.countProfileViews(db, userId),
    queries.countSavedItems(db, userId),
  ]);
  return { projects, profileViews, saved };
}
