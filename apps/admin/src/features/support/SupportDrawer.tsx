import {
  Alert,
  Anchor,
  Badge,
  Button,
  Drawer,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { SUPPORT_TEXT_MAX_LENGTH, ZSupportReplyRequest } from '@wallcraft/shared/schemas';
import type { TSupportRequestStatus } from '@wallcraft/shared';

import { StatusBadge } from '../../components/StatusBadge/StatusBadge';
import { useCan } from '../../lib/role';
import { formatError } from '../../lib/errors';
import { formatAge, formatDate } from '../../lib/format';
import { trpc, type RouterOutputs } from '../../lib/trpc';

type Request = RouterOutputs['admin']['supportRequest'];

const STATUS_ACTIONS: { status: TSupportRequestStatus; label: string }[] = [
  { status: 'open', label: 'REOPEN' },
  { status: 'in_progress', label: 'MARK IN PROGRESS' },
  { status: 'resolved', label: 'MARK RESOLVED' },
];

const ageText = (createdAt: string) => {
  const age = formatAge(createdAt);
  return age === 'just now' ? age : `${age} ago`;
};

/** After a change: the drawer, the list and the tab counts read the server again. */
function useRefresh() {
  const utils = trpc.useUtils();
  return () => {
    void utils.admin.supportRequest.invalidate();
    void utils.admin.supportRequests.invalidate();
    void utils.admin.supportCounts.invalidate();
  };
}

function Sender({ request }: { request: Request }) {
  const { sender } = request;
  return (
    <Stack gap={2}>
      <Text fw={800}>{sender.name ?? 'Signed-out visitor'}</Text>
      {sender.email ? (
        <Anchor href={`mailto:${sender.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {sender.email}
        </Anchor>
      ) : null}
      <Text size="xs" c="dimmed">
        {sender.userId
          ? 'Signed in: they see the reply on their contact page and get a notification.'
          : 'Signed out: they cannot see the reply on the site; answer them by email too.'}
      </Text>
    </Stack>
  );
}

function StatusButtons({ request }: { request: Request }) {
  const refresh = useRefresh();
  const change = trpc.admin.setSupportStatus.useMutation({
    onSuccess: (result) => {
      notifications.show({ title: 'STATUS CHANGED', message: `Now ${result.status.replace('_', ' ')}.` });
      refresh();
    },
    meta: { errorToast: { title: 'STATUS NOT CHANGED' } },
  });
  return (
    <Group gap="xs">
      {STATUS_ACTIONS.filter((action) => action.status !== request.status).map((action) => (
        <Button
          key={action.status}
          size="xs"
          variant="outline"
          color="dark"
          loading={change.isPending && change.variables.status === action.status}
          disabled={change.isPending}
          onClick={() => change.mutate({ id: request.id, status: action.status })}
        >
          {action.label}
        </Button>
      ))}
    </Group>
  );
}

/** The answer: SEND REPLY keeps the request in progress, SEND AND RESOLVE closes it; sending again edits it. */
function ReplyForm({ request }: { request: Request }) {
  const refresh = useRefresh();
  const form = useForm({
    initialValues: { reply: request.reply ?? '' },
    validate: schemaResolver(ZSupportReplyRequest, { sync: true }),
  });
  const send = trpc.admin.replySupport.useMutation({
    onSuccess: (result) => {
      notifications.show({
        title: result.status === 'resolved' ? 'REPLIED AND RESOLVED' : 'REPLY SENT',
        message: result.sender.userId ? 'The sender was notified.' : 'Saved. Email it to the sender as well.',
      });
      form.resetDirty({ reply: result.reply ?? '' });
      refresh();
    },
    meta: { errorToast: { title: 'REPLY NOT SENT' } },
  });
  const submit = (resolve: boolean) =>
    form.onSubmit((values) => send.mutate({ id: request.id, reply: values.reply, resolve }))();
  const pending = send.isPending ? (send.variables.resolve ?? false) : null;

  return (
    <form onSubmit={(event) => event.preventDefault()} noValidate>
      <Stack gap="xs">
        <Textarea
          label={request.reply ? 'Edit the reply' : 'Reply'}
          description={`The sender reads this under their request; up to ${SUPPORT_TEXT_MAX_LENGTH.toLocaleString('en-US')} characters.`}
          autosize
          minRows={4}
          maxRows={12}
          {...form.getInputProps('reply')}
        />
        <Group gap="xs" justify="flex-end">
          <Button
            variant="outline"
            color="dark"
            loading={pending === false}
            disabled={send.isPending}
            onClick={() => submit(false)}
          >
            SEND REPLY
          </Button>
          <Button color="black" loading={pending === true} disabled={send.isPending} onClick={() => submit(true)}>
            SEND AND RESOLVE
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Details({ request }: { request: Request }) {
  const canOperate = useCan('operator');
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Badge color="dark" variant="outline">
          {request.kind.toUpperCase()}
        </Badge>
        <StatusBadge status={request.status} />
        <Text size="sm" c="dimmed">
          {formatDate(request.createdAt)} · {ageText(request.createdAt)}
        </Text>
      </Group>
      {request.subject ? (
        <Title order={4} style={{ overflowWrap: 'anywhere' }}>
          {request.subject}
        </Title>
      ) : null}
      <Sender request={request} />
      <Paper withBorder p="md">
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{request.body}</Text>
      </Paper>
      {request.reply ? (
        <Paper withBorder p="md" bg="gray.0">
          <Text size="xs" fw={800} c="dimmed" mb={4}>
            OUR REPLY{request.repliedAt ? ` · ${formatDate(request.repliedAt)}` : ''}
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{request.reply}</Text>
        </Paper>
      ) : null}
      {canOperate ? (
        <>
          <ReplyForm key={`${request.id}:${request.repliedAt ?? ''}`} request={request} />
          <StatusButtons request={request} />
        </>
      ) : (
        <Text size="sm" c="dimmed">
          Viewers read the inbox; replying and changing the status need the operator role.
        </Text>
      )}
    </Stack>
  );
}

/** One request in a drawer (full screen on a phone): the message, the sender, the reply and what to do next. */
export function SupportDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const request = trpc.admin.supportRequest.useQuery({ id: id ?? '' }, { enabled: id !== null });
  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={<Text fw={900}>SUPPORT REQUEST</Text>}
      styles={{ content: { maxWidth: '100vw' } }}
    >
      {request.error ? (
        <Alert color="red" title="Could not load this request" role="alert">
          {formatError(request.error)}
        </Alert>
      ) : request.data ? (
        <Details request={request.data} />
      ) : (
        <Stack aria-busy="true" aria-label="Loading the request">
          <Skeleton h={24} />
          <Skeleton h={120} />
          <Skeleton h={80} />
        </Stack>
      )}
    </Drawer>
  );
}
