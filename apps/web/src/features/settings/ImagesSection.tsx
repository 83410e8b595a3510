import { SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { SingleImageUpload } from '../../components/ImageUpload/ImageUpload';
import { trpc } from '../../lib/trpc';
import type { SessionUser } from '../../lib/session';
import { SettingsSection } from './SettingsSection';
import { useSettingsSave } from './useSettingsSave';

/** Profile and hero images, saved together with PUT /users/{id}/images (IMAGES UPDATED). */
export function ImagesSection({ user }: { user: SessionUser }) {
  const [profileImageUrl, setProfile] = useState<string | null>(user.profileImageUrl);
  const [heroImageUrl, setHero] = useState<string | null>(user.heroImageUrl);
  const setImages = trpc.users.setImages.useMutation();
  const { save, saving } = useSettingsSave();
  const onSave = () => void save('IMAGES UPDATED', 'Your images have been updated.', () => setImages.mutateAsync({ id: user.id, profileImageUrl, heroImageUrl }));
  return (
    <SettingsSection title="Images" onSave={onSave} saving={saving}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SingleImageUpload label="Profile image" value={profileImageUrl} onChange={setProfile} />
        <SingleImageUpload label="Hero image" value={heroImageUrl} onChange={setHero} />
      </SimpleGrid>
    </SettingsSection>
  );
}
