import { Select, SimpleGrid, TagsInput, Text, TextInput, Textarea } from '@mantine/core';
import {
  BRAND_TIMELINE_LABELS,
  COMPANY_SIZES,
  COMPANY_SIZE_LABELS,
  SPECIALTY_SUGGESTIONS,
  TIMELINES,
} from '@wallcraft/shared';
import { MAX_BRAND_IMAGES, ZCreateBrandProfileRequest, ZUpdateBrandProfileRequest } from '@wallcraft/shared/schemas';
import { ImageUpload, SingleImageUpload } from '../../components/ImageUpload/ImageUpload';
import { useRequestForm } from '../../lib/form';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { SettingsSection } from './SettingsSection';
import { useSettingsSave } from './useSettingsSave';
import { NO_ERROR_TOAST } from '../../lib/toast';

/** The brand's own profile, with its private budget: from the session (others' reads leave the budget out). */
type BrandProfile = NonNullable<NonNullable<RouterOutputs['auth']['user']>['brandProfile']>;

/**
 * Brand Details: the brand profile's text fields, checked as a creation (company name, industry and budget
 * required) whether the profile exists (updated) or not (created): BRAND PROFILE UPDATED.
 */
export function BrandDetailsSection({ userId, profile }: { userId: string; profile: BrandProfile | null }) {
  const form = useRequestForm({
    schema: ZCreateBrandProfileRequest,
    initialValues: {
      companyName: profile?.companyName ?? '',
      industry: profile?.industry ?? '',
      budget: profile?.budget ?? '',
      companySize: profile?.companySize ?? 'medium',
      timeline: profile?.timeline ?? 'moderate',
      pastProjects: String(profile?.pastProjects ?? 0),
      story: profile?.story ?? '',
      funFact: profile?.funFact ?? '',
      website: profile?.website ?? '',
      preferredStyles: profile?.preferredStyles ?? [],
      whatIOffer: profile?.whatIOffer ?? [],
    },
    // An empty past-projects count is saved as 0.
    toRequest: (values) => ({
      ...values,
      id: userId,
      pastProjects: values.pastProjects.trim() === '' ? 0 : values.pastProjects,
    }),
  });
  // useSettingsSave tells a failure.
  const create = trpc.brands.createProfile.useMutation(NO_ERROR_TOAST);
  const update = trpc.brands.updateProfile.useMutation(NO_ERROR_TOAST);
  const { save, saving } = useSettingsSave();

  const onSave = form.onSubmit(
    (request) =>
      void save('BRAND PROFILE UPDATED', 'Your brand details have been saved.', () =>
        profile ? update.mutateAsync(request) : create.mutateAsync(request),
      ),
  );

  return (
    <SettingsSection title="Brand Details" onSave={onSave} saving={saving}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Company name" withAsterisk {...form.getInputProps('companyName')} />
        <TextInput label="Industry" withAsterisk {...form.getInputProps('industry')} />
        <TextInput
          label="Budget (USD)"
          withAsterisk
          leftSection="$"
          inputMode="decimal"
          {...form.getInputProps('budget')}
        />
        <TextInput label="Past projects" inputMode="numeric" {...form.getInputProps('pastProjects')} />
        <Select
          label="Company size"
          data={COMPANY_SIZES.map((value) => ({ value, label: COMPANY_SIZE_LABELS[value] }))}
          allowDeselect={false}
          {...form.getInputProps('companySize')}
        />
        <Select
          label="Timeline"
          data={TIMELINES.map((value) => ({ value, label: BRAND_TIMELINE_LABELS[value] }))}
          allowDeselect={false}
          {...form.getInputProps('timeline')}
        />
        <TextInput label="Website" placeholder="https://" {...form.getInputProps('website')} />
      </SimpleGrid>
      <TagsInput
        label="Preferred styles"
        placeholder="Pick or type, then press Enter"
        data={[...SPECIALTY_SUGGESTIONS]}
        {...form.getInputProps('preferredStyles')}
      />
      <TagsInput
        label="What this brand offers"
        placeholder="Type and press Enter"
        {...form.getInputProps('whatIOffer')}
      />
      <Textarea label="Our story" {...form.getInputProps('story')} autosize minRows={3} />
      <TextInput label="Fun fact" {...form.getInputProps('funFact')} />
    </SettingsSection>
  );
}

/** Logo and brand images are saved on the brand profile, so they wait until Brand Details exist. */
export function CompanyLogoSection({ userId, profile }: { userId: string; profile: BrandProfile | null }) {
  const form = useRequestForm({
    schema: ZUpdateBrandProfileRequest,
    initialValues: { companyLogo: profile?.companyLogo ?? null },
    toRequest: (values) => ({ id: userId, ...values }),
  });
  // useSettingsSave tells a failure.
  const update = trpc.brands.updateProfile.useMutation(NO_ERROR_TOAST);
  const { save, saving } = useSettingsSave();
  const onSave = form.onSubmit(
    (request) => void save('IMAGES UPDATED', 'Your company logo has been updated.', () => update.mutateAsync(request)),
  );
  return (
    <SettingsSection title="Company Logo" onSave={onSave} saving={saving} disabled={!profile}>
      {profile ? null : <NeedsDetails />}
      <SingleImageUpload
        label="Company logo"
        value={form.values.companyLogo}
        onChange={(url) => form.setFieldValue('companyLogo', url)}
        error={form.errors.companyLogo}
      />
    </SettingsSection>
  );
}

export function BrandImagesSection({ userId, profile }: { userId: string; profile: BrandProfile | null }) {
  const form = useRequestForm({
    schema: ZUpdateBrandProfileRequest,
    initialValues: { brandImages: profile?.brandImages ?? [] },
    toRequest: (values) => ({ id: userId, ...values }),
  });
  // useSettingsSave tells a failure.
  const update = trpc.brands.updateProfile.useMutation(NO_ERROR_TOAST);
  const { save, saving } = useSettingsSave();
  const onSave = form.onSubmit(
    (request) => void save('IMAGES UPDATED', 'Your brand images have been updated.', () => update.mutateAsync(request)),
  );
  return (
    <SettingsSection title="Brand Images" onSave={onSave} saving={saving} disabled={!profile}>
      {profile ? null : <NeedsDetails />}
      <ImageUpload
        label="Brand images"
        value={form.values.brandImages}
        onChange={(urls) => form.setFieldValue('brandImages', urls)}
        error={form.errors.brandImages}
        maxFiles={MAX_BRAND_IMAGES}
      />
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
