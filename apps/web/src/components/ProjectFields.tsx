import { NumberInput, Select, SimpleGrid, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import {
  PROJECT_TIMELINES,
  PROJECT_TIMELINE_LABELS,
  SPECIALTY_SUGGESTIONS,
  type TProjectTimeline,
} from '@wallcraft/shared';
import type { RequestForm } from '../lib/form';
import { ImageUpload } from './ImageUpload/ImageUpload';
import { LocationField } from './LocationField/LocationField';

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
  };
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
