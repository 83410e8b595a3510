import { projectTypeOf } from '@wallcraft/shared';
import { personPosition } from '../../lib/coarse-location';
import { wireProjectIds } from '../collaboration/service';
import type * as queries from './queries';
import type { TTrackingSession } from './schemas';

/**
 * Who sees what of an artist's way to the wall, for every read: the session as REST and tRPC answer it and the
 * positions tracking.live pushes. The artist sees all of it. The project's owner sees where the artist is only
 * while the session is active and the artist is START_ZONE_METERS or more from where they set off: the start is
 * often a home or a studio, and the first positions would show it exactly. The start itself the owner sees as
 * anyone sees a person's place (lib/coarse-location: two decimals, about 1 km), its address not at all. Anyone
 * else who may read the session (another artist accepted on the project) sees its status and times only.
 */

export type Point = { latitude: number; longitude: number };

/** How far from the start the owner begins to see the artist: past the two decimals' reach (about 0.7 km). */
export const START_ZONE_METERS = 1000;

const EARTH_RADIUS_METERS = 6_371_000;

/** Great-circle distance (haversine) in metres. */
export function metersBetween(a: Point, b: Point): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

const METERS_PER_MILE = 1609.344;
/** Roads wind: the straight line times this is the distance driven (docs/product.md, Live tracking). */
export const ROAD_FACTOR = 1.3;
/** A city's average driving speed, for the plain estimate. */
export const AVERAGE_SPEED_MPH = 30;
/** Closer than this, the artist is arriving (no minutes are given). */
export const ARRIVING_MILES = 0.1;

/**
 * How far the artist is from the site (straight line, miles to one decimal) and a plain estimate of the minutes
 * left (the straight line times ROAD_FACTOR at AVERAGE_SPEED_MPH, rounded up; 0 when arriving). Both null when
 * the position or the destination is unknown to the viewer.
 */
export function siteDistance(position: Point | null, destination: Point | null) {
  if (!position || !destination) return { distanceToSiteMiles: null, etaMinutes: null };
  const miles = metersBetween(position, destination) / METERS_PER_MILE;
  if (miles < ARRIVING_MILES) return { distanceToSiteMiles: Math.round(miles * 10) / 10, etaMinutes: 0 };
  return {
    distanceToSiteMiles: Math.round(miles * 10) / 10,
    etaMinutes: Math.max(1, Math.ceil(((miles * ROAD_FACTOR) / AVERAGE_SPEED_MPH) * 60)),
  };
}

export const pointOf = (latitude: number | null, longitude: number | null): Point | null =>
  latitude === null || longitude === null ? null : { latitude, longitude };

/** Where the owner may see the artist: while active, and once away from the start; null otherwise. */
export function ownerSees(status: TTrackingSession['status'], start: Point | null, position: Point | null) {
  if (status !== 'active' || !position) return null;
  if (start && metersBetween(start, position) < START_ZONE_METERS) return null;
  return position;
}

const NONE = { latitude: null, longitude: null };
const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The session as `viewerId` may see it (the artist, the project's owner, or another artist on the project). */
export function toSession(row: queries.SessionRow, viewerId: string): TTrackingSession {
  const start = pointOf(row.start_latitude, row.start_longitude);
  const current = pointOf(row.current_latitude, row.current_longitude);
  const destination = { latitude: row.destination_latitude, longitude: row.destination_longitude };
  const seen =
    row.artist_id === viewerId
      ? {
          start: { latitude: row.start_latitude, longitude: row.start_longitude },
          current: { latitude: row.current_latitude, longitude: row.current_longitude },
          destination,
          startAddress: row.start_address,
        }
      : row.owner_id === viewerId
        ? {
            start: personPosition(row.artist_id, viewerId, start ?? NONE),
            current: ownerSees(row.status, start, current) ?? NONE,
            destination,
            startAddress: null,
          }
        : { start: NONE, current: NONE, destination: NONE, startAddress: null };
  const projectType = projectTypeOf(row.kind);
  const live = row.status === 'active' ? pointOf(seen.current.latitude, seen.current.longitude) : null;
  return {
    ...siteDistance(live, pointOf(seen.destination.latitude, seen.destination.longitude)),
    id: row.id,
    status: row.status,
    projectType,
    ...wireProjectIds(projectType, row.project_id),
    projectTitle: row.project_title,
    artistId: row.artist_id,
    startLatitude: seen.start.latitude,
    startLongitude: seen.start.longitude,
    destinationLatitude: seen.destination.latitude,
    destinationLongitude: seen.destination.longitude,
    currentLatitude: seen.current.latitude,
    currentLongitude: seen.current.longitude,
    startAddress: seen.startAddress,
    destinationAddress: row.destination_address,
    distanceMeters: Math.round(row.distance_meters),
    lastUpdatedLocation: iso(row.last_updated_location),
    startedAt: row.started_at.toISOString(),
    completedAt: iso(row.completed_at),
  };
}
