import 'leaflet/dist/leaflet.css';
import { TRACKING_MAP_ZOOM } from '@wallcraft/shared';
import { useEffect } from 'react';
import { CircleMarker, MapContainer, TileLayer, Tooltip, useMap } from 'react-leaflet';
import { env } from '../../env';
import type { MapPoint } from './tracking-format';

type Props = {
  start?: MapPoint | null;
  current: MapPoint | null;
  destination: MapPoint | null;
  height: number;
  currentLabel?: string;
};

/** Keeps the moving marker in view as positions arrive. */
function Follow({ point }: { point: MapPoint | null }) {
  const map = useMap();
  useEffect(() => {
    if (point && !map.getBounds().contains([point.latitude, point.longitude]))
      map.panTo([point.latitude, point.longitude]);
  }, [map, point]);
  return null;
}

const MARKERS = {
  start: { color: '#0a0a0a', fill: '#ffffff', label: 'Start' },
  current: { color: '#0a0a0a', fill: '#00BCD4', label: 'Current position' },
  destination: { color: '#0a0a0a', fill: '#E91E63', label: 'Destination' },
} as const;

function Marker({ kind, point, label }: { kind: keyof typeof MARKERS; point: MapPoint | null; label?: string }) {
  if (!point) return null;
  const look = MARKERS[kind];
  return (
    <CircleMarker
      center={[point.latitude, point.longitude]}
      radius={kind === 'current' ? 11 : 8}
      pathOptions={{ color: look.color, fillColor: look.fill, fillOpacity: 1, weight: 3 }}
    >
      <Tooltip>{label ?? look.label}</Tooltip>
    </CircleMarker>
  );
}

/**
 * The tracking map (a lazy chunk, Leaflet with it): start, current and destination as vector circles, so no marker
 * images load and a blank map (tiles offline) still shows them. Opens at zoom 14 on the current position.
 */
export default function TrackingMap({ start = null, current, destination, height, currentLabel }: Props) {
  const center = current ?? start ?? destination;
  if (!center) return null;
  return (
    // isolate: Leaflet's panes and controls (z-index 400 to 1000) stay inside the map, under dialogs and menus.
    <div data-testid="tracking-map" style={{ height, border: '2px solid #0a0a0a', isolation: 'isolate' }}>
      <MapContainer
        center={[center.latitude, center.longitude]}
        zoom={TRACKING_MAP_ZOOM}
        style={{ height: '100%', width: '100%' }}
      >
        <TileLayer
          url={env.VITE_MAP_TILE_URL}
          attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
        />
        <Marker kind="start" point={start} />
        <Marker kind="destination" point={destination} />
        <Marker kind="current" point={current} label={currentLabel} />
        <Follow point={current} />
      </MapContainer>
    </div>
  );
}
