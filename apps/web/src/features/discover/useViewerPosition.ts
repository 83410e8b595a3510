import { GEOLOCATION_OPTIONS } from '@wallcraft/shared';
import { useEffect, useState, useSyncExternalStore } from 'react';

export type ViewerPosition = { lat: number; lng: number };
/**
 * What Discover says whenever it has no position: permission denied, no fix in time, or no geolocation at all.
 * The browser's own messages ("User denied Geolocation") are for developers, not for people.
 */
export const LOCATION_OFF_TEXT = 'Turn on location to sort by distance';
/** Until the device answers (at most the 5 s timeout), and once it has. */
export const LOCATION_PENDING_TEXT = 'Finding your location…';
export const LOCATION_ON_TEXT = 'Distances are from your location';

/**
 * The viewer's position from the device (timeout 5 s, a cached position up to 5 minutes old, low
 * accuracy). Asked once per mount; any failure reads LOCATION_OFF_TEXT.
 */
const noSubscription = () => () => undefined;

export function useViewerPosition(): { position: ViewerPosition | null; error: string | null } {
  // The server's render (and so the browser's hydration) takes geolocation as supported: no message yet.
  const supported = useSyncExternalStore(
    noSubscription,
    () => 'geolocation' in navigator,
    () => true,
  );
  const [state, setState] = useState<{ position: ViewerPosition | null; error: string | null }>({
    position: null,
    error: null,
  });

  useEffect(() => {
    if (!supported) return;
    let active = true;
    navigator.geolocation.getCurrentPosition(
      (p) => active && setState({ position: { lat: p.coords.latitude, lng: p.coords.longitude }, error: null }),
      () => active && setState({ position: null, error: LOCATION_OFF_TEXT }),
      GEOLOCATION_OPTIONS,
    );
    return () => {
      active = false;
    };
  }, [supported]);

  return supported ? state : { position: null, error: LOCATION_OFF_TEXT };
}
