import 'leaflet/dist/leaflet.css';
import { HOUSTON, MAP_DEFAULT_ZOOM } from '@wallcraft/shared';
import { useEffect } from 'react';
import { CircleMarker, MapContainer, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { env } from '../../env';
import type { LatLng } from './MapPinPicker';

function ClickToPick({ onPick }: { onPick: (value: LatLng) => void }) {
  useMapEvents({ click: (event) => onPick({ latitude: event.latlng.lat, longitude: event.latlng.lng }) });
  return null;
}

/** Keeps a typed-in pin in view. */
function FollowPin({ value }: { value: LatLng | null }) {
  const map = useMap();
  useEffect(() => {
    if (value && !map.getBounds().contains([value.latitude, value.longitude]))
      map.panTo([value.latitude, value.longitude]);
  }, [map, value]);
  return null;
}

/**
 * The map itself (a lazy chunk). The pin is a vector circle, so no marker images have to load; clicks work
 * on a blank map too, so a failed tile server does not stop a pin from being set.
 */
export default function PinMap({
  value,
  onPick,
  height,
}: {
  value: LatLng | null;
  onPick: (value: LatLng) => void;
  height: number;
}) {
  const center: [number, number] = value ? [value.latitude, value.longitude] : [HOUSTON.latitude, HOUSTON.longitude];
  return (
    // isolate: Leaflet's panes and controls stay inside the map, under dialogs and menus.
    <div data-testid="map-pin-picker" style={{ height, border: '2px solid #0a0a0a', isolation: 'isolate' }}>
      <MapContainer
        center={center}
        zoom={MAP_DEFAULT_ZOOM - 2}
        style={{ height: '100%', width: '100%', cursor: 'crosshair' }}
      >
        <TileLayer
          url={env.VITE_MAP_TILE_URL}
          attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
        />
        <ClickToPick onPick={onPick} />
        <FollowPin value={value} />
        {value ? (
          <CircleMarker
            center={[value.latitude, value.longitude]}
            radius={10}
            pathOptions={{ color: '#0a0a0a', fillColor: '#E91E63', fillOpacity: 1, weight: 3 }}
          />
        ) : null}
      </MapContainer>
    </div>
  );
}
