import {
  Alert,
  Button,
  Drawer,
  Group,
  NumberInput,
  Paper,
  ScrollArea,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { formatMoney, formatUsd, moneyToCents } from '@wallcraft/shared';
import { ZDisputeDecision, type TDisputeDecision } from '@wallcraft/shared/schemas';

import { formatError } from '../../lib/errors';
import { formatDate } from '../../lib/format';
import { useCan } from '../../lib/role';
import { trpc, type RouterOutputs } from '../../lib/trpc';

type Detail = RouterOutputs['admin']['dispute'];

/** One dispute: the reason, the parties' messages, and the decision (operators and superadmins). */
export function DisputeDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const dispute = trpc.admin.dispute.useQuery({ id: id ?? '' }, { enabled: id !== null });
  const canDecide = useCan('operator');
  return (
    <Drawer opened={id !== null} onClose={onClose} position="right" size="lg" title="Dispute">
      {dispute.error ? (
        <Alert color="red" title="Could not load this dispute" role="alert">
          {formatError(dispute.error)}
        </Alert>
      ) : !dispute.data ? (
        <Stack>
          <Skeleton h={24} />
          <Skeleton h={120} />
        </Stack>
      ) : (
        <Stack>
          <Summary dispute={dispute.data} />
          <Messages dispute={dispute.data} />
          {dispute.data.status === 'open' && canDecide && <Decision dispute={dispute.data} onDone={onClose} />}
          {dispute.data.status === 'resolved' && (
            <Alert color="gray" title={`Resolved: ${dispute.data.outcome}`}>
              {dispute.data.note}
            </Alert>
          )}
        </Stack>
      )}
    </Drawer>
  );
}

function Summary({ dispute }: { dispute: Detail }) {
  return (
    <Stack gap={4}>
      <Title order={4}>{dispute.project.title}</Title>
      <Text size="sm">
        Owner: {dispute.owner.displayName} · Artists: {dispute.artists.map((a) => a.displayName).join(', ') || '—'}
      </Text>
      <Text size="sm">
        In escrow: <b>{formatMoney(dispute.inEscrow)}</b> · Opened {formatDate(dispute.createdAt)}
      </Text>
      <Paper withBorder p="sm">
        <Text size="xs" c="dimmed">
          THE OWNER&apos;S REASON
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {dispute.reason}
        </Text>
      </Paper>
    </Stack>
  );
}

function Messages({ dispute }: { dispute: Detail }) {
  if (!dispute.messages.length)
    return (
      <Text size="sm" c="dimmed">
        The parties exchanged no messages since the project was posted.
      </Text>
    );
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed">
        MESSAGES BETWEEN THE PARTIES ({dispute.messages.length})
      </Text>
      <ScrollArea.Autosize mah={320} type="auto">
        <Stack gap="xs" data-testid="dispute-messages">
          {dispute.messages.map((message) => (
            <Paper key={message.id} withBorder p="xs" bg={message.senderId === dispute.owner.id ? 'gray.0' : undefined}>
              <Group justify="space-between" gap="xs">
                <Text size="xs" fw={700}>
                  {message.senderName}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDate(message.createdAt)}
                </Text>
              </Group>
              <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                {message.content}
              </Text>
            </Paper>
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  );
}

const OUTCOMES = [
  { value: 'release', label: 'Release to artist' },
  { value: 'refund', label: 'Refund owner' },
  { value: 'split', label: 'Split' },
];

function Decision({ dispute, onDone }: { dispute: Detail; onDone: () => void }) {
  const utils = trpc.useUtils();
  const form = useForm<TDisputeDecision>({
    initialValues: { outcome: 'release', note: '', artistSharePercent: undefined },
    validate: schemaResolver(ZDisputeDecision, { sync: true }),
  });
  const resolve = trpc.admin.resolveDispute.useMutation({
    onSuccess: (result) => {
      notifications.show({
        title: result.outcome === 'split' ? 'SPLIT' : result.outcome === 'release' ? 'RELEASED' : 'REFUNDED',
        message: `${dispute.project.title}: both parties were notified.`,
      });
      void utils.admin.disputes.invalidate();
      void utils.admin.dispute.invalidate();
      void utils.admin.transactions.invalidate();
      onDone();
    },
    meta: { errorToast: { title: 'DECISION FAILED' } },
  });
  const escrowCents = moneyToCents(dispute.inEscrow) ?? 0;
  const share = form.values.artistSharePercent ?? 0;
  const artistCents = form.values.outcome === 'split' ? Math.round((escrowCents * share) / 100) : null;
  return (
    <form onSubmit={form.onSubmit((values) => resolve.mutate({ id: dispute.id, ...values }))} noValidate>
      <Stack gap="sm">
        <Text size="xs" c="dimmed">
          DECISION
        </Text>
        <SegmentedControl
          data={OUTCOMES}
          fullWidth
          {...form.getInputProps('outcome')}
          onChange={(value) => {
            form.setFieldValue('outcome', value as TDisputeDecision['outcome']);
            form.setFieldValue('artistSharePercent', value === 'split' ? 50 : undefined);
          }}
        />
        {form.values.outcome === 'split' && (
          <NumberInput
            label="Artist's share (%)"
            min={0.01}
            max={99.99}
            decimalScale={2}
            suffix="%"
            {...form.getInputProps('artistSharePercent')}
            onChange={(value) =>
              form.setFieldValue('artistSharePercent', typeof value === 'number' ? value : undefined)
            }
            description={
              artistCents !== null
                ? `About ${formatUsd(artistCents)} to the artists before the fee, ${formatUsd(escrowCents - artistCents)} back to the owner`
                : undefined
            }
          />
        )}
        <Textarea
          label="Note"
          description="Why: both parties and the audit log read it."
          autosize
          minRows={3}
          required
          {...form.getInputProps('note')}
        />
        <Button type="submit" color="black" loading={resolve.isPending}>
          DECIDE
        </Button>
      </Stack>
    </form>
  );
}
