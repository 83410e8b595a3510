import {
  Alert,
  Anchor,
  Blockquote,
  Button,
  Drawer,
  Group,
  Image,
  NumberInput,
  Paper,
  ScrollArea,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { notifications } from '@mantine/notifications';
import { formatMoney, formatUsd, moneyToCents } from '@wallcraft/shared';
import { ZDisputeDecision, type TDisputeDecision } from '@wallcraft/shared/schemas';

import { formatError } from '../../lib/errors';
import { NO_ERROR_TOAST } from '../../lib/toast';
import { formatDate } from '../../lib/format';
import { consoleLinks } from '../../lib/open-param';
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
          <Evidence dispute={dispute.data} />
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
      <Title order={4}>
        <Anchor component={Link} to={consoleLinks.project(dispute.project.id, dispute.projectType)} inherit>
          {dispute.project.title}
        </Anchor>
      </Title>
      <Text size="sm">
        Owner:{' '}
        <Anchor component={Link} to={consoleLinks.user(dispute.owner.id)} inherit>
          {dispute.owner.displayName}
        </Anchor>{' '}
        · Artists:{' '}
        {dispute.artists.length
          ? dispute.artists.map((artist, index) => (
              <span key={artist.id}>
                {index > 0 && ', '}
                <Anchor component={Link} to={consoleLinks.user(artist.id)} inherit>
                  {artist.displayName}
                </Anchor>
              </span>
            ))
          : '—'}
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

/** What the owner attached when opening the dispute: photos, and the messages they pointed to, quoted. */
function Evidence({ dispute }: { dispute: Detail }) {
  const images = dispute.evidenceImages;
  const quoted = dispute.evidenceMessages;
  if (!images.length && !quoted.length) return null;
  return (
    <Stack gap={4} data-testid="dispute-evidence">
      <Text size="xs" c="dimmed">
        THE OWNER&apos;S EVIDENCE
      </Text>
      {images.length > 0 && (
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
          {images.map((url, index) => (
            <Anchor key={url} href={url} target="_blank" rel="noreferrer">
              <Image src={url} alt={`Evidence photo ${index + 1}`} radius="sm" h={110} fit="cover" />
            </Anchor>
          ))}
        </SimpleGrid>
      )}
      {quoted.map((message) => (
        <Blockquote
          key={message.id}
          p="xs"
          color="gray"
          cite={`${message.senderName}, ${formatDate(message.createdAt)}`}
        >
          <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            {message.content}
          </Text>
        </Blockquote>
      ))}
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

type DecisionValues = { outcome: TDisputeDecision['outcome']; note: string; artistShare?: number | string };
type Preview = RouterOutputs['admin']['previewDisputeSplit'];

/**
 * The decision in two steps: DECIDE shows what will move (a split is previewed by the API with the ledger's own
 * rule: "Artist gets $X (after the $F fee), owner gets $Y back"), and only CONFIRM moves the money.
 */
function Decision({ dispute, onDone }: { dispute: Detail; onDone: () => void }) {
  const utils = trpc.useUtils();
  const [asked, setAsked] = useState<{ values: DecisionValues; preview: Preview | null } | null>(null);
  const form = useForm<DecisionValues>({
    initialValues: { outcome: 'release', note: '', artistShare: undefined },
    validate: schemaResolver(ZDisputeDecision, { sync: true }),
  });
  // The server's refusal (nothing or all of escrow, more than it holds) shows beside the field it is about.
  const preview = trpc.admin.previewDisputeSplit.useMutation({
    ...NO_ERROR_TOAST,
    onError: (error) => form.setFieldError('artistShare', formatError(error)),
  });
  const resolve = trpc.admin.resolveDispute.useMutation({
    onSuccess: (result) => {
      notifications.show({
        title: result.outcome === 'split' ? 'SPLIT' : result.outcome === 'release' ? 'RELEASED' : 'REFUNDED',
        message: `${dispute.project.title}: the money moved and both parties were notified.`,
      });
      void utils.admin.disputes.invalidate();
      void utils.admin.dispute.invalidate();
      void utils.admin.transactions.invalidate();
      onDone();
    },
    meta: { errorToast: { title: 'DECISION FAILED' } },
  });
  const shareCents = moneyToCents(String(form.values.artistShare ?? ''));
  const artistNames = dispute.artists.map((a) => a.displayName).join(', ') || 'the artist';

  const ask = form.onSubmit((values) => {
    if (values.outcome !== 'split') return setAsked({ values, preview: null });
    preview.mutate(
      { id: dispute.id, artistShare: values.artistShare },
      { onSuccess: (shown) => setAsked({ values, preview: shown }) },
    );
  });

  if (asked)
    return (
      <Paper withBorder p="sm" data-testid="dispute-confirm">
        <Stack gap="sm">
          <Text size="xs" c="dimmed">
            CONFIRM THE DECISION
          </Text>
          <Text fw={700} data-testid="dispute-preview">
            {asked.preview
              ? `${artistNames} gets ${formatMoney(asked.preview.artistNet)} (after the ${formatMoney(asked.preview.fee)} fee), ${dispute.owner.displayName} gets ${formatMoney(asked.preview.ownerRefund)} back.`
              : asked.values.outcome === 'release'
                ? `All ${formatMoney(dispute.inEscrow)} held goes to ${artistNames} (less the platform fee); ${dispute.owner.displayName} gets nothing back.`
                : `All ${formatMoney(dispute.inEscrow)} held goes back to ${dispute.owner.displayName}; ${artistNames} is not paid.`}
          </Text>
          {asked.preview && (
            <Text size="sm" c="dimmed">
              {formatMoney(asked.preview.artistShare)} of {formatMoney(asked.preview.inEscrow)} held (
              {asked.preview.artistSharePercent}%) goes to the artist side. Nothing has moved yet.
            </Text>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setAsked(null)} disabled={resolve.isPending}>
              BACK
            </Button>
            <Button
              color="black"
              loading={resolve.isPending}
              onClick={() =>
                resolve.mutate({
                  id: dispute.id,
                  outcome: asked.values.outcome,
                  note: asked.values.note,
                  ...(asked.values.outcome === 'split' ? { artistShare: asked.values.artistShare } : {}),
                })
              }
            >
              CONFIRM
            </Button>
          </Group>
        </Stack>
      </Paper>
    );

  return (
    <form onSubmit={ask} noValidate>
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
            form.setFieldValue('artistShare', undefined);
          }}
        />
        {form.values.outcome === 'split' && (
          <NumberInput
            label="Artist's share ($)"
            prefix="$"
            min={0}
            decimalScale={2}
            thousandSeparator=","
            allowNegative={false}
            {...form.getInputProps('artistShare')}
            description={
              shareCents !== null && shareCents > 0
                ? `${formatUsd(shareCents)} of the ${formatMoney(dispute.inEscrow)} held, before the fee; the rest goes back to the owner. DECIDE shows what each side gets before anything moves.`
                : `Dollars of the ${formatMoney(dispute.inEscrow)} held, before the fee; the rest goes back to the owner.`
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
        <Button type="submit" color="black" loading={preview.isPending}>
          DECIDE
        </Button>
      </Stack>
    </form>
  );
}
