import { Checkbox, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  AVAILABILITY_LABELS,
  COMPANY_SIZE_LABELS,
  COMPANY_SIZES,
  BRAND_TIMELINE_LABELS,
  ONBOARDING_SPECIALTIES,
  TIMELINES,
} from '@wallcraft/shared';
import type { OnboardingForm } from './TypeProfileForm';

const ONBOARDING_AVAILABILITIES = ['available', 'limited', 'booked'] as const;

/** Artist onboarding: specialty options, years, rates (USD), availability and portfolio link. */
export function ArtistFields({ form }: { form: OnboardingForm }) {
  return (
    <Stack>
      <Checkbox.Group label="Specialties" {...form.getInputProps('artist.specialties')}>
        <Group mt="xs" gap="md">
          {ONBOARDING_SPECIALTIES.map((option) => (
            <Checkbox key={option.value} value={option.value} label={option.label} color="dark" />
          ))}
        </Group>
      </Checkbox.Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label="Years of experience"
          inputMode="numeric"
          placeholder="0"
          {...form.getInputProps('artist.yearsExperience')}
        />
        <TextInput
          label="Hourly rate (USD)"
          inputMode="numeric"
          placeholder="75"
          leftSection="$"
          {...form.getInputProps('artist.hourlyRate')}
        />
        <TextInput
          label="Project rate (USD)"
          inputMode="numeric"
          placeholder="2500"
          leftSection="$"
          {...form.getInputProps('artist.projectRate')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Availability"
          data={ONBOARDING_AVAILABILITIES.map((value) => ({ value, label: AVAILABILITY_LABELS[value] }))}
          allowDeselect={false}
          {...form.getInputProps('artist.availability')}
        />
        <TextInput label="Portfolio URL" placeholder="https://" {...form.getInputProps('artist.portfolioUrl')} />
      </SimpleGrid>
    </Stack>
  );
}

/** Brand onboarding: company name, industry and budget are required; size and timeline have defaults. */
export function BrandFields({ form }: { form: OnboardingForm }) {
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Company name" withAsterisk {...form.getInputProps('brand.companyName')} />
        <TextInput
          label="Industry"
          placeholder="Food + Beverage"
          withAsterisk
          {...form.getInputProps('brand.industry')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label="Budget (USD)"
          inputMode="decimal"
          placeholder="5000"
          leftSection="$"
          withAsterisk
          {...form.getInputProps('brand.budget')}
        />
        <Select
          label="Company size"
          data={COMPANY_SIZES.map((value) => ({ value, label: COMPANY_SIZE_LABELS[value] }))}
          allowDeselect={false}
          {...form.getInputProps('brand.companySize')}
        />
        <Select
          label="Timeline"
          data={TIMELINES.map((value) => ({ value, label: BRAND_TIMELINE_LABELS[value] }))}
          allowDeselect={false}
          {...form.getInputProps('brand.timeline')}
        />
      </SimpleGrid>
    </Stack>
  );
}
