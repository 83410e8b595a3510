import { TRACKING_GEOLOCATION_OPTIONS } from '@wallcraft/shared';
import { useEffect, useState } from 'react';
import type { MapPoint } from './tracking-format';

export type DevicePosition = {
  /** The latest fix, or null until one arrives. */
  position: MapPoint | null;
  /** False when the browser has no geolocation or the user refused it: nothing can be started then. */
  available: boolean;
};

/**
 * Watches the device's position (high accuracy, fixes up to 10 s old, 5 s timeout). A timeout keeps the last fix;
 * errors are only logged, as the spec asks.
 */
export function useDevicePosition(): DevicePosition {
  const supported = typeof navigator !== 'undefined' && 'geolocation' in navigator;
  const [position, setPosition] = useState<MapPoint | null>(null);
  const [denied, setDenied] = useState(false);

  useEffect(() => {
    if (!supported) return;
    const id = navigator.geolocation.watchPosition(
      (fix) => {
        setDenied(false);
        setPosition({ latitude: fix.coords.latitude, longitude: fix.coords.longitude });
      },
      (error) => {
        console.warn('Geolocation error', error.message);
        if (error.code === error.PERMISSION_DENIED) setDenied(true);
      },
      TRACKING_GEOLOCATION_OPTIONS,
    );
    return () => navigator.geolocation.clearWatch(id);
  }, [supported]);

  return { position, available: supported && !denied };
}
