import { Anchor, Button, Card, Center, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { StatusBadge } from '../../components/StatusBadge';
import { infinitePaging } from '../../lib/paging';
import { toast } from '../../lib/toast';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { formatMoney } from '@wallcraft/shared';
import { usePagedList } from '../../components/BrowseList/usePagedList';
import { ACTION_TEXT, payerActions, shortId, type PaymentAction } from './payment-format';

type Payment = RouterOutputs['payments']['get'];
type ProjectRef = { projectId: string; projectType: Payment['projectType'] };

/** RELEASE / CANCEL / REFUND with a confirmation; the server decides whether the payment is still in that state. */
function PayerActions({ payment }: { payment: Payment }) {
  const [asking, setAsking] = useState<PaymentAction | null>(null);
  const options = {
    onSuccess: (updated: Payment) => {
      toast({
        title: ACTION_TEXT[asking ?? 'release'].done,
        message: `Payment ${shortId(updated.id)} is now ${updated.paymentStatus}.`,
      });
      setAsking(null);
    },
    meta: { errorToast: { title: 'PAYMENT FAILED', fallback: 'Payment failed' } },
    onError: () => setAsking(null),
  };
  const mutations = {
    release: trpc.payments.release.useMutation(options),
    cancel: trpc.payments.cancel.useMutation(options),
    refund: trpc.payments.refund.useMutation(options),
  };
  const actions = payerActions(payment.paymentStatus);
  if (actions.length === 0) return null;
  const running = asking ? mutations[asking] : null;

  return (
    <>
      <Group gap="xs">
        {actions.map((action) => (
          <Button
            key={action}
            size="compact-sm"
            variant={action === 'release' ? 'filled' : 'outline'}
            color={action === 'release' ? 'dark' : 'red'}
            onClick={() => setAsking(action)}
          >
            {ACTION_TEXT[action].label}
          </Button>
        ))}
      </Group>
      <Modal
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title={<Text fw={900}>{asking ? `${ACTION_TEXT[asking].label} PAYMENT ${shortId(payment.id)}` : ''}</Text>}
        centered
      >
        <Stack>
          <Text>{asking ? ACTION_TEXT[asking].question : null}</Text>
          <Text fw={800}>
            {formatMoney(payment.amount)} · {payment.recipient.displayName}
          </Text>
          <Group justify="flex-end">
            <Button variant="outline" onClick={() => setAsking(null)} disabled={running?.isPending}>
              BACK
            </Button>
            <Button
              color={asking === 'release' ? 'dark' : 'red'}
              loading={running?.isPending}
              onClick={() => running?.mutate({ id: payment.id })}
            >
              {asking ? `CONFIRM ${ACTION_TEXT[asking].label}` : 'CONFIRM'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

function PaymentRow({ payment, isPayer }: { payment: Payment; isPayer: boolean }) {
  return (
    <Card p="md" data-testid="payment-row">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Anchor component={Link} to={`/payments/${payment.id}`} fw={800} c="dark" ff="monospace">
            #{shortId(payment.id)}
          </Anchor>
          <StatusBadge status={payment.paymentStatus} />
        </Group>
        <Group justify="space-between" wrap="wrap" gap="xs" align="flex-end">
          <Stack gap={2}>
            <Text fz="xl" fw={900} ff="heading">
              {formatMoney(payment.amount)}
            </Text>
            <Text size="sm" c="dimmed">
              Fee {formatMoney(payment.platformFee)} · Net {formatMoney(payment.netAmount)} ·{' '}
              {payment.recipient.displayName}
            </Text>
            <Text size="xs" c="dimmed">
              {dayjs(payment.createdAt).format('MMM D, YYYY h:mm A')} ·{' '}
              {payment.paymentType === 'milestone' ? 'Milestone' : 'Lump sum'}
            </Text>
          </Stack>
          <Group gap="xs">
            {isPayer ? <PayerActions payment={payment} /> : null}
            <Button component={Link} to={`/payments/${payment.id}`} size="compact-sm" variant="subtle" color="dark">
              RECEIPT
            </Button>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}

/** The project's payments newest first (the owner's all, an artist's own), LOAD MORE for older ones. */
export function PaymentHistory({ project, viewerId }: { project: ProjectRef; viewerId: string | null }) {
  const pages = trpc.payments.list.useInfiniteQuery({ ...project, limit: 20 }, infinitePaging);
  const list = usePagedList(pages);
  if (list.firstLoad)
    return (
      <Stack aria-label="Loading payments">
        <Skeleton h={110} />
        <Skeleton h={110} />
      </Stack>
    );
  if (list.items.length === 0)
    return (
      <Card p="xl">
        <Center>
          <Text fw={900} ff="heading" fz="xl">
            NO PAYMENTS YET
          </Text>
        </Center>
      </Card>
    );
  return (
    <Stack>
      {list.items.map((payment) => (
        <PaymentRow key={payment.id} payment={payment} isPayer={payment.payerId === viewerId} />
      ))}
      {list.hasMore ? (
        <Center>
          <Button variant="outline" onClick={list.more} loading={list.loading}>
            LOAD MORE
          </Button>
        </Center>
      ) : null}
    </Stack>
  );
}
