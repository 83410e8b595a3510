import { Button, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { formatMoney, type TProjectType } from '@wallcraft/shared';
import { ZCreateMilestoneRequest, ZUpdateMilestoneRequest } from '@wallcraft/shared/schemas';
import { FormModal, useFormModalDirty } from '../../components/FormModal/FormModal';
import { useRequestForm } from '../../lib/form';
import { toast } from '../../lib/toast';
import { trpc, type RouterOutputs } from '../../lib/trpc';

type Milestone = RouterOutputs['milestones']['list']['items'][number];

/** What the owner types; the request schema (the server's) checks it and shows its messages beside the fields. */
type Values = { title: string; amount: string; dueDate: string; deliverables: string; description: string };

const blank: Values = { title: '', amount: '', dueDate: '', deliverables: '', description: '' };

function valuesOf(milestone: Milestone | null): Values {
  if (!milestone) return blank;
  return {
    title: milestone.title,
    amount: milestone.amount,
    dueDate: milestone.dueDate ?? '',
    deliverables: milestone.deliverables ?? '',
    description: milestone.description ?? '',
  };
}

type Props = {
  opened: boolean;
  onClose: () => void;
  project: { projectId: string; projectType: TProjectType };
  artist: { id: string; displayName: string };
  /** What is left of the agreed amount, shown as a hint under the amount. */
  remainingAmount: string | null;
  /** The milestone being edited (pending ones only); null to add one. */
  milestone: Milestone | null;
};

/**
 * ADD MILESTONE / EDIT MILESTONE: title, amount in dollars, due date, deliverables and a description. The
 * server decides the rest (the minimum, the agreed amount's cap, whether it may still be edited) and its
 * message is toasted as it says it.
 */
export function MilestoneDialog({ opened, onClose, ...props }: Props) {
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={<Text fw={900}>{props.milestone ? 'EDIT MILESTONE' : 'ADD MILESTONE'}</Text>}
      centered
    >
      {/* The modal mounts its content only while open, so each opening starts from the milestone's values. */}
      <MilestoneForm onClose={onClose} {...props} />
    </FormModal>
  );
}

function MilestoneForm({ onClose, project, artist, remainingAmount, milestone }: Omit<Props, 'opened'>) {
  const form = useRequestForm({
    schema: milestone ? ZUpdateMilestoneRequest : ZCreateMilestoneRequest,
    initialValues: valuesOf(milestone),
    toRequest: (values: Values) =>
      milestone ? { id: milestone.id, ...values } : { ...project, artistId: artist.id, ...values },
  });
  useFormModalDirty(form.isDirty());

  const done = (title: string, message: string) => {
    toast({ title, message });
    onClose();
  };
  const meta = { errorToast: { title: 'MILESTONE NOT SAVED', fallback: 'Saving failed' } };
  const create = trpc.milestones.create.useMutation({
    onSuccess: (created) =>
      done('MILESTONE ADDED', `“${created.title}”, ${formatMoney(created.amount)} for ${artist.displayName}.`),
    meta,
  });
  const update = trpc.milestones.update.useMutation({
    onSuccess: (updated) => done('MILESTONE UPDATED', `“${updated.title}”, ${formatMoney(updated.amount)}.`),
    meta,
  });
  const saving = create.isPending || update.isPending;

  return (
    <form
      onSubmit={form.onSubmit((request) => {
        if ('id' in request) update.mutate(request);
        else create.mutate(request);
      })}
    >
      <Stack>
        <Text size="sm" c="dimmed">
          For {artist.displayName}. It is funded and released on its own when you approve its deliverable.
        </Text>
        <TextInput label="Title" placeholder="Sketches" withAsterisk {...form.getInputProps('title')} />
        <TextInput
          label="Amount (USD)"
          placeholder="500.00"
          inputMode="decimal"
          withAsterisk
          description={
            remainingAmount !== null ? `${formatMoney(remainingAmount)} of the agreed amount is left` : undefined
          }
          {...form.getInputProps('amount')}
        />
        <TextInput label="Due date" type="date" {...form.getInputProps('dueDate')} />
        <Textarea
          label="Deliverables"
          placeholder="What the artist hands over for this step"
          autosize
          minRows={2}
          {...form.getInputProps('deliverables')}
        />
        <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
        <Group justify="flex-end">
          <Button variant="outline" onClick={onClose} disabled={saving}>
            CANCEL
          </Button>
          <Button type="submit" loading={saving}>
            {milestone ? 'SAVE MILESTONE' : 'ADD MILESTONE'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
