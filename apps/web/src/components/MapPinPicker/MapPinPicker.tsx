import { Button, Group, NumberInput, Skeleton, Stack, Text } from '@mantine/core';
import { lazy } from 'react';
import { BrowserSuspense } from '../BrowserSuspense';

export type LatLng = { latitude: number; longitude: number };

type Props = {
  value: LatLng | null;
  onChange: (value: LatLng | null) => void;
  label?: string;
  height?: number;
};

/** Leaflet and its CSS load only when a form with a pin picker opens. */
const PinMap = lazy(() => import('./PinMap'));

const round = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * A map to drop a pin on, so a wall gets coordinates without an online geocoder: click the map to set the
 * pin. Latitude and longitude can also be typed, so the picker still works when map tiles cannot load.
 */
export function MapPinPicker({ value, onChange, label = 'Map location', height = 280 }: Props) {
  const setPart = (part: keyof LatLng, input: string | number) => {
    const n = typeof input === 'number' ? input : Number.parseFloat(input);
    if (!Number.isFinite(n)) return;
    // Typing one half first puts the other at 0 until it is typed too.
    onChange({ latitude: value?.latitude ?? 0, longitude: value?.longitude ?? 0, [part]: n });
  };
  return (
    <Stack gap="xs">
      <Text fw={700} size="sm">
        {label}
      </Text>
      <Text size="xs" c="dimmed">
        Click the map to drop a pin on the spot, or type the coordinates.
      </Text>
      <BrowserSuspense fallback={<Skeleton h={height} />}>
        <PinMap
          value={value}
          height={height}
          onPick={(picked) => onChange({ latitude: round(picked.latitude), longitude: round(picked.longitude) })}
        />
      </BrowserSuspense>
      {/* On a phone the button takes a line of its own rather than squeezing its label. */}
      <Group align="flex-end" gap="xs">
        <NumberInput
          label="Latitude"
          style={{ flex: '1 1 7rem' }}
          min={-90}
          max={90}
          decimalScale={6}
          value={value?.latitude ?? ''}
          onChange={(v) => setPart('latitude', v)}
        />
        <NumberInput
          label="Longitude"
          style={{ flex: '1 1 7rem' }}
          min={-180}
          max={180}
          decimalScale={6}
          value={value?.longitude ?? ''}
          onChange={(v) => setPart('longitude', v)}
        />
        <Button variant="default" disabled={!value} onClick={() => onChange(null)} style={{ flexShrink: 0 }}>
          CLEAR PIN
        </Button>
      </Group>
    </Stack>
  );
}
