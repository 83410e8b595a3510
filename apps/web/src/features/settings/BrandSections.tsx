import { Select, SimpleGrid, TagsInput, Text, TextInput, Textarea } from '@mantine/core';
import { BRAND_PROJECT_TIMELINE_LABELS, COMPANY_SIZES, COMPANY_SIZE_LABELS, TIMELINES } from '@wallcraft/shared';
import { useState, type ChangeEvent } from 'react';
import { ImageUpload, SingleImageUpload } from '../../components/ImageUpload/ImageUpload';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { isWholeNumber, validateBrand, type BrandValues } from '../../lib/type-fields';
import { SettingsSection } from './SettingsSection';
import { useSettingsSave } from './useSettingsSave';

type BrandProfile = NonNullable<RouterOutputs['users']['get']['brandProfile']>;
type Texts = BrandValues & { pastProjects: string; story: string; funFact: string; website: string };

/** Brand Details: the brand profile's text fields; PATCH when it exists, POST otherwise (BRAND PROFILE UPDATED). */
export function BrandDetailsSection({ userId, profile }: { userId: string; profile: BrandProfile | null }) {
  const [values, setValues] = useState<Texts>({
    companyName: profile?.companyName ?? '',
    industry: profile?.industry ?? '',
    budget: profile?.budget ?? '',
    companySize: profile?.companySize ?? 'medium',
    timeline: profile?.timeline ?? 'moderate',
    pastProjects: String(profile?.pastProjects ?? 0),
    story: profile?.story ?? '',
    funFact: profile?.funFact ?? '',
    website: profile?.website ?? '',
  });
  const [preferredStyles, setStyles] = useState<string[]>(profile?.preferredStyles ?? []);
  const [whatIOffer, setOffers] = useState<string[]>(profile?.whatIOffer ?? []);
  const [errors, setErrors] = useState<Partial<Record<keyof Texts, string>>>({});
  const create = trpc.brands.createProfile.useMutation();
  const update = trpc.brands.updateProfile.useMutation();
  const { save, saving } = useSettingsSave();

  const onSave = () => {
    const found: typeof errors = { ...validateBrand(values) };
    if (!isWholeNumber(values.pastProjects || '0')) found.pastProjects = 'Past projects must be a whole number';
    if (values.website.trim() && !/^https?:\/\/\S+/i.test(values.website.trim())) found.website = 'Website must start with http:// or https://';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const payload = { ...values, id: userId, pastProjects: Number.parseInt(values.pastProjects || '0', 10), preferredStyles, whatIOffer };
    void save('BRAND PROFILE UPDATED', 'Your brand details have been saved.', () => (profile ? update.mutateAsync(payload) : create.mutateAsync(payload)));
  };

  const text = (key: keyof Texts, label: string, extra: object = {}) => ({
    label,
    value: values[key],
    error: errors[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValues({ ...values, [key]: event.currentTarget.value }),
    ...extra,
  });

  return (
    <SettingsSection title="Brand Details" onSave={onSave} saving={saving}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput {...text('companyName', 'Company name', { withAsterisk: true })} />
        <TextInput {...text('industry', 'Industry', { withAsterisk: true })} />
        <TextInput {...text('budget', 'Budget (USD)', { withAsterisk: true, leftSection: '$', inputMode: 'decimal' })} />
        <TextInput {...text('pastProjects', 'Past projects', { inputMode: 'numeric' })} />
        <Select
          label="Company size"
          classNames={{ label: 'wc-label' }}
          data={COMPANY_SIZES.map((value) => ({ value, label: COMPANY_SIZE_LABELS[value] }))}
          value={values.companySize}
          allowDeselect={false}
          onChange={(value) => value && setValues({ ...values, companySize: value as Texts['companySize'] })}
        />
        <Select
          label="Timeline"
          classNames={{ label: 'wc-label' }}
          data={TIMELINES.map((value) => ({ value, label: BRAND_PROJECT_TIMELINE_LABELS[value] }))}
          value={values.timeline}
          allowDeselect={false}
          onChange={(value) => value && setValues({ ...values, timeline: value as Texts['timeline'] })}
        />
        <TextInput {...text('website', 'Website', { placeholder: 'https://' })} />
      </SimpleGrid>
      <TagsInput label="Preferred styles" classNames={{ label: 'wc-label' }} placeholder="Type and press Enter" value={preferredStyles} onChange={setStyles} />
      <TagsInput label="What this brand offers" classNames={{ label: 'wc-label' }} placeholder="Type and press Enter" value={whatIOffer} onChange={setOffers} />
      <Textarea {...text('story', 'Our story')} classNames={{ label: 'wc-label' }} autosize minRows={3} />
      <TextInput {...text('funFact', 'Fun fact')} />
    </SettingsSection>
  );
}

/** Logo and brand images are saved on the brand profile, so they wait until Brand Details exist. */
export function CompanyLogoSection({ userId, profile }: { userId: string; profile: BrandProfile | null }) {
  const [logo, setLogo] = useState<string | null>(profile?.companyLogo ?? null);
  const update = trpc.brands.updateProfile.useMutation();
  const { save, saving } = useSettingsSave();
  const onSave = () => void save('IMAGES UPDATED', 'Your company logo has been updated.', () => update.mutateAsync({ id: userId, companyLogo: logo }));
  return (
    <SettingsSection title="Company Logo" onSave={onSave} saving={saving} disabled={!profile}>
      {profile ? null : <NeedsDetails />}
      <SingleImageUpload label="Company logo" value={logo} onChange={setLogo} />
    </SettingsSection>
  );
}

export function BrandImagesSection({ userId, profile }: { userId: string; profile: BrandProfile | null }) {
  const [images, setImages] = useState<string[]>(profile?.brandImages ?? []);
  const update = trpc.brands.updateProfile.useMutation();
  const { save, saving } = useSettingsSave();
  const onSave = () => void save('IMAGES UPDATED', 'Your brand images have been updated.', () => update.mutateAsync({ id: userId, brandImages: images }));
  return (
    <SettingsSection title="Brand Images" onSave={onSave} saving={saving} disabled={!profile}>
      {profile ? null : <NeedsDetails />}
      <ImageUpload label="Brand images" value={images} onChange={setImages} maxFiles={30} />
    </SettingsSection>
  );
}

function NeedsDetails() {
  return (
    <Text size="sm" c="dimmed">
      Save your Brand Details first.
    </Text>
  );
}
