import { Alert, Button, Group, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { EMAIL_CATEGORY_LABELS, type TEmailCategory } from '@wallcraft/shared';
import { useErrorToast } from '../../lib/toast';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { SettingsSection } from './SettingsSection';

/**
 * Settings, Email Notifications: one switch per category (on by default), saved as it is flipped, and, until the
 * address is confirmed, a way to send the confirmation mail again.
 */
export function EmailNotificationsSection() {
  const utils = trpc.useUtils();
  const preferences = trpc.email.preferences.useQuery();
  useErrorToast(preferences.error);
  const save = trpc.email.setPreference.useMutation({
    onSuccess: (next) => utils.email.preferences.setData(undefined, next),
    meta: { errorToast: { title: 'Not saved', fallback: 'Try again.' } },
  });
  const resend = trpc.email.resendConfirmation.useMutation({
    onSuccess: () => toast({ title: 'Confirmation email sent', message: 'Open the link in it within 48 hours.' }),
    meta: { errorToast: { title: 'Not sent', fallback: 'Try again in a minute.' } },
  });

  return (
    <SettingsSection title="Email Notifications">
      <Text size="sm" c="dimmed">
        What we email you about while you are away. Password and account emails are always sent.
      </Text>
      {preferences.data && !preferences.data.emailConfirmed ? (
        <Alert color="yellow" title="Confirm your email address">
          <Stack gap="xs">
            <Text size="sm">We sent a link when you signed up. Confirming lets us reach you about your account.</Text>
            <Group>
              <Button size="xs" variant="outline" loading={resend.isPending} onClick={() => resend.mutate()}>
                SEND THE LINK AGAIN
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : null}
      {preferences.isLoading ? (
        <Stack gap="sm" data-testid="email-preferences-loading">
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} height={36} />
          ))}
        </Stack>
      ) : (
        <Stack gap="sm">
          {preferences.data?.categories.map(({ category, enabled }) => (
            <CategorySwitch
              key={category}
              category={category}
              enabled={enabled}
              busy={save.isPending && save.variables?.category === category}
              onChange={(next) => save.mutate({ category, enabled: next })}
            />
          ))}
        </Stack>
      )}
    </SettingsSection>
  );
}

function CategorySwitch({
  category,
  enabled,
  busy,
  onChange,
}: {
  category: TEmailCategory;
  enabled: boolean;
  busy: boolean;
  onChange: (enabled: boolean) => void;
}) {
  const { label, description } = EMAIL_CATEGORY_LABELS[category];
  return (
    <Switch
      checked={enabled}
      disabled={busy}
      onChange={(event) => onChange(event.currentTarget.checked)}
      label={label}
      description={description}
      styles={{ body: { alignItems: 'flex-start' }, labelWrapper: { minWidth: 0 } }}
    />
  );
}
