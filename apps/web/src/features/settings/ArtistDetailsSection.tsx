import { Button, Chip, Group, Select, SimpleGrid, Stack, TagsInput, Text, TextInput, Textarea } from '@mantine/core';
import { AVAILABILITY_LABELS, moneyToCents } from '@wallcraft/shared';
import { ZArtistProfileRequest } from '@wallcraft/shared/schemas';
import { useRequestForm } from '../../lib/form';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { SettingsSection } from './SettingsSection';
import { checkCustomSpecialty, suggestionList } from './specialties';
import { useSettingsSave } from './useSettingsSave';
import { NO_ERROR_TOAST } from '../../lib/toast';

type ArtistProfile = NonNullable<RouterOutputs['users']['get']['artistProfile']>;
/** Settings reads availability as available, busy or booked. */
const SETTINGS_AVAILABILITIES = ['available', 'busy', 'booked'] as const;

/** A rate from the API ("80.00") as the whole dollars the field edits ("80"); none is 0. */
const dollarsText = (amount: string | null | undefined) => String((moneyToCents(amount) ?? 0) / 100);

/** Whole numbers typed as text; an empty one is saved as 0. */
const wholeOrZero = (text: string) => (text.trim() === '' ? 0 : text);

/** Artist Details: specialties from the suggestions or custom, whole-number years and rates (default 0), and the rest. */
export function ArtistDetailsSection({ userId, profile }: { userId: string; profile: ArtistProfile | null }) {
  const form = useRequestForm({
    schema: ZArtistProfileRequest,
    initialValues: {
      specialties: profile?.specialties ?? [],
      yearsExperience: String(profile?.yearsExperience ?? 0),
      hourlyRate: dollarsText(profile?.rates.hourly),
      projectRate: dollarsText(profile?.rates.project),
      availability: profile?.availability === 'limited' ? 'busy' : (profile?.availability ?? 'available'),
      portfolioUrl: profile?.portfolioUrl ?? '',
      story: profile?.story ?? '',
      funFact: profile?.funFact ?? '',
      whatIOffer: profile?.whatIOffer ?? [],
      // Not sent: the custom specialty being typed, and those added (they stay offered once unticked).
      customSpecialty: '',
      customSpecialties: [] as string[],
    },
    toRequest: ({ customSpecialty: _typed, customSpecialties: _added, ...values }) => ({
      ...values,
      id: userId,
      yearsExperience: wholeOrZero(values.yearsExperience),
      hourlyRate: wholeOrZero(values.hourlyRate),
      projectRate: wholeOrZero(values.projectRate),
    }),
  });
  // useSettingsSave tells a failure.
  const create = trpc.artists.createProfile.useMutation(NO_ERROR_TOAST);
  const update = trpc.artists.updateProfile.useMutation(NO_ERROR_TOAST);
  const { save, saving } = useSettingsSave();
  const { specialties, customSpecialties, customSpecialty } = form.values;
  const suggestions = suggestionList(specialties, customSpecialties);

  const addCustom = () => {
    const checked = checkCustomSpecialty(customSpecialty, suggestions);
    if ('error' in checked) return form.setFieldError('customSpecialty', checked.error);
    form.setValues({
      customSpecialties: [...customSpecialties, checked.value],
      specialties: [...specialties, checked.value],
      customSpecialty: '',
    });
  };

  // The profile is updated when it exists, created otherwise.
  const onSave = form.onSubmit(
    (request) =>
      void save('ARTIST PROFILE UPDATED', 'Your artist details have been saved.', () =>
        profile ? update.mutateAsync(request) : create.mutateAsync(request),
      ),
  );

  return (
    <SettingsSection title="Artist Details" onSave={onSave} saving={saving}>
      <Stack gap={6}>
        <Text className="wc-label">Specialties</Text>
        <Chip.Group multiple {...form.getInputProps('specialties')}>
          <Group gap={6}>
            {suggestions.map((name) => (
              <Chip key={name} value={name} size="sm" color="dark" variant="outline">
                {name}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <Group align="flex-start" gap="xs" mt={4}>
          <TextInput
            aria-label="Custom specialty"
            placeholder="Add a custom specialty"
            {...form.getInputProps('customSpecialty')}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                addCustom();
              }
            }}
          />
          <Button variant="outline" onClick={addCustom}>
            ADD
          </Button>
        </Group>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label="Years of experience" inputMode="numeric" {...form.getInputProps('yearsExperience')} />
        <TextInput
          label="Hourly rate (USD)"
          inputMode="numeric"
          leftSection="$"
          {...form.getInputProps('hourlyRate')}
        />
        <TextInput
          label="Project rate (USD)"
          inputMode="numeric"
          leftSection="$"
          {...form.getInputProps('projectRate')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Availability"
          data={SETTINGS_AVAILABILITIES.map((value) => ({ value, label: AVAILABILITY_LABELS[value] }))}
          allowDeselect={false}
          {...form.getInputProps('availability')}
        />
        <TextInput label="Portfolio URL" placeholder="https://" {...form.getInputProps('portfolioUrl')} />
      </SimpleGrid>
      <TagsInput label="What I offer" placeholder="Type and press Enter" {...form.getInputProps('whatIOffer')} />
      <Textarea label="My story" autosize minRows={3} {...form.getInputProps('story')} />
      <TextInput label="Fun fact" {...form.getInputProps('funFact')} />
    </SettingsSection>
  );
}
