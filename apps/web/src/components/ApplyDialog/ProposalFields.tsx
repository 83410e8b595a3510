import { Checkbox, Select, SimpleGrid, Stack, Text, TextInput, NumberInput } from '@mantine/core';
import { MAX_DURATION_DAYS, MAX_PROPOSAL_IMAGES } from '@wallcraft/shared/schemas';
import { ImageUpload } from '../ImageUpload/ImageUpload';
import { MockupEditor } from '../Proposal/Mockup';
import { DEFAULT_CORNERS } from '../Proposal/homography';
import type { FormErrors } from '@mantine/form';

export type ProposalValues = {
  quote: string;
  durationDays: number | string;
  conceptImages: string[];
  mockupImageUrl: string | null;
  corners: number[];
};

export const EMPTY_PROPOSAL: ProposalValues = {
  quote: '',
  durationDays: '',
  conceptImages: [],
  mockupImageUrl: null,
  corners: DEFAULT_CORNERS,
};

/** The proposal as the request carries it; the server parses the dollars. No mock-up without a wall photo. */
export function toProposalRequest(values: ProposalValues, wallPhotoUrl: string | null) {
  return {
    quote: values.quote,
    durationDays: values.durationDays === '' ? Number.NaN : Number(values.durationDays),
    conceptImages: values.conceptImages,
    mockup: wallPhotoUrl && values.mockupImageUrl ? { imageUrl: values.mockupImageUrl, corners: values.corners } : null,
  };
}

/**
 * The PROPOSAL section of a form: quote, duration, concept images, and a mock-up editor when the wall has a
 * photo. Messages come from the request schema, under the request's names (proposal.quote, …).
 */
export function ProposalFields({
  values,
  errors,
  onChange,
  wallPhotoUrl,
}: {
  values: ProposalValues;
  errors: FormErrors;
  /** A field changed: its new value, and the request path whose message it clears. */
  onChange: (patch: Partial<ProposalValues>, errorPath: string) => void;
  wallPhotoUrl: string | null;
}) {
  const error = (path: string) => errors[`proposal.${path}`];
  const set = <K extends keyof ProposalValues>(key: K, value: ProposalValues[K], errorPath: string) =>
    onChange({ [key]: value }, errorPath);

  const setImages = (urls: string[]) => {
    // A removed image cannot stay the mock-up's.
    const keepMockup = values.mockupImageUrl !== null && urls.includes(values.mockupImageUrl);
    onChange({ conceptImages: urls, mockupImageUrl: keepMockup ? values.mockupImageUrl : null }, 'conceptImages');
  };

  return (
    <Stack gap="sm">
      <SimpleGrid cols={2} spacing="sm">
        <TextInput
          label="Quote"
          placeholder="4500"
          leftSection="$"
          inputMode="decimal"
          value={values.quote}
          onChange={(event) => set('quote', event.currentTarget.value, 'quote')}
          error={error('quote')}
        />
        <NumberInput
          label="Duration (days)"
          placeholder="14"
          min={1}
          max={MAX_DURATION_DAYS}
          allowDecimal={false}
          allowNegative={false}
          value={values.durationDays}
          onChange={(value) => set('durationDays', value, 'durationDays')}
          error={error('durationDays')}
        />
      </SimpleGrid>
      <ImageUpload
        label={`Concept images (up to ${MAX_PROPOSAL_IMAGES})`}
        maxFiles={MAX_PROPOSAL_IMAGES}
        value={values.conceptImages}
        onChange={setImages}
        error={error('conceptImages') ?? error('conceptImages.0')}
      />
      {wallPhotoUrl ? (
        <Stack gap="xs">
          <Select
            label="Mock-up"
            description="Place a concept image on the wall photo, then drag its four corners"
            placeholder={values.conceptImages.length ? 'No mock-up' : 'Upload a concept image first'}
            disabled={values.conceptImages.length === 0}
            clearable
            data={values.conceptImages.map((url, index) => ({ value: url, label: `Concept image ${index + 1}` }))}
            value={values.mockupImageUrl}
            onChange={(url) => set('mockupImageUrl', url, 'mockup.imageUrl')}
            error={error('mockup.imageUrl') ?? error('mockup.corners')}
            comboboxProps={{ withinPortal: true }}
          />
          {values.mockupImageUrl ? (
            <MockupEditor
              wallPhotoUrl={wallPhotoUrl}
              imageUrl={values.mockupImageUrl}
              corners={values.corners}
              onChange={(corners) => set('corners', corners, 'mockup.corners')}
            />
          ) : null}
        </Stack>
      ) : (
        <Text size="xs" c="dimmed">
          The wall has no photo, so there is no mock-up for this project.
        </Text>
      )}
    </Stack>
  );
}

export type OptionalProposalValues = ProposalValues & { withProposal: boolean };

/** The part of a form that OptionalProposal reads and writes (any @mantine/form whose values include it). */
type ProposalForm = {
  values: OptionalProposalValues;
  errors: FormErrors;
  setValues: (patch: Partial<OptionalProposalValues>) => void;
  clearFieldError: (path: string) => void;
};

/** A checkbox that opens the proposal fields: applying and accepting an invitation both offer one. */
export function OptionalProposal({
  label,
  form,
  wallPhotoUrl,
}: {
  label: string;
  form: ProposalForm;
  wallPhotoUrl: string | null;
}) {
  return (
    <>
      <Checkbox
        label={label}
        checked={form.values.withProposal}
        onChange={(event) => form.setValues({ withProposal: event.currentTarget.checked })}
      />
      {form.values.withProposal ? (
        <ProposalFields
          values={form.values}
          errors={form.errors}
          wallPhotoUrl={wallPhotoUrl}
          onChange={(patch, errorPath) => {
            form.setValues(patch);
            form.clearFieldError(`proposal.${errorPath}`);
          }}
        />
      ) : null}
    </>
  );
}
