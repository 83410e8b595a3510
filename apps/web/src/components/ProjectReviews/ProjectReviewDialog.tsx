import { Button, Group, Input, Rating, Stack, Text, Textarea } from '@mantine/core';
import { REVIEW_COMMENT_MAX_LENGTH, ZCreateReviewRequest } from '@wallcraft/shared/schemas';
import { useRequestForm } from '../../lib/form';
import { FormModal } from '../FormModal/FormModal';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

export type ReviewTarget = {
  projectType: 'brand_project' | 'wall_project';
  projectId: string;
  projectTitle: string;
  counterpart: { id: string; displayName: string };
};

/**
 * Rate the other party of a completed project (1 to 5 stars) with an optional comment. The review stays
 * hidden until both parties have reviewed or 14 days have passed; the server's message shows on failure.
 */
export function ProjectReviewDialog({ target, onClose }: { target: ReviewTarget | null; onClose: () => void }) {
  const form = useRequestForm({
    schema: ZCreateReviewRequest,
    initialValues: { rating: 0, comment: '' },
    toRequest: (values) => ({
      projectType: target?.projectType ?? 'brand_project',
      projectId: target?.projectId ?? '',
      revieweeId: target?.counterpart.id,
      rating: values.rating,
      comment: values.comment,
    }),
  });
  const create = trpc.reviews.create.useMutation({
    onSuccess: () => {
      toast({ title: 'REVIEW SUBMITTED', message: 'Thank you! Reviews are shown once both are in or after 14 days.' });
      form.reset();
      onClose();
    },
    meta: { errorToast: { title: 'Review failed', fallback: 'Could not submit your review' } },
  });
  const { comment } = form.values;

  return (
    <FormModal
      opened={target !== null}
      onClose={onClose}
      dirty={form.isDirty()}
      onDiscard={form.reset}
      centered
      title={<Text fw={900}>REVIEW {target?.counterpart.displayName.toUpperCase()}</Text>}
    >
      <form onSubmit={form.onSubmit((request) => create.mutate(request))}>
        <Stack>
          <Text size="sm">
            How was working with {target?.counterpart.displayName} on {target?.projectTitle}?
          </Text>
          <Input.Wrapper label="Rating" required error={form.errors.rating}>
            <Rating
              size="lg"
              count={5}
              value={form.values.rating}
              onChange={(value) => form.setFieldValue('rating', value)}
              aria-label="Rating, 1 to 5 stars"
            />
          </Input.Wrapper>
          <Textarea
            label="Comment (optional)"
            autosize
            minRows={3}
            maxRows={8}
            {...form.getInputProps('comment')}
            description={`${comment.length} / ${REVIEW_COMMENT_MAX_LENGTH}`}
          />
          <Text size="xs" c="dimmed">
            Neither of you sees the other&apos;s review until both are in or 14 days have passed.
          </Text>
          <Group justify="flex-end">
            <Button variant="outline" onClick={onClose} disabled={create.isPending}>
              CANCEL
            </Button>
            <Button type="submit" loading={create.isPending}>
              SUBMIT REVIEW
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
