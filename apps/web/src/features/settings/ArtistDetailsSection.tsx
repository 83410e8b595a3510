import { Button, Chip, Group, Select, SimpleGrid, Stack, TagsInput, Text, TextInput, Textarea } from '@mantine/core';
import { AVAILABILITY_LABELS } from '@wallcraft/shared';
import { useState, type ChangeEvent } from 'react';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { isWholeNumber } from '../../lib/type-fields';
import { SettingsSection } from './SettingsSection';
import { checkCustomSpecialty, suggestionList } from './specialties';
import { useSettingsSave } from './useSettingsSave';

type ArtistProfile = NonNullable<RouterOutputs['users']['get']['artistProfile']>;
/** Settings reads availability as available, busy or booked (spec 2, section 3). */
const SETTINGS_AVAILABILITIES = ['available', 'busy', 'booked'] as const;
type Availability = (typeof SETTINGS_AVAILABILITIES)[number];

type Numbers = { yearsExperience: string; hourlyRate: string; projectRate: string };
const NUMBER_LABELS: Record<keyof Numbers, string> = { yearsExperience: 'Years of experience', hourlyRate: 'Hourly rate (USD)', projectRate: 'Project rate (USD)' };

/** Artist Details: specialties from the suggestions or custom, whole-number years and rates (default 0), and the rest. */
export function ArtistDetailsSection({ userId, profile }: { userId: string; profile: ArtistProfile | null }) {
  const [specialties, setSpecialties] = useState<string[]>(profile?.specialties ?? []);
  const [custom, setCustom] = useState<string[]>([]);
  const [customInput, setCustomInput] = useState('');
  const [customError, setCustomError] = useState<string | null>(null);
  const [numbers, setNumbers] = useState<Numbers>({
    yearsExperience: String(profile?.yearsExperience ?? 0),
    hourlyRate: String(profile?.hourlyRate ?? 0),
    projectRate: String(profile?.projectRate ?? 0),
  });
  const [availability, setAvailability] = useState<Availability>(profile?.availability === 'limited' ? 'busy' : (profile?.availability ?? 'available'));
  const [portfolioUrl, setPortfolioUrl] = useState(profile?.portfolioUrl ?? '');
  const [story, setStory] = useState(profile?.story ?? '');
  const [funFact, setFunFact] = useState(profile?.funFact ?? '');
  const [whatIOffer, setWhatIOffer] = useState<string[]>(profile?.whatIOffer ?? []);
  const [errors, setErrors] = useState<Partial<Record<keyof Numbers | 'portfolioUrl', string>>>({});
  const create = trpc.artists.createProfile.useMutation();
  const update = trpc.artists.updateProfile.useMutation();
  const { save, saving } = useSettingsSave();
  const suggestions = suggestionList(specialties, custom);

  const addCustom = () => {
    const checked = checkCustomSpecialty(customInput, suggestions);
    if ('error' in checked) return setCustomError(checked.error);
    setCustom([...custom, checked.value]);
    setSpecialties([...specialties, checked.value]);
    setCustomInput('');
    setCustomError(null);
  };

  const onSave = () => {
    const found: typeof errors = {};
    for (const key of Object.keys(NUMBER_LABELS) as (keyof Numbers)[]) {
      if (!isWholeNumber(numbers[key] || '0')) found[key] = `${NUMBER_LABELS[key].replace(' (USD)', '')} must be a whole number`;
    }
    if (portfolioUrl.trim() && !/^https?:\/\/\S+/i.test(portfolioUrl.trim())) found.portfolioUrl = 'Portfolio URL must start with http:// or https://';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    // Section 5: parsed as whole numbers, 0 when left empty.
    const whole = (text: string) => Number.parseInt(text.trim() || '0', 10);
    const payload = {
      id: userId, specialties, availability, portfolioUrl, story, funFact, whatIOffer,
      yearsExperience: whole(numbers.yearsExperience), hourlyRate: whole(numbers.hourlyRate), projectRate: whole(numbers.projectRate),
    };
    // Section 7: PATCH when the profile exists, POST otherwise.
    void save('ARTIST PROFILE UPDATED', 'Your artist details have been saved.', () => (profile ? update.mutateAsync(payload) : create.mutateAsync(payload)));
  };

  const numberInput = (key: keyof Numbers) => ({
    label: NUMBER_LABELS[key],
    inputMode: 'numeric' as const,
    value: numbers[key],
    error: errors[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setNumbers({ ...numbers, [key]: event.currentTarget.value }),
  });

  return (
    <SettingsSection title="Artist Details" onSave={onSave} saving={saving}>
      <Stack gap={6}>
        <Text className="wc-label">Specialties</Text>
        <Chip.Group multiple value={specialties} onChange={setSpecialties}>
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
            value={customInput}
            error={customError}
            onChange={(event) => setCustomInput(event.currentTarget.value)}
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
        <TextInput {...numberInput('yearsExperience')} />
        <TextInput {...numberInput('hourlyRate')} leftSection="$" />
        <TextInput {...numberInput('projectRate')} leftSection="$" />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Availability"
          classNames={{ label: 'wc-label' }}
          data={SETTINGS_AVAILABILITIES.map((value) => ({ value, label: AVAILABILITY_LABELS[value] }))}
          value={availability}
          allowDeselect={false}
          onChange={(value) => value && setAvailability(value as Availability)}
        />
        <TextInput label="Portfolio URL" placeholder="https://" value={portfolioUrl} error={errors.portfolioUrl} onChange={(e) => setPortfolioUrl(e.currentTarget.value)} />
      </SimpleGrid>
      <TagsInput label="What I offer" classNames={{ label: 'wc-label' }} placeholder="Type and press Enter" value={whatIOffer} onChange={setWhatIOffer} />
      <Textarea label="My story" classNames={{ label: 'wc-label' }} autosize minRows={3} value={story} onChange={(e) => setStory(e.currentTarget.value)} />
      <TextInput label="Fun fact" value={funFact} onChange={(e) => setFunFact(e.currentTarget.value)} />
    </SettingsSection>
  );
}
