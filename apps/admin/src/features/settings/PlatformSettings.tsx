import { Button, NumberInput, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { ZPlatformSettingsUpdate, type TPlatformSettingsUpdate } from '@wallcraft/shared/schemas';
import { useEffect } from 'react';

import { formatError } from '../../lib/errors';
import { formatDate } from '../../lib/format';
import { trpc, type RouterOutputs } from '../../lib/trpc';

type Setting = RouterOutputs['admin']['settings'][number];

const FIELDS = {
  platform_fee_bps: {
    field: 'platformFeePercent',
    label: 'Platform fee (%)',
    help: 'Taken from each new payment (0-30%); the artist receives the amount minus the fee.',
  },
  payment_minimum_cents: {
    field: 'minimumTransaction',
    label: 'Minimum transaction (USD)',
    help: 'The smallest payment or milestone a project owner can make.',
  },
  referral_bonus_cents: {
    field: 'referralBonus',
    label: 'Referral bonus (USD)',
    help: 'Paid to the referrer when a friend finishes onboarding; new sign-ups earn the bonus in force when they join.',
  },
} as const;

type FormValues = Required<Omit<TPlatformSettingsUpdate, 'note'>> & { note: string };

const toForm = (settings: Setting[]): FormValues => {
  const value = (key: Setting['key']) => (settings.find((s) => s.key === key)?.value ?? 0) / 100;
  return {
    platformFeePercent: value('platform_fee_bps'),
    minimumTransaction: value('payment_minimum_cents'),
    referralBonus: value('referral_bonus_cents'),
    note: '',
  };
};

/** The fee, minimum and bonus the server applies, each with who set it last. */
export function PlatformSettings({ editable }: { editable: boolean }) {
  const utils = trpc.useUtils();
  const settings = trpc.admin.settings.useQuery();
  const form = useForm<FormValues>({
    initialValues: { platformFeePercent: 0, minimumTransaction: 0, referralBonus: 0, note: '' },
    validate: schemaResolver(ZPlatformSettingsUpdate, { sync: true }),
  });
  const { setValues, resetDirty } = form;
  useEffect(() => {
    if (!settings.data) return;
    setValues(toForm(settings.data));
    resetDirty(toForm(settings.data));
  }, [settings.data, setValues, resetDirty]);
  const save = trpc.admin.updateSettings.useMutation({
    onSuccess: (next) => {
      utils.admin.settings.setData(undefined, next);
      void utils.admin.metrics.invalidate();
      notifications.show({ title: 'SETTINGS SAVED', message: 'They apply from the next payment on.' });
    },
    onError: (error) => notifications.show({ color: 'red', title: 'NOT SAVED', message: formatError(error) }),
  });

  return (
    <Paper withBorder p="lg">
      <Title order={4} mb="md">
        Fees and limits
      </Title>
      {settings.error ? (
        <Text c="red">{formatError(settings.error)}</Text>
      ) : !settings.data ? (
        <Stack>
          <Skeleton h={56} />
          <Skeleton h={56} />
          <Skeleton h={56} />
        </Stack>
      ) : (
        <form
          onSubmit={form.onSubmit((values) => save.mutate({ ...values, note: values.note.trim() || undefined }))}
          noValidate
        >
          <Stack>
            {settings.data.map((setting) => {
              const meta = FIELDS[setting.key];
              return (
                <NumberInput
                  key={setting.key}
                  label={meta.label}
                  description={`${meta.help} ${setting.updatedBy ? `Set by ${setting.updatedBy} on ${formatDate(setting.updatedAt)}.` : 'The default.'}`}
                  decimalScale={2}
                  min={0}
                  readOnly={!editable}
                  hideControls={!editable}
                  {...form.getInputProps(meta.field)}
                />
              );
            })}
            {editable && (
              <>
                <TextInput
                  label="Note (optional)"
                  placeholder="Why, for the audit log"
                  {...form.getInputProps('note')}
                />
                <Button type="submit" color="black" loading={save.isPending} disabled={!form.isDirty()}>
                  SAVE SETTINGS
                </Button>
              </>
            )}
          </Stack>
        </form>
      )}
    </Paper>
  );
}
