import { ActionIcon, Button, Card, Group, Modal, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DeliverMilestoneDialog } from '../../components/DealWork/DeliverMilestoneDialog';
import { ReviewDeliveryDialog } from '../../components/DealWork/ReviewDeliveryDialog';
import { StatusBadge } from '../../components/StatusBadge';
import { useViewer } from '../../lib/session';
import { toast } from '../../lib/toast';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { formatMoney } from '@wallcraft/shared';

export type Milestone = RouterOutputs['milestones']['list']['items'][number];

type Step = 'fund';

/** What each money step asks before it runs, and what it says when done. */
const STEP_TEXT: Record<Step, { label: string; question: string; done: string }> = {
  fund: {
    label: 'FUND',
    question: 'Fund this milestone? Its amount goes into escrow as a payment of its own, held until you approve it.',
    done: 'MILESTONE FUNDED',
  },
};

/** FUND (pending) with a confirmation; the server decides whether it still may. */
function MoneyStep({ milestone, step }: { milestone: Milestone; step: Step }) {
  const [asking, setAsking] = useState(false);
  const failed = {
    meta: { errorToast: { title: 'MILESTONE FAILED', fallback: 'Milestone failed' } },
    onError: () => setAsking(false),
  };
  const fund = trpc.milestones.fund.useMutation({
    onSuccess: (funded) => {
      // A provider with its own checkout page (Stripe): the owner pays there, as for CREATE PAYMENT.
      if (funded.checkoutUrl) {
        window.location.assign(funded.checkoutUrl);
        return;
      }
      toast({
        title: STEP_TEXT.fund.done,
        message: `${formatMoney(funded.amount)} for “${funded.title}” is in escrow.`,
      });
      setAsking(false);
    },
    ...failed,
  });
  const running = fund;
  const text = STEP_TEXT[step];

  return (
    <>
      <Button size="compact-sm" color="dark" onClick={() => setAsking(true)}>
        {text.label}
      </Button>
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title={<Text fw={900}>{`${text.label} MILESTONE`}</Text>}
        centered
      >
        <Stack>
          <Text>{text.question}</Text>
          <Text fw={800}>
            {formatMoney(milestone.amount)} · {milestone.title}
          </Text>
          <Group justify="flex-end">
            <Button variant="outline" onClick={() => setAsking(false)} disabled={running.isPending}>
              BACK
            </Button>
            <Button color="dark" loading={running.isPending} onClick={() => running.mutate({ id: milestone.id })}>
              {`CONFIRM ${text.label}`}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/**
 * The delivery steps: the milestone's artist marks it done with photos (in progress), the owner reviews what was
 * delivered and approves it or asks for changes (completed). The list refreshes itself after either write.
 */
function DeliveryStep({ milestone, kind }: { milestone: Milestone; kind: 'deliver' | 'review' }) {
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);
  const done = () => undefined;
  return (
    <>
      <Button size="compact-sm" color="dark" onClick={() => setOpened(true)}>
        {kind === 'deliver' ? 'MARK DONE' : 'REVIEW DELIVERY'}
      </Button>
      {kind === 'deliver' ? (
        <DeliverMilestoneDialog milestone={milestone} opened={opened} onClose={close} onDone={done} />
      ) : (
        <ReviewDeliveryDialog milestone={milestone} opened={opened} onClose={close} onDone={done} />
      )}
    </>
  );
}

/** What the latest delivery says, under the milestone: waiting for the owner, or the changes asked for. */
function DeliveryLine({ milestone }: { milestone: Milestone }) {
  const delivery = milestone.latestDelivery;
  if (!delivery || milestone.status === 'paid') return null;
  if (delivery.decision === 'changes_requested')
    return (
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        <Text span fw={800}>
          Changes asked for:{' '}
        </Text>
        {delivery.reason}
      </Text>
    );
  return (
    <Text size="sm" fw={700}>
      Delivered {dayjs(delivery.submittedAt).format('MMM D, YYYY')} with {delivery.images.length} photo
      {delivery.images.length === 1 ? '' : 's'} · waiting for the owner’s approval
    </Text>
  );
}

type OwnerControls = {
  onMove: (direction: 'up' | 'down') => void;
  canMoveUp: boolean;
  canMoveDown: boolean;
  moving: boolean;
  onEdit: () => void;
};

/** One milestone: its number, title, amount, due date, deliverables and status; the owner's actions under it. */
export function MilestoneRow({
  milestone,
  position,
  owner,
}: {
  milestone: Milestone;
  position: number;
  owner: OwnerControls | null;
}) {
  const viewer = useViewer();
  return (
    <Card p="md" data-testid="milestone-row" aria-label={`Milestone ${position}: ${milestone.title}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Text fw={900} ff="heading" fz="lg" style={{ overflowWrap: 'anywhere' }}>
            {position}. {milestone.title}
          </Text>
          <StatusBadge status={milestone.status} style={{ flexShrink: 0 }} />
        </Group>
        <Text fz="xl" fw={900} ff="heading">
          {formatMoney(milestone.amount)}
        </Text>
        <Text size="sm" c="dimmed">
          {milestone.dueDate ? `Due ${dayjs(milestone.dueDate).format('MMM D, YYYY')}` : 'No due date'}
          {milestone.approvedAt ? ` · Approved ${dayjs(milestone.approvedAt).format('MMM D, YYYY')}` : ''}
        </Text>
        {milestone.deliverables ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <Text span fw={800}>
              Deliverables:{' '}
            </Text>
            {milestone.deliverables}
          </Text>
        ) : null}
        <DeliveryLine milestone={milestone} />
        {milestone.description ? (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {milestone.description}
          </Text>
        ) : null}
        <Group gap="xs" wrap="wrap">
          {owner ? (
            <>
              <ActionIcon
                variant="outline"
                color="dark"
                size="lg"
                aria-label={`Move “${milestone.title}” up`}
                disabled={!owner.canMoveUp || owner.moving}
                onClick={() => owner.onMove('up')}
              >
                <IconArrowUp size={18} aria-hidden="true" />
              </ActionIcon>
              <ActionIcon
                variant="outline"
                color="dark"
                size="lg"
                aria-label={`Move “${milestone.title}” down`}
                disabled={!owner.canMoveDown || owner.moving}
                onClick={() => owner.onMove('down')}
              >
                <IconArrowDown size={18} aria-hidden="true" />
              </ActionIcon>
              {milestone.status === 'pending' ? (
                <>
                  <Button size="compact-sm" variant="outline" color="dark" onClick={owner.onEdit}>
                    EDIT
                  </Button>
                  <MoneyStep milestone={milestone} step="fund" />
                </>
              ) : null}
              {milestone.status === 'completed' ? <DeliveryStep milestone={milestone} kind="review" /> : null}
            </>
          ) : null}
          {!owner && milestone.status === 'in_progress' && milestone.artistId === viewer.userId ? (
            <DeliveryStep milestone={milestone} kind="deliver" />
          ) : null}
          {milestone.transactionId ? (
            <Button
              component={Link}
              to={`/payments/${milestone.transactionId}`}
              size="compact-sm"
              variant="subtle"
              color="dark"
            >
              RECEIPT
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
