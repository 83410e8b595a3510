/** A point as the tracking screens show it: "29.76040, -95.36980", or 'Location not available'. */
export function coordinatesText(latitude: number | null, longitude: number | null): string {
  if (latitude === null || longitude === null) return 'Location not available';
  return `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`;
}

/** Metres travelled: "850 m" below a kilometre, else "3.2 km". */
export function distanceText(meters: number): string {
  return meters < 1000 ? `${Math.round(meters)} m` : `${(meters / 1000).toFixed(1)} km`;
}

/** A time of day with seconds, for the last position ("14:05:09"). */
export function timeText(iso: string | null): string {
  if (!iso) return 'Not yet';
  return new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
}

export type MapPoint = { latitude: number; longitude: number };

export const pointOf = (latitude: number | null, longitude: number | null): MapPoint | null =>
  latitude === null || longitude === null ? null : { latitude, longitude };

/** The live card's id on a project's page: a tracking_update notification links to `#live-tracking`. */
export const LIVE_TRACKING_ANCHOR = 'live-tracking';
