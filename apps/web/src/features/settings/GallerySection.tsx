import { MAX_GALLERY_IMAGES, ZSetGalleryRequest } from '@wallcraft/shared/schemas';
import { ImageUpload } from '../../components/ImageUpload/ImageUpload';
import { useRequestForm } from '../../lib/form';
import { trpc } from '../../lib/trpc';
import { SettingsSection } from './SettingsSection';
import { useSettingsSave } from './useSettingsSave';
import { NO_ERROR_TOAST } from '../../lib/toast';

/** The artist's portfolio, sent whole with PUT /artists/{id}/gallery (GALLERY UPDATED). */
export function GallerySection({ userId, images }: { userId: string; images: string[] }) {
  const form = useRequestForm({
    schema: ZSetGalleryRequest,
    initialValues: { images },
    toRequest: (values) => ({ id: userId, ...values }),
  });
  // useSettingsSave tells the failure.
  const setGallery = trpc.artists.setGallery.useMutation(NO_ERROR_TOAST);
  const { save, saving } = useSettingsSave();
  const onSave = form.onSubmit(
    (request) => void save('GALLERY UPDATED', 'Your gallery has been updated.', () => setGallery.mutateAsync(request)),
  );
  return (
    <SettingsSection title="Gallery Images" onSave={onSave} saving={saving}>
      <ImageUpload
        label="Portfolio images"
        value={form.values.images}
        onChange={(urls) => form.setFieldValue('images', urls)}
        error={form.errors.images}
        maxFiles={MAX_GALLERY_IMAGES}
      />
    </SettingsSection>
  );
}
