import { SimpleGrid } from '@mantine/core';
import { ZSetImagesRequest } from '@wallcraft/shared/schemas';
import { SingleImageUpload } from '../../components/ImageUpload/ImageUpload';
import { useRequestForm } from '../../lib/form';
import { trpc } from '../../lib/trpc';
import type { SessionUser } from '../../lib/session';
import { SettingsSection } from './SettingsSection';
import { useSettingsSave } from './useSettingsSave';
import { NO_ERROR_TOAST } from '../../lib/toast';

/** Profile and hero images, saved together with PUT /users/{id}/images (IMAGES UPDATED). */
export function ImagesSection({ user }: { user: SessionUser }) {
  const form = useRequestForm({
    schema: ZSetImagesRequest,
    initialValues: { profileImageUrl: user.profileImageUrl, heroImageUrl: user.heroImageUrl },
    toRequest: (values) => ({ id: user.id, ...values }),
  });
  // useSettingsSave tells the failure.
  const setImages = trpc.users.setImages.useMutation(NO_ERROR_TOAST);
  const { save, saving } = useSettingsSave();
  const onSave = form.onSubmit(
    (request) => void save('IMAGES UPDATED', 'Your images have been updated.', () => setImages.mutateAsync(request)),
  );
  return (
    <SettingsSection title="Images" onSave={onSave} saving={saving}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {(['profileImageUrl', 'heroImageUrl'] as const).map((field) => (
          <SingleImageUpload
            key={field}
            label={field === 'profileImageUrl' ? 'Profile image' : 'Hero image'}
            value={form.values[field]}
            onChange={(url) => form.setFieldValue(field, url)}
            error={form.errors[field]}
          />
        ))}
      </SimpleGrid>
    </SettingsSection>
  );
}
