import { useState } from 'react';
import { ImageUpload } from '../../components/ImageUpload/ImageUpload';
import { trpc } from '../../lib/trpc';
import { SettingsSection } from './SettingsSection';
import { useSettingsSave } from './useSettingsSave';

/** The artist's portfolio, sent whole with PUT /artists/{id}/gallery (GALLERY UPDATED). */
export function GallerySection({ userId, images }: { userId: string; images: string[] }) {
  const [value, setValue] = useState<string[]>(images);
  const setGallery = trpc.artists.setGallery.useMutation();
  const { save, saving } = useSettingsSave();
  const onSave = () => void save('GALLERY UPDATED', 'Your gallery has been updated.', () => setGallery.mutateAsync({ id: userId, images: value }));
  return (
    <SettingsSection title="Gallery Images" onSave={onSave} saving={saving}>
      <ImageUpload label="Portfolio images" value={value} onChange={setValue} maxFiles={30} />
    </SettingsSection>
  );
}
