import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { formatMoney } from '@wallcraft/shared';
import { DELIVERY_NOTE_MAX_LENGTH, MAX_PROOF_IMAGES, ZDeliverMilestoneRequest } from '@wallcraft/shared/schemas';
import { FormModal } from '../FormModal/FormModal';
import { ImageUpload } from '../ImageUpload/ImageUpload';
import { useRequestForm } from '../../lib/form';
import { toast } from '../../lib/toast';
import { trpc, type RouterOutputs } from '../../lib/trpc';

type Milestone = RouterOutputs['milestones']['list']['items'][number];
type Props = { milestone: Milestone; opened: boolean; onClose: () => void; onDone: () => void };

/** The artist marks a funded milestone done: photos of the work (1 to 10) and a note for the owner. */
export function DeliverMilestoneDialog({ milestone, opened, onClose, onDone }: Props) {
  const form = useRequestForm({
    schema: ZDeliverMilestoneRequest,
    initialValues: { note: '', images: [] as string[] },
    toRequest: (values) => ({ id: milestone.id, note: values.note, images: values.images }),
  });
  const deliver = trpc.milestones.deliver.useMutation({
    meta: { errorToast: { title: 'DELIVERY FAILED' } },
    onSuccess: (done) => {
      toast({
        title: 'MILESTONE DELIVERED',
        message: `“${done.title}” is marked done. The owner was told: they approve it (releasing ${formatMoney(done.amount)}) or ask for changes.`,
      });
      form.reset();
      onClose();
      onDone();
    },
  });
  const asked = milestone.latestDelivery?.decision === 'changes_requested' ? milestone.latestDelivery : null;

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      dirty={form.isDirty()}
      onDiscard={form.reset}
      title={<Text fw={900}>MARK MILESTONE DONE</Text>}
      centered
    >
      <form onSubmit={form.onSubmit((request) => deliver.mutate(request))} noValidate>
        <Stack>
          <Text fw={800}>
            {formatMoney(milestone.amount)} · {milestone.title}
          </Text>
          {asked?.reason ? (
            <Text size="sm">
              <Text span fw={800}>
                Changes asked for:{' '}
              </Text>
              {asked.reason}
            </Text>
          ) : null}
          <ImageUpload
            label="Photos of the work"
            value={form.values.images}
            onChange={(urls) => form.setFieldValue('images', urls)}
            error={form.errors.images}
            maxFiles={MAX_PROOF_IMAGES}
          />
          <Textarea
            label="Note for the owner"
            description="Optional: what was done, anything to check"
            autosize
            minRows={3}
            maxLength={DELIVERY_NOTE_MAX_LENGTH}
            {...form.getInputProps('note')}
          />
          <Group justify="flex-end">
            <Button variant="outline" onClick={onClose} disabled={deliver.isPending}>
              CANCEL
            </Button>
            <Button type="submit" color="dark" loading={deliver.isPending}>
              SEND DELIVERY
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
