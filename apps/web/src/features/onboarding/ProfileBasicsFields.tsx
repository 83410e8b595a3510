import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { LocationField } from '../../components/LocationField/LocationField';
import type { SessionUser } from '../../lib/session';
import type { OnboardingForm } from './TypeProfileForm';
import type { ProfileBasics } from './type-fields';

export function basicsFrom(user: SessionUser | null): ProfileBasics {
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    location: user?.location ?? '',
    latitude: user?.latitude ?? undefined,
    longitude: user?.longitude ?? undefined,
  };
}

/** First name, last name and location: onboarding requires each. */
export function ProfileBasicsFields({ form }: { form: OnboardingForm }) {
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="First name" autoComplete="given-name" {...form.getInputProps('user.firstName')} />
        <TextInput label="Last name" autoComplete="family-name" {...form.getInputProps('user.lastName')} />
      </SimpleGrid>
      <LocationField
        value={form.values.user}
        onChange={(next) => {
          form.setFieldValue('user', { ...form.values.user, ...next });
          form.clearFieldError('user.location');
        }}
        error={form.errors['user.location']}
      />
    </Stack>
  );
}
