import { GEOLOCATION_OPTIONS } from '@wallcraft/shared';
import { useEffect, useState, useSyncExternalStore } from 'react';

export type ViewerPosition = { lat: number; lng: number };
export const GEOLOCATION_UNSUPPORTED = 'Geolocation is not supported by your browser';

/**
 * The viewer's position from the device (timeout 5 s, a cached position up to 5 minutes old, low
 * accuracy). Asked once per mount; on failure the device's own message is kept.
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
      (e) => active && setState({ position: null, error: e.message }),
      GEOLOCATION_OPTIONS,
    );
    return () => {
      active = false;
    };
  }, [supported]);

  return supported ? state : { position: null, error: GEOLOCATION_UNSUPPORTED };
}
