import { Button, Checkbox, Group, Stack, Text, Textarea } from '@mantine/core';
import type { TProjectType } from '@wallcraft/shared';
import { DELIVERY_NOTE_MAX_LENGTH, MAX_PROOF_IMAGES, ZCompleteWithProofRequest } from '@wallcraft/shared/schemas';
import { FormModal } from '../FormModal/FormModal';
import { ImageUpload } from '../ImageUpload/ImageUpload';
import { useRequestForm } from '../../lib/form';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

type Props = { projectId: string; projectType: TProjectType; opened: boolean; onClose: () => void; onDone: () => void };

/**
 * The artist completes the project with proof: final photos (they become the project's gallery and, if ticked,
 * join the artist's public portfolio) and a note. Completing ends live tracking and cannot be undone, so the
 * dialog says so before the button.
 */
export function CompleteWithProofDialog({ projectId, projectType, opened, onClose, onDone }: Props) {
  const form = useRequestForm({
    schema: ZCompleteWithProofRequest,
    initialValues: { photos: [] as string[], note: '', addToPortfolio: true },
    toRequest: (values) => ({ projectId, projectType, ...values }),
  });
  const complete = trpc.tracking.complete.useMutation({
    meta: { errorToast: { title: 'COMPLETE FAILED' } },
    onSuccess: () => {
      toast({
        title: 'PROJECT COMPLETED',
        message: form.values.addToPortfolio
          ? 'The owner was asked to confirm the work; your photos are in your portfolio. Leave a review next.'
          : 'The owner was asked to confirm the work. Leave a review next.',
      });
      form.reset();
      onClose();
      onDone();
    },
  });

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      dirty={form.isDirty()}
      onDiscard={form.reset}
      title={<Text fw={900}>COMPLETE PROJECT</Text>}
      centered
    >
      <form onSubmit={form.onSubmit((request) => complete.mutate(request))} noValidate>
        <Stack>
          <Text size="sm">
            Completing ends live tracking and cannot be undone. The owner then confirms the work (releasing what is in
            escrow) or opens a dispute within 14 days; both of you are asked for a review.
          </Text>
          <ImageUpload
            label="Final photos"
            value={form.values.photos}
            onChange={(urls) => form.setFieldValue('photos', urls)}
            error={form.errors.photos}
            maxFiles={MAX_PROOF_IMAGES}
          />
          <Textarea
            label="Note for the owner"
            description="Optional"
            autosize
            minRows={2}
            maxLength={DELIVERY_NOTE_MAX_LENGTH}
            {...form.getInputProps('note')}
          />
          <Checkbox
            label="Add these photos to my public portfolio"
            {...form.getInputProps('addToPortfolio', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button variant="outline" onClick={onClose} disabled={complete.isPending}>
              CANCEL
            </Button>
            <Button type="submit" color="dark" loading={complete.isPending}>
              COMPLETE PROJECT
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
