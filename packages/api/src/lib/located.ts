import { locatePlace, type DB } from '@wallcraft/db';

type Position = { latitude: number | null; longitude: number | null };

/**
 * The coordinates to store with a location a client wrote: the ones it sent (a picked city, a dropped pin, the
 * device's position) win; without them, the city the text names, from the gazetteer ("Austin, TX"); a cleared
 * location clears them. `undefined`: nothing to change (no location given, or one that names no known city).
 */
export async function positionOf(
  db: DB,
  input: { location?: string | null; latitude?: number | null; longitude?: number | null },
): Promise<Position | undefined> {
  if (input.latitude !== undefined || input.longitude !== undefined) {
    return { latitude: input.latitude ?? null, longitude: input.longitude ?? null };
  }
  if (input.location === null) return { latitude: null, longitude: null };
  if (!input.location?.trim()) return undefined;
  return (await locatePlace(db, input.location)) ?? undefined;
}
