import { NumberInput, Select, SimpleGrid, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import { SPECIALTY_SUGGESTIONS, TIMELINES, type TTimeline } from '@wallcraft/shared';
import { ImageUpload } from './ImageUpload/ImageUpload';

/** What both posting forms (brand project, wall project) share. */
export type ProjectValues = {
  title: string;
  description: string;
  location: string;
  budget: number | string;
  timeline: TTimeline | null;
  preferredStyles: string[];
  images: string[];
};
export type ProjectErrors = Partial<Record<'title' | 'location' | 'budget', string>>;

export const EMPTY_PROJECT: ProjectValues = { title: '', description: '', location: '', budget: '', timeline: null, preferredStyles: [], images: [] };

export function validateProject(values: ProjectValues): ProjectErrors {
  const errors: ProjectErrors = {};
  if (!values.title.trim()) errors.title = 'Title is required';
  if (!values.location.trim()) errors.location = 'Location is required';
  if (values.budget !== '' && !(Number(values.budget) >= 0)) errors.budget = 'Budget must be a non-negative amount in dollars';
  return errors;
}

/** The payload: trimmed, empty optional fields left out (spec 2, section 5). */
export function projectPayload(values: ProjectValues) {
  return {
    title: values.title.trim(),
    location: values.location.trim(),
    preferredStyles: values.preferredStyles,
    images: values.images,
    ...(values.description.trim() ? { description: values.description.trim() } : {}),
    ...(values.budget !== '' ? { budget: Number(values.budget) } : {}),
    ...(values.timeline ? { timeline: values.timeline } : {}),
  };
}

export function ProjectFields({
  values,
  errors,
  onChange,
  timelineLabels,
  locationHint,
}: {
  values: ProjectValues;
  errors: ProjectErrors;
  onChange: (values: ProjectValues) => void;
  timelineLabels: Record<TTimeline, string>;
  locationHint?: string;
}) {
  const set = <K extends keyof ProjectValues>(key: K, value: ProjectValues[K]) => onChange({ ...values, [key]: value });
  return (
    <Stack>
      <TextInput label="Title" required value={values.title} onChange={(e) => set('title', e.currentTarget.value)} error={errors.title} />
      <Textarea classNames={{ label: 'wc-label' }} label="Description" autosize minRows={3} value={values.description} onChange={(e) => set('description', e.currentTarget.value)} />
      <TextInput label="Location" required description={locationHint} value={values.location} onChange={(e) => set('location', e.currentTarget.value)} error={errors.location} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput classNames={{ label: 'wc-label' }} label="Budget (USD)" prefix="$" min={0} thousandSeparator="," decimalScale={2} value={values.budget} onChange={(v) => set('budget', v)} error={errors.budget} />
        <Select classNames={{ label: 'wc-label' }}
          label="Timeline"
          clearable
          data={TIMELINES.map((value) => ({ value, label: timelineLabels[value] }))}
          value={values.timeline}
          onChange={(v) => set('timeline', v as TTimeline | null)}
        />
      </SimpleGrid>
      <TagsInput classNames={{ label: 'wc-label' }}
        label="Preferred styles"
        placeholder="Pick or type a style and press Enter"
        data={[...SPECIALTY_SUGGESTIONS]}
        value={values.preferredStyles}
        onChange={(styles) => set('preferredStyles', styles)}
      />
      <ImageUpload label="Project Images" value={values.images} onChange={(images) => set('images', images)} />
    </Stack>
  );
}
