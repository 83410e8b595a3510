import {
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import {
  PROJECT_TIMELINES,
  PROJECT_TIMELINE_LABELS,
  SPECIALTY_SUGGESTIONS,
  type TProjectTimeline,
} from '@wallcraft/shared';
import type { RequestForm } from '../lib/form';
import { ImageUpload } from './ImageUpload/ImageUpload';
import { LocationField } from './LocationField/LocationField';
import { MapPinPicker, type LatLng } from './MapPinPicker/MapPinPicker';

/** What both posting forms (brand project, wall project) hold; the wall is optional for one, required for the other. */
export type ProjectValues = {
  title: string;
  description: string;
  location: string;
  /** A picked city's (or the device's) coordinates; without them the server locates the text. */
  latitude?: number | null;
  longitude?: number | null;
  budget: number | string;
  timeline: TProjectTimeline | null;
  preferredStyles: string[];
  images: string[];
  wallId: string | null;
  /** Seen only by the owner and the hired artists (the site fields). */
  streetAddress: string;
  sitePin: LatLng | null;
};
export type ProjectForm = RequestForm<ProjectValues, unknown>;

export const EMPTY_PROJECT: ProjectValues = {
  title: '',
  description: '',
  location: '',
  budget: '',
  timeline: null,
  preferredStyles: [],
  images: [],
  wallId: null,
  streetAddress: '',
  sitePin: null,
};

/** The request: empty optional fields are left out. */
export function projectRequest(values: ProjectValues) {
  return {
    title: values.title,
    location: values.location,
    ...(values.latitude != null && values.longitude != null
      ? { latitude: values.latitude, longitude: values.longitude }
      : {}),
    preferredStyles: values.preferredStyles,
    images: values.images,
    ...(values.description.trim() ? { description: values.description } : {}),
    ...(values.budget !== '' ? { budget: values.budget } : {}),
    ...(values.timeline ? { timeline: values.timeline } : {}),
    ...(values.wallId ? { wallId: values.wallId } : {}),
    ...(values.streetAddress.trim() ? { streetAddress: values.streetAddress } : {}),
    ...(values.sitePin ? { siteLatitude: values.sitePin.latitude, siteLongitude: values.sitePin.longitude } : {}),
  };
}

/**
 * Where the work happens: a street address and an optional pin on the site, shown only to the owner and the
 * artists they hire (the live tracking heads for the pin when there is no wall's).
 */
function SiteFields({ form }: { form: ProjectForm }) {
  const [pinning, setPinning] = useState(form.values.sitePin !== null);
  return (
    <Stack gap="xs">
      <TextInput
        label="Street address"
        description="Optional. Only you and the artists you hire see it."
        maxLength={200}
        {...form.getInputProps('streetAddress')}
      />
      {pinning ? (
        <>
          <MapPinPicker
            label="Site pin"
            value={form.values.sitePin}
            onChange={(pin) => form.setFieldValue('sitePin', pin)}
            height={220}
          />
          <Group>
            <Button
              variant="subtle"
              color="dark"
              size="compact-sm"
              onClick={() => {
                form.setFieldValue('sitePin', null);
                setPinning(false);
              }}
            >
              REMOVE SITE PIN
            </Button>
          </Group>
        </>
      ) : (
        <Group>
          <Button variant="outline" color="dark" size="compact-sm" onClick={() => setPinning(true)}>
            PIN THE SITE ON A MAP
          </Button>
        </Group>
      )}
      {form.errors.siteLatitude ? (
        <Text c="red" size="sm">
          {form.errors.siteLatitude}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The timeline offers the five spans Discover filters by (PROJECT_TIMELINES), for both kinds. */
const TIMELINE_OPTIONS = PROJECT_TIMELINES.map((value) => ({ value, label: PROJECT_TIMELINE_LABELS[value] }));

export function ProjectFields({ form, locationHint }: { form: ProjectForm; locationHint?: string }) {
  return (
    <Stack>
      <TextInput label="Title" required {...form.getInputProps('title')} />
      <Textarea label="Description" autosize minRows={3} {...form.getInputProps('description')} />
      <LocationField
        required
        description={locationHint}
        value={form.values}
        onChange={(next) => {
          form.setValues(next);
          form.clearFieldError('location');
        }}
        error={form.errors.location}
      />
      <SiteFields form={form} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          label="Budget (USD)"
          prefix="$"
          min={0}
          thousandSeparator=","
          decimalScale={2}
          {...form.getInputProps('budget')}
        />
        <Select label="Timeline" clearable data={TIMELINE_OPTIONS} {...form.getInputProps('timeline')} />
      </SimpleGrid>
      <TagsInput
        label="Preferred styles"
        placeholder="Pick or type a style and press Enter"
        data={[...SPECIALTY_SUGGESTIONS]}
        {...form.getInputProps('preferredStyles')}
      />
      <ImageUpload
        label="Project Images"
        value={form.values.images}
        onChange={(urls) => form.setFieldValue('images', urls)}
        error={form.errors.images}
      />
    </Stack>
  );
}
