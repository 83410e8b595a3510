import { NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import {
  LENGTH_UNIT_LABELS,
  fromFeet,
  toFeet,
  type SURFACE_TYPES,
  type TLengthUnit,
  type VISIBILITIES,
  type WALL_STATUSES,
} from '@wallcraft/shared';
import { useState } from 'react';
import { ImageUpload } from '../../components/ImageUpload/ImageUpload';
import { LocationField } from '../../components/LocationField/LocationField';
import { MapPinPicker, type LatLng } from '../../components/MapPinPicker/MapPinPicker';
import type { RequestForm } from '../../lib/form';
import type { RouterOutputs } from '../../lib/trpc';
import { SURFACE_OPTIONS, VISIBILITY_OPTIONS, WALL_STATUS_OPTIONS } from './wall-options';

type Surface = (typeof SURFACE_TYPES)[number];
type Visibility = (typeof VISIBILITIES)[number];
type Status = (typeof WALL_STATUSES)[number];

export const EMPTY_WALL = {
  title: '',
  description: '',
  location: '',
  address: '',
  width: '' as number | string,
  height: '' as number | string,
  surfaceType: null as Surface | null,
  wallType: '',
  visibility: null as Visibility | null,
  status: 'available' as Status,
  images: [] as string[],
  pin: null as LatLng | null,
  /** The unit width and height are typed in (the viewer's); the request carries feet. */
  unit: 'ft' as TLengthUnit,
};
export type WallValues = typeof EMPTY_WALL;

/** A listed wall as the form holds it, for editing. */
export function wallValues(wall: RouterOutputs['walls']['get'], unit: TLengthUnit): WallValues {
  return {
    title: wall.title,
    description: wall.description ?? '',
    location: wall.location ?? '',
    address: wall.address ?? '',
    width: wall.width != null ? fromFeet(wall.width, unit) : '',
    height: wall.height != null ? fromFeet(wall.height, unit) : '',
    surfaceType: wall.surfaceType,
    wallType: wall.wallType ?? '',
    visibility: wall.visibility,
    status: wall.status,
    images: wall.images,
    pin:
      wall.latitude != null && wall.longitude != null ? { latitude: wall.latitude, longitude: wall.longitude } : null,
    unit,
  };
}

/** Empty size fields are sent as null; unchosen selects are null too. Metres become feet, to two decimals. */
const feet = (value: number | string, unit: TLengthUnit) =>
  value === '' ? null : Math.round(toFeet(Number(value), unit) * 100) / 100;

/** Without a pin the server places the wall at the city its location names. */
export function wallRequest({ pin, width, height, unit, ...values }: WallValues) {
  return { ...values, width: feet(width, unit), height: feet(height, unit), ...(pin ?? {}) };
}

/** Every field of a wall, as listing one and editing one show them. */
export function WallFields({ form }: { form: RequestForm<WallValues, unknown> }) {
  // A pin the location field set (a picked city, the device's position) follows the text: new text drops it.
  // One dropped on the map is the wall's own spot and stays.
  const [pinFromField, setPinFromField] = useState(false);
  const unitWord = LENGTH_UNIT_LABELS[form.values.unit].toLowerCase();
  return (
    <Stack>
      <TextInput label="Wall Title" required {...form.getInputProps('title')} />
      <Textarea label="Description" autosize minRows={3} {...form.getInputProps('description')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <LocationField
          required
          value={{ location: form.values.location, ...form.values.pin }}
          onChange={({ location, latitude, longitude }) => {
            const set = latitude != null && longitude != null;
            form.setFieldValue('location', location);
            form.clearFieldError('location');
            if (set) form.setFieldValue('pin', { latitude, longitude });
            else if (pinFromField) form.setFieldValue('pin', null);
            setPinFromField(set);
          }}
          error={form.errors.location}
        />
        <TextInput label="Address" {...form.getInputProps('address')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          label={`Width (${unitWord})`}
          step={0.1}
          min={0}
          decimalScale={2}
          {...form.getInputProps('width')}
        />
        <NumberInput
          label={`Height (${unitWord})`}
          step={0.1}
          min={0}
          decimalScale={2}
          {...form.getInputProps('height')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select label="Surface Type" data={SURFACE_OPTIONS} clearable {...form.getInputProps('surfaceType')} />
        <TextInput label="Wall Type" placeholder="Exterior, interior, rooftop…" {...form.getInputProps('wallType')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select label="Visibility" data={VISIBILITY_OPTIONS} clearable {...form.getInputProps('visibility')} />
        <Select label="Status" data={WALL_STATUS_OPTIONS} allowDeselect={false} {...form.getInputProps('status')} />
      </SimpleGrid>
      <ImageUpload
        label="Wall Images"
        value={form.values.images}
        onChange={(urls) => form.setFieldValue('images', urls)}
        error={form.errors.images}
      />
      <MapPinPicker
        value={form.values.pin}
        onChange={(pin) => {
          form.setFieldValue('pin', pin);
          setPinFromField(false);
        }}
      />
    </Stack>
  );
}
