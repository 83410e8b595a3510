import {
  Badge,
  Button,
  Card,
  Container,
  Group,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import type { TSupportRequestStatus } from '@wallcraft/shared';
import { SUPPORT_TEXT_MAX_LENGTH, ZSendContactRequest } from '@wallcraft/shared/schemas';
import { usePagedList } from '../../components/BrowseList/usePagedList';
import { PageTitle } from '../../components/PageTitle';
import { useRequestForm } from '../../lib/form';
import { formatRelativeTime } from '../../lib/format';
import { infinitePaging } from '../../lib/paging';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { LoadMore } from '../../components/BrowseList/LoadMore';

const STATUS: Record<TSupportRequestStatus, { label: string; color: string }> = {
  open: { label: 'RECEIVED', color: 'gray' },
  in_progress: { label: 'IN PROGRESS', color: 'yellow' },
  resolved: { label: 'ANSWERED', color: 'teal' },
};

type SupportRequest = RouterOutputs['support']['mine']['items'][number];

function RequestCard({ request }: { request: SupportRequest }) {
  const status = STATUS[request.status];
  return (
    <Card p="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text fw={800} style={{ overflowWrap: 'anywhere' }}>
          {request.subject ?? 'Feedback'}
        </Text>
        <Badge color={status.color} variant="light" style={{ flexShrink: 0 }}>
          {status.label}
        </Badge>
      </Group>
      <Text size="xs" c="dimmed">
        Sent {formatRelativeTime(request.createdAt)}
      </Text>
      <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {request.body}
      </Text>
      {request.reply ? (
        <Card withBorder mt="sm" p="sm" bg="gray.0">
          <Text size="xs" fw={800}>
            WALLCRAFT REPLIED {request.repliedAt ? formatRelativeTime(request.repliedAt).toUpperCase() : ''}
          </Text>
          <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {request.reply}
          </Text>
        </Card>
      ) : null}
    </Card>
  );
}

/** A signed-in user's messages to WallCraft, newest first, with the replies operators wrote. */
function MyRequests() {
  const pages = trpc.support.mine.useInfiniteQuery({ limit: 10 }, infinitePaging);
  const list = usePagedList(pages);
  return (
    <Stack gap="sm" mt="xl" component="section" aria-labelledby="my-requests">
      <Title order={2} fz={22} id="my-requests">
        YOUR MESSAGES
      </Title>
      {list.firstLoad ? (
        <>
          <Skeleton h={96} />
          <Skeleton h={96} />
        </>
      ) : list.items.length === 0 ? (
        <Text c="dimmed">No messages yet. What you send here and in feedback shows up with our replies.</Text>
      ) : (
        list.items.map((request) => <RequestCard key={request.id} request={request} />)
      )}
      <LoadMore list={list} />
    </Stack>
  );
}

/** Subject and comments (spec 2.19), plus an email to answer when signed out; signed in, the answers show below. */
export function ContactPage() {
  const { user, state } = useSession();
  const signedIn = user !== null;
  const form = useRequestForm({
    schema: ZSendContactRequest,
    initialValues: { subject: '', comments: '', email: '' },
    toRequest: (values) => ({
      subject: values.subject,
      comments: values.comments,
      ...(signedIn ? {} : { email: values.email }),
    }),
  });
  const send = trpc.support.sendContact.useMutation({
    onSuccess: () => {
      toast({
        title: 'Message sent',
        message: signedIn ? 'We will answer here, below your message.' : `We will answer at ${form.values.email}.`,
      });
      form.reset();
    },
    meta: { errorToast: { fallback: 'Failed to send message. Please try again.' } },
  });
  const blank = (text: string) => text.trim() === '';
  const incomplete =
    blank(form.values.subject) || blank(form.values.comments) || (!signedIn && blank(form.values.email));

  return (
    <Container size="sm" py="xl">
      <PageTitle
        title="CONTACT US"
        subtitle="Questions about a project, a payment or your account: we answer every message."
      />
      <Card p="lg">
        <form onSubmit={form.onSubmit((request) => send.mutate(request))}>
          <Stack>
            {state === 'signed-out' ? (
              <TextInput label="Your email" type="email" autoComplete="email" {...form.getInputProps('email')} />
            ) : null}
            <TextInput label="Subject" {...form.getInputProps('subject')} />
            <Textarea
              label="Comments"
              autosize
              minRows={5}
              maxRows={14}
              {...form.getInputProps('comments')}
              description={`${form.values.comments.length} / ${SUPPORT_TEXT_MAX_LENGTH}`}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={send.isPending} disabled={incomplete || state === 'loading'}>
                SEND MESSAGE
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
      {signedIn ? <MyRequests /> : null}
    </Container>
  );
}
