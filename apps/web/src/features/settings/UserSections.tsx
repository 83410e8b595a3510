import { SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { useState, type ChangeEvent } from 'react';
import { trpc } from '../../lib/trpc';
import type { SessionUser } from '../../lib/session';
import { SettingsSection } from './SettingsSection';
import { useSettingsSave } from './useSettingsSave';

type FieldKey =
  | 'firstName' | 'lastName' | 'location' | 'bio' | 'website' | 'instagramHandle' | 'twitterHandle' | 'facebookHandle' | 'tiktokHandle'
  | 'businessName' | 'dba' | 'address' | 'phone' | 'businessEmail' | 'emergencyContactName' | 'emergencyContactPhone';

type Field = { key: FieldKey; label: string; placeholder?: string; multiline?: boolean; required?: string };

/** A section of plain user fields, saved with PATCH /users/{id} (PROFILE UPDATED). */
function UserFieldsSection({ user, title, fields, columns = 2 }: { user: SessionUser; title: string; fields: Field[]; columns?: number }) {
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(fields.map((f) => [f.key, user[f.key] ?? ''])));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = trpc.users.update.useMutation();
  const { save, saving } = useSettingsSave();

  const onSave = () => {
    const found = Object.fromEntries(fields.filter((f) => f.required && !values[f.key]?.trim()).map((f) => [f.key, f.required as string]));
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    void save('PROFILE UPDATED', 'Your profile has been updated.', () => update.mutateAsync({ id: user.id, ...values }));
  };

  const input = (f: Field) => ({
    key: f.key,
    label: f.label,
    placeholder: f.placeholder,
    value: values[f.key] ?? '',
    error: errors[f.key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValues({ ...values, [f.key]: event.currentTarget.value }),
  });

  return (
    <SettingsSection title={title} onSave={onSave} saving={saving}>
      <SimpleGrid cols={{ base: 1, sm: columns }}>
        {fields.filter((f) => !f.multiline).map((f) => <TextInput {...input(f)} />)}
      </SimpleGrid>
      {fields.filter((f) => f.multiline).map((f) => <Textarea {...input(f)} autosize minRows={3} classNames={{ label: 'wc-label' }} />)}
    </SettingsSection>
  );
}

export function ProfileInformationSection({ user }: { user: SessionUser }) {
  return (
    <UserFieldsSection
      user={user}
      title="Profile Information"
      fields={[
        { key: 'firstName', label: 'First name', required: 'First name is required' },
        { key: 'lastName', label: 'Last name', required: 'Last name is required' },
        { key: 'location', label: 'Location', placeholder: 'City, State' },
        { key: 'bio', label: 'Bio', multiline: true },
      ]}
    />
  );
}

export function SocialLinksSection({ user }: { user: SessionUser }) {
  return (
    <UserFieldsSection
      user={user}
      title="Social & Web Links"
      fields={[
        { key: 'website', label: 'Website', placeholder: 'https://' },
        { key: 'instagramHandle', label: 'Instagram', placeholder: '@handle' },
        { key: 'twitterHandle', label: 'X (Twitter)', placeholder: '@handle' },
        { key: 'facebookHandle', label: 'Facebook', placeholder: 'page name' },
        { key: 'tiktokHandle', label: 'TikTok', placeholder: '@handle' },
      ]}
    />
  );
}

export function BusinessInfoSection({ user }: { user: SessionUser }) {
  return (
    <UserFieldsSection
      user={user}
      title="Business/Personal Info"
      fields={[
        { key: 'businessName', label: 'Business name' },
        { key: 'dba', label: 'DBA' },
        { key: 'address', label: 'Address' },
        { key: 'phone', label: 'Phone' },
        { key: 'businessEmail', label: 'Business email' },
        { key: 'emergencyContactName', label: 'Emergency contact name' },
        { key: 'emergencyContactPhone', label: 'Emergency contact phone' },
      ]}
    />
  );
}
