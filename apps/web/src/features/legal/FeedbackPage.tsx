import { Button, Card, Container, Group, Text, Textarea } from '@mantine/core';
import { SUPPORT_TEXT_MAX_LENGTH, ZSendFeedbackRequest } from '@wallcraft/shared/schemas';
import { PageTitle } from '../../components/PageTitle';
import { useRequestForm } from '../../lib/form';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

/** One textarea (spec 2.19): SUBMIT stays disabled until it holds some text. Signed in or out. */
export function FeedbackPage() {
  const form = useRequestForm({
    schema: ZSendFeedbackRequest,
    initialValues: { feedback: '' },
    toRequest: (values) => values,
  });
  const send = trpc.support.sendFeedback.useMutation({
    onSuccess: () => {
      toast({ title: 'Thank you!', message: 'Your feedback reached the WallCraft team.' });
      form.reset();
    },
    meta: { errorToast: { title: 'Submission Failed', fallback: 'Failed to submit feedback. Please try again.' } },
  });

  return (
    <Container size="sm" py="xl">
      <PageTitle title="FEEDBACK" subtitle="Tell us what works, what doesn't and what you would like to see next." />
      <Card p="lg">
        <form onSubmit={form.onSubmit((request) => send.mutate(request))}>
          <Textarea
            label="Your feedback"
            placeholder="What should we know?"
            autosize
            minRows={5}
            maxRows={14}
            {...form.getInputProps('feedback')}
            description={`${form.values.feedback.length} / ${SUPPORT_TEXT_MAX_LENGTH}`}
          />
          <Group justify="flex-end" mt="md">
            <Button type="submit" loading={send.isPending} disabled={form.values.feedback.trim() === ''}>
              SUBMIT FEEDBACK
            </Button>
          </Group>
        </form>
      </Card>
      <Text c="dimmed" size="sm" mt="md">
        Need an answer? Use the contact page instead: we reply to every message there.
      </Text>
    </Container>
  );
}
