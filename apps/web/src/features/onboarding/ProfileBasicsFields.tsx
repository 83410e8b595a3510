import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { ChangeEvent } from 'react';
import type { SessionUser } from '../../lib/session';

export interface ProfileBasics {
  firstName: string;
  lastName: string;
  location: string;
}

export type ProfileBasicsErrors = Partial<Record<keyof ProfileBasics, string>>;

export function basicsFrom(user: SessionUser | null): ProfileBasics {
  return { firstName: user?.firstName ?? '', lastName: user?.lastName ?? '', location: user?.location ?? '' };
}

/** Spec 2, section 5: first name, last name and location are each required. */
export function validateBasics(values: ProfileBasics): ProfileBasicsErrors {
  const errors: ProfileBasicsErrors = {};
  if (!values.firstName.trim()) errors.firstName = 'First name is required';
  if (!values.lastName.trim()) errors.lastName = 'Last name is required';
  if (!values.location.trim()) errors.location = 'Location is required';
  return errors;
}

export function trimBasics(values: ProfileBasics): ProfileBasics {
  return { firstName: values.firstName.trim(), lastName: values.lastName.trim(), location: values.location.trim() };
}

export function ProfileBasicsFields({
  values,
  errors,
  onChange,
}: {
  values: ProfileBasics;
  errors: ProfileBasicsErrors;
  onChange: (values: ProfileBasics) => void;
}) {
  const field = (key: keyof ProfileBasics) => ({
    value: values[key],
    error: errors[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange({ ...values, [key]: event.currentTarget.value }),
  });

  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="First name" autoComplete="given-name" {...field('firstName')} />
        <TextInput label="Last name" autoComplete="family-name" {...field('lastName')} />
      </SimpleGrid>
      <TextInput label="Location" placeholder="City, State" autoComplete="address-level2" {...field('location')} />
    </Stack>
  );
}
