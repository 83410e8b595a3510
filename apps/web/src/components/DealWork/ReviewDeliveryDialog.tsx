import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { formatMoney } from '@wallcraft/shared';
import { CHANGES_REASON_MAX_LENGTH, ZRequestChangesRequest } from '@wallcraft/shared/schemas';
import dayjs from 'dayjs';
import { useState } from 'react';
import { FormModal } from '../FormModal/FormModal';
import { useRequestForm } from '../../lib/form';
import { toast } from '../../lib/toast';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { ProofPhotos } from './ProofPhotos';

type Milestone = RouterOutputs['milestones']['list']['items'][number];
type Props = { milestone: Milestone; opened: boolean; onClose: () => void; onDone: () => void };

/**
 * The owner looks at what the artist delivered and APPROVEs it (its payment is released) or ASKs FOR CHANGES with
 * a reason (the milestone goes back to the artist, its payment stays in escrow).
 */
export function ReviewDeliveryDialog({ milestone, opened, onClose, onDone }: Props) {
  const [asking, setAsking] = useState(false);
  const form = useRequestForm({
    schema: ZRequestChangesRequest,
    initialValues: { reason: '' },
    toRequest: (values) => ({ id: milestone.id, reason: values.reason }),
  });
  const finish = () => {
    setAsking(false);
    form.reset();
    onClose();
    onDone();
  };
  const approve = trpc.milestones.approve.useMutation({
    meta: { errorToast: { title: 'APPROVAL FAILED' } },
    onSuccess: (paid) => {
      toast({
        title: 'MILESTONE APPROVED',
        message: `“${paid.title}” is paid: ${formatMoney(paid.amount)} was released to the artist.`,
      });
      finish();
    },
  });
  const changes = trpc.milestones.requestChanges.useMutation({
    meta: { errorToast: { title: 'REQUEST FAILED' } },
    onSuccess: (reopened) => {
      toast({
        title: 'CHANGES REQUESTED',
        message: `The artist was told what to change on “${reopened.title}”; they deliver it again when ready.`,
      });
      finish();
    },
  });
  const delivery = milestone.latestDelivery;
  const busy = approve.isPending || changes.isPending;

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      dirty={asking && form.isDirty()}
      onDiscard={() => {
        setAsking(false);
        form.reset();
      }}
      title={<Text fw={900}>REVIEW DELIVERY</Text>}
      centered
      size="lg"
    >
      <Stack>
        <Text fw={800}>
          {formatMoney(milestone.amount)} · {milestone.title}
        </Text>
        {delivery ? (
          <>
            <Text size="sm" c="dimmed">
              Delivered {dayjs(delivery.submittedAt).format('MMM D, YYYY h:mm A')}
            </Text>
            <ProofPhotos urls={delivery.images} label="Delivery photo" />
            {delivery.note ? (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {delivery.note}
              </Text>
            ) : null}
          </>
        ) : (
          <Text size="sm">Nothing was delivered yet.</Text>
        )}
        {asking ? (
          <form onSubmit={form.onSubmit((request) => changes.mutate(request))} noValidate>
            <Stack>
              <Textarea
                label="What should change?"
                description="The artist reads this and delivers again; the payment stays in escrow meanwhile"
                autosize
                minRows={3}
                maxLength={CHANGES_REASON_MAX_LENGTH}
                data-autofocus
                {...form.getInputProps('reason')}
              />
              <Group justify="flex-end">
                <Button variant="outline" onClick={() => setAsking(false)} disabled={busy}>
                  BACK
                </Button>
                <Button type="submit" color="dark" loading={changes.isPending}>
                  SEND REQUEST
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <>
            <Text size="sm">
              Approving releases {formatMoney(milestone.amount)} from escrow to the artist; it cannot be refunded
              afterwards.
            </Text>
            <Group justify="flex-end">
              <Button variant="outline" color="dark" onClick={() => setAsking(true)} disabled={busy || !delivery}>
                ASK FOR CHANGES
              </Button>
              <Button
                color="dark"
                loading={approve.isPending}
                disabled={busy || !delivery}
                onClick={() => approve.mutate({ id: milestone.id })}
              >
                APPROVE
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </FormModal>
  );
}
