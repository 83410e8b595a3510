import { SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { LocationField } from '../../components/LocationField/LocationField';
import { ZUpdateUserRequest } from '@wallcraft/shared/schemas';
import { useRequestForm } from '../../lib/form';
import { trpc } from '../../lib/trpc';
import type { SessionUser } from '../../lib/session';
import { SettingsSection } from './SettingsSection';
import { useSettingsSave } from './useSettingsSave';
import { NO_ERROR_TOAST } from '../../lib/toast';

type FieldKey =
  | 'firstName'
  | 'lastName'
  | 'location'
  | 'bio'
  | 'website'
  | 'instagramHandle'
  | 'twitterHandle'
  | 'facebookHandle'
  | 'tiktokHandle'
  | 'businessName'
  | 'dba'
  | 'address'
  | 'phone'
  | 'businessEmail'
  | 'emergencyContactName'
  | 'emergencyContactPhone';

type Field = { key: FieldKey; label: string; placeholder?: string; multiline?: boolean };

/**
 * A section of plain user fields, saved with PATCH /users/{id} (PROFILE UPDATED). Only this section's fields
 * are sent; the user update's own rules say which may not be blank (first and last name).
 */
function UserFieldsSection({
  user,
  title,
  fields,
  columns = 2,
}: {
  user: SessionUser;
  title: string;
  fields: Field[];
  columns?: number;
}) {
  const hasLocation = fields.some((f) => f.key === 'location');
  const form = useRequestForm({
    schema: ZUpdateUserRequest,
    initialValues: {
      ...(Object.fromEntries(fields.map((f) => [f.key, user[f.key] ?? ''])) as Partial<Record<FieldKey, string>>),
      // The location's coordinates travel with it: kept while the text is, replaced by a picked city's.
      ...(hasLocation ? { latitude: user.latitude ?? undefined, longitude: user.longitude ?? undefined } : {}),
    } as Partial<Record<FieldKey, string>> & { latitude?: number | null; longitude?: number | null },
    toRequest: (values) => ({ id: user.id, ...values }),
  });
  // useSettingsSave tells the failure.
  const update = trpc.users.update.useMutation(NO_ERROR_TOAST);
  const { save, saving } = useSettingsSave();
  const onSave = form.onSubmit(
    (request) => void save('PROFILE UPDATED', 'Your profile has been updated.', () => update.mutateAsync(request)),
  );

  const input = (f: Field) => ({ label: f.label, placeholder: f.placeholder, ...form.getInputProps(f.key) });

  return (
    <SettingsSection title={title} onSave={onSave} saving={saving}>
      <SimpleGrid cols={{ base: 1, sm: columns }}>
        {fields
          .filter((f) => !f.multiline)
          .map((f) =>
            f.key === 'location' ? (
              <LocationField
                key={f.key}
                label={f.label}
                value={{
                  location: form.values.location ?? '',
                  latitude: form.values.latitude,
                  longitude: form.values.longitude,
                }}
                onChange={(next) => {
                  form.setValues(next);
                  form.clearFieldError('location');
                }}
                error={form.errors.location}
              />
            ) : (
              <TextInput key={f.key} {...input(f)} />
            ),
          )}
      </SimpleGrid>
      {fields
        .filter((f) => f.multiline)
        .map((f) => (
          <Textarea key={f.key} {...input(f)} autosize minRows={3} />
        ))}
    </SettingsSection>
  );
}

export function ProfileInformationSection({ user }: { user: SessionUser }) {
  return (
    <UserFieldsSection
      user={user}
      title="Profile Information"
      fields={[
        { key: 'firstName', label: 'First name' },
        { key: 'lastName', label: 'Last name' },
        { key: 'location', label: 'Location' },
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
