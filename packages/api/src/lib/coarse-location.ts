/**
 * Where a person lives is theirs: everyone else sees it to about 1 km. The server keeps and computes with the
 * exact values (distance sorting, filters, map bounds); only what leaves the server is rounded. Walls are public
 * places and keep their exact pin, so this applies to people (users, artists, brands) only.
 */

/** Two decimals of a degree: about 1.1 km of latitude, less of longitude away from the equator. */
const COARSE_DECIMALS = 2;

type Position = { latitude: number | null; longitude: number | null };

const round = (value: number | null, decimals: number) =>
  value === null ? null : Number(value.toFixed(decimals)) || 0;

/** A person's position as the viewer may see it: exact for the person themselves, about 1 km for anyone else. */
export function personPosition(personId: string, viewerId: string | null, position: Position): Position {
  if (personId === viewerId) return { latitude: position.latitude, longitude: position.longitude };
  return { latitude: round(position.latitude, COARSE_DECIMALS), longitude: round(position.longitude, COARSE_DECIMALS) };
}

/**
 * The distance from a position the viewer chose to a person, as the viewer may see it: whole miles for anyone but
 * the person, so distances from a few chosen points cannot pin the exact position the coordinates hide.
 */
export function personDistanceMiles(personId: string, viewerId: string | null, miles: number | null): number | null {
  return personId === viewerId ? miles : round(miles, 0);
}
