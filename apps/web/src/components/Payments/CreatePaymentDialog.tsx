import { Alert, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { formatMoney, PAYMENT_TYPES, type TProjectType, ZPaymentType } from '@wallcraft/shared';
import { requiredDollarsToCents, uuidOf } from '@wallcraft/shared/schemas';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { FormModal } from '../FormModal/FormModal';
import { useRequestForm } from '../../lib/form';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { feePreview } from './fee-preview';
import { TestModeBanner } from './TestModeBanner';

/** The fields a person fills in, checked by the same field rules as POST /transactions. */
const ZPaymentForm = z.object({
  recipientId: uuidOf('Artist is required'),
  amount: requiredDollarsToCents('Amount'),
  paymentType: ZPaymentType,
});

const TYPE_LABELS: Record<(typeof PAYMENT_TYPES)[number], string> = { lump_sum: 'Lump sum', milestone: 'Milestone' };

type Props = {
  opened: boolean;
  onClose: () => void;
  projectId: string;
  projectType: TProjectType;
  /** Filled in when the dialog opens (the deal room's FUND ESCROW): the artist to pay and the amount. */
  artistId?: string;
  amount?: string;
  /** After a payment is created (the deal room refetches). */
  onDone?: () => void;
};

/**
 * CREATE PAYMENT: the artist among the project's accepted ones (the agreed amount filled in when known), the
 * amount, the fee locked at the server's setting, and the fee and net previewed as the amount is typed.
 */
export function CreatePaymentDialog({ opened, onClose, projectId, projectType, artistId, amount, onDone }: Props) {
  const payees = trpc.payments.payees.useQuery({ projectId, projectType }, { enabled: opened });
  const settings = trpc.payments.settings.useQuery(undefined, { enabled: opened });
  // One key per dialog session: a retried or doubled submit answers the first payment instead of paying twice.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const form = useRequestForm({
    schema: ZPaymentForm,
    initialValues: { recipientId: '', amount: '', paymentType: 'lump_sum' as (typeof PAYMENT_TYPES)[number] },
    toRequest: (values) => values,
  });

  // Prefilled as the starting values, so closing without a change asks nothing.
  useEffect(() => {
    if (!opened || !artistId) return;
    form.setInitialValues({ recipientId: artistId, amount: amount ?? '', paymentType: 'lump_sum' });
    form.setValues({ recipientId: artistId, amount: amount ?? '', paymentType: 'lump_sum' });
    // The form object changes every render; the prefill follows only what the caller passes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, artistId, amount]);

  const close = () => {
    form.reset();
    setKey(crypto.randomUUID());
    onClose();
  };

  const create = trpc.payments.create.useMutation({
    onSuccess: (payment) => {
      // A provider with its own checkout page (Stripe): the payer pays there and comes back to the receipt.
      if (payment.checkoutUrl) {
        window.location.assign(payment.checkoutUrl);
        return;
      }
      toast({
        title: 'PAYMENT CREATED',
        message: `${formatMoney(payment.amount)} to ${payment.recipient.displayName}: fee ${formatMoney(payment.platformFee)}, the artist receives ${formatMoney(payment.netAmount)}.`,
      });
      close();
      onDone?.();
    },
    meta: { errorToast: { title: 'PAYMENT FAILED', fallback: 'Payment failed' } },
  });

  const pickArtist = (id: string | null) => {
    form.setFieldValue('recipientId', id ?? '');
    const agreed = payees.data?.items.find((payee) => payee.artist.id === id)?.agreedAmount;
    if (agreed) form.setFieldValue('amount', agreed);
  };

  const feeBps = settings.data?.platformFeeBps;
  const preview = feeBps === undefined ? null : feePreview(form.values.amount, feeBps);
  const options = (payees.data?.items ?? []).map((payee) => ({
    value: payee.artist.id,
    label: payee.agreedAmount
      ? `${payee.artist.displayName} (agreed ${formatMoney(payee.agreedAmount)})`
      : payee.artist.displayName,
  }));
  const noArtists = payees.isSuccess && options.length === 0;

  return (
    <FormModal
      opened={opened}
      onClose={close}
      dirty={form.isDirty()}
      title={<Text fw={900}>CREATE PAYMENT</Text>}
      centered
    >
      <form
        onSubmit={form.onSubmit((values) => create.mutate({ projectId, projectType, ...values, idempotencyKey: key }))}
      >
        <Stack>
          <TestModeBanner compact />
          {noArtists ? (
            <Alert color="gray" title="No accepted artists yet">
              Accept an artist&apos;s application or invitation on this project to pay them.
            </Alert>
          ) : null}
          <Select
            label="Artist"
            placeholder={payees.isPending ? 'Loading artists…' : 'Choose the artist to pay'}
            data={options}
            disabled={payees.isPending || noArtists}
            {...form.getInputProps('recipientId')}
            value={form.values.recipientId || null}
            onChange={pickArtist}
            allowDeselect={false}
          />
          <TextInput
            label="Total amount (USD)"
            placeholder="1000.00"
            inputMode="decimal"
            description={settings.data ? `Minimum ${formatMoney(settings.data.minimumAmount)}` : undefined}
            {...form.getInputProps('amount')}
          />
          <TextInput
            label="Platform fee (%)"
            value={settings.data?.platformFeePercentage ?? ''}
            readOnly
            disabled
            description="Set by WallCraft"
          />
          <Stack gap={4} aria-label="Fee preview" aria-live="polite">
            <Group justify="space-between">
              <Text size="sm" fw={700}>
                Platform fee
              </Text>
              <Text size="sm" fw={800} data-testid="fee-preview">
                {preview?.fee ?? '—'}
              </Text>
            </Group>
            <Group justify="space-between">
              <Text size="sm" fw={700}>
                Artist receives
              </Text>
              <Text size="sm" fw={800} data-testid="net-preview">
                {preview?.net ?? '—'}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              A preview: the payment shows the figures WallCraft computes.
            </Text>
          </Stack>
          <Select
            label="Payment type"
            data={PAYMENT_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] }))}
            allowDeselect={false}
            {...form.getInputProps('paymentType')}
            onChange={(value) => form.setFieldValue('paymentType', ZPaymentType.parse(value ?? 'lump_sum'))}
          />
          <Group justify="flex-end">
            <Button variant="outline" onClick={close} disabled={create.isPending}>
              CANCEL
            </Button>
            <Button type="submit" loading={create.isPending} disabled={noArtists || settings.isPending}>
              PAY INTO ESCROW
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
