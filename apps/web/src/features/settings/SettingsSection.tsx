import { Button, Card, Group, Stack, Title } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

/** One part of the settings page: its own title, fields and save button. */
export function SettingsSection({
  title,
  children,
  onSave,
  saving,
  saveLabel = 'SAVE',
  disabled = false,
}: {
  title: string;
  children: ReactNode;
  onSave?: () => void;
  saving?: boolean;
  saveLabel?: string;
  disabled?: boolean;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave?.();
  };
  return (
    <Card p="lg" component="section" aria-label={title}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} fz="xl">
            {title}
          </Title>
          {children}
          {onSave ? (
            <Group justify="flex-end">
              <Button type="submit" loading={saving} disabled={disabled} aria-label={`${saveLabel} ${title}`}>
                {saveLabel}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </form>
    </Card>
  );
}
