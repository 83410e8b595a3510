import { Button, List, NumberInput, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { formatMoney, moneyToCents, referralRules } from '@wallcraft/shared';
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
    help: 'The smallest direct payment, and the smallest deal milestones may split: a milestone may be smaller when its deal meets it.',
  },
  referral_bonus_cents: {
    field: 'referralBonus',
    label: 'Referral bonus (USD)',
    help: 'Paid to the referrer once a friend has confirmed their email and made a first payment, order or verification; new sign-ups earn the bonus in force when they join.',
  },
  referral_monthly_cap: {
    field: 'referralMonthlyCap',
    label: 'Referral bonuses paid a month',
    help: 'Per referrer and calendar month; bonuses beyond it wait under Transactions > Referral bonuses for an operator. 0 holds every bonus for review.',
  },
} as const;

/** How many decimals each field takes: the fee is a percent and the amounts dollars (two), the cap a count. */
const DECIMALS: Record<Setting['key'], number> = {
  platform_fee_bps: 2,
  payment_minimum_cents: 2,
  referral_bonus_cents: 2,
  referral_monthly_cap: 0,
};

type FormValues = Required<Omit<TPlatformSettingsUpdate, 'note'>> & { note: string };
type MoneyKey = Extract<Setting, { value: string }>['key'];
type NumberKey = Extract<Setting, { value: number }>['key'];

/** An amount of money in force (ZMoney: "100.00"), or the number of a fee or a count. */
const amountOf = (settings: Setting[], key: MoneyKey) => {
  const setting = settings.find((s) => s.key === key);
  return typeof setting?.value === 'string' ? setting.value : null;
};
const numberOf = (settings: Setting[], key: NumberKey) => {
  const setting = settings.find((s) => s.key === key);
  return typeof setting?.value === 'number' ? setting.value : 0;
};

/** The server sends basis points, amounts and a count; the form shows percent, dollars and the count. */
const toForm = (settings: Setting[]): FormValues => {
  const dollars = (key: MoneyKey) => (moneyToCents(amountOf(settings, key)) ?? 0) / 100;
  return {
    platformFeePercent: numberOf(settings, 'platform_fee_bps') / 100,
    minimumTransaction: dollars('payment_minimum_cents'),
    referralBonus: dollars('referral_bonus_cents'),
    referralMonthlyCap: numberOf(settings, 'referral_monthly_cap'),
    note: '',
  };
};

/** The referral rules as the referrals page tells users, with the bonus and cap in force. */
function ReferralRules({ settings }: { settings: Setting[] }) {
  return (
    <Stack gap={4} data-testid="referral-rules">
      <Text size="sm" fw={700}>
        Referral rules, as users read them
      </Text>
      <List size="sm" spacing={2}>
        {referralRules(
          formatMoney(amountOf(settings, 'referral_bonus_cents'), '$0'),
          numberOf(settings, 'referral_monthly_cap'),
        ).map((rule) => (
          <List.Item key={rule}>{rule}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** The fee, minimum, referral bonus and its monthly cap the server applies, each with who set it last. */
export function PlatformSettings({ editable }: { editable: boolean }) {
  const utils = trpc.useUtils();
  const settings = trpc.admin.settings.useQuery();
  const form = useForm<FormValues>({
    initialValues: { platformFeePercent: 0, minimumTransaction: 0, referralBonus: 0, referralMonthlyCap: 0, note: '' },
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
    meta: { errorToast: { title: 'NOT SAVED' } },
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
                  decimalScale={DECIMALS[setting.key]}
                  min={0}
                  readOnly={!editable}
                  hideControls={!editable}
                  {...form.getInputProps(meta.field)}
                />
              );
            })}
            <ReferralRules settings={settings.data} />
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
