import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { DISPUTE_REASON_MAX_LENGTH, ZOpenDisputeRequest } from '@wallcraft/shared/schemas';
import { useRequestForm } from '../../lib/form';
import { FormModal } from '../FormModal/FormModal';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { formatMoney } from '@wallcraft/shared';

/** The owner disputes a completed project's payout: the money stays in escrow until an operator decides. */
export function DisputeDialog({
  opened,
  onClose,
  projectType,
  projectId,
  inEscrow,
}: {
  opened: boolean;
  onClose: () => void;
  projectType: 'brand_project' | 'wall_project';
  projectId: string;
  inEscrow: string;
}) {
  const form = useRequestForm({
    schema: ZOpenDisputeRequest,
    initialValues: { reason: '' },
    toRequest: (values) => ({ projectType, projectId, reason: values.reason }),
  });
  const open = trpc.reviews.dispute.useMutation({
    onSuccess: () => {
      toast({ title: 'DISPUTE OPENED', message: 'The payment stays in escrow until an operator decides.' });
      form.reset();
      onClose();
    },
    meta: { errorToast: { title: 'Dispute failed', fallback: 'Could not open the dispute' } },
  });

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      dirty={form.isDirty()}
      onDiscard={form.reset}
      centered
      title={<Text fw={900}>DISPUTE PAYOUT</Text>}
    >
      <form onSubmit={form.onSubmit((request) => open.mutate(request))}>
        <Stack>
          <Text size="sm">
            {formatMoney(inEscrow)} is held in escrow. A dispute stops its release to the artist; an operator reviews it
            and releases or refunds the money.
          </Text>
          <Textarea
            label="Reason"
            required
            autosize
            minRows={3}
            maxRows={8}
            {...form.getInputProps('reason')}
            description={`${form.values.reason.length} / ${DISPUTE_REASON_MAX_LENGTH}`}
          />
          <Group justify="flex-end">
            <Button variant="outline" onClick={onClose} disabled={open.isPending}>
              CANCEL
            </Button>
            <Button type="submit" color="red" loading={open.isPending}>
              DISPUTE
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
