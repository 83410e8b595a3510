import { Checkbox, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { AVAILABILITY_LABELS, COMPANY_SIZE_LABELS, COMPANY_SIZES, BRAND_PROJECT_TIMELINE_LABELS, ONBOARDING_SPECIALTIES, TIMELINES } from '@wallcraft/shared';
import type { ChangeEvent } from 'react';
import type { ArtistValues, BrandValues, FieldErrors } from '../../lib/type-fields';

const ONBOARDING_AVAILABILITIES = ['available', 'limited', 'booked'] as const;

/** Artist onboarding: specialty options, years, rates (USD), availability and portfolio link. */
export function ArtistFields({ values, errors, onChange }: { values: ArtistValues; errors: FieldErrors<ArtistValues>; onChange: (values: ArtistValues) => void }) {
  const text = (key: 'yearsExperience' | 'hourlyRate' | 'projectRate' | 'portfolioUrl') => ({
    value: values[key],
    error: errors[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange({ ...values, [key]: event.currentTarget.value }),
  });
  return (
    <Stack>
      <Checkbox.Group label="Specialties" value={values.specialties} onChange={(specialties) => onChange({ ...values, specialties })} classNames={{ label: 'wc-label' }}>
        <Group mt="xs" gap="md">
          {ONBOARDING_SPECIALTIES.map((option) => (
            <Checkbox key={option.value} value={option.value} label={option.label} color="dark" />
          ))}
        </Group>
      </Checkbox.Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label="Years of experience" inputMode="numeric" placeholder="0" {...text('yearsExperience')} />
        <TextInput label="Hourly rate (USD)" inputMode="numeric" placeholder="75" leftSection="$" {...text('hourlyRate')} />
        <TextInput label="Project rate (USD)" inputMode="numeric" placeholder="2500" leftSection="$" {...text('projectRate')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Availability"
          data={ONBOARDING_AVAILABILITIES.map((value) => ({ value, label: AVAILABILITY_LABELS[value] }))}
          value={values.availability}
          allowDeselect={false}
          onChange={(value) => {
            if (value) onChange({ ...values, availability: value as ArtistValues['availability'] });
          }}
          classNames={{ label: 'wc-label' }}
        />
        <TextInput label="Portfolio URL" placeholder="https://" {...text('portfolioUrl')} />
      </SimpleGrid>
    </Stack>
  );
}

/** Brand onboarding: company name, industry and budget are required; size and timeline have defaults. */
export function BrandFields({ values, errors, onChange }: { values: BrandValues; errors: FieldErrors<BrandValues>; onChange: (values: BrandValues) => void }) {
  const text = (key: 'companyName' | 'industry' | 'budget') => ({
    value: values[key],
    error: errors[key],
    withAsterisk: true,
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange({ ...values, [key]: event.currentTarget.value }),
  });
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Company name" {...text('companyName')} />
        <TextInput label="Industry" placeholder="Food + Beverage" {...text('industry')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label="Budget (USD)" inputMode="decimal" placeholder="5000" leftSection="$" {...text('budget')} />
        <Select
          label="Company size"
          data={COMPANY_SIZES.map((value) => ({ value, label: COMPANY_SIZE_LABELS[value] }))}
          value={values.companySize}
          allowDeselect={false}
          onChange={(value) => {
            if (value) onChange({ ...values, companySize: value as BrandValues['companySize'] });
          }}
          classNames={{ label: 'wc-label' }}
        />
        <Select
          label="Timeline"
          data={TIMELINES.map((value) => ({ value, label: BRAND_PROJECT_TIMELINE_LABELS[value] }))}
          value={values.timeline}
          allowDeselect={false}
          onChange={(value) => {
            if (value) onChange({ ...values, timeline: value as BrandValues['timeline'] });
          }}
          classNames={{ label: 'wc-label' }}
        />
      </SimpleGrid>
    </Stack>
  );
}
