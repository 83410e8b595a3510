import { Alert, Box, Button, Center, Container, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@wallcraft/shared';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../components/PageTitle';
import { errorText } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useSession } from '../../lib/session';
import { ConversationList } from './ConversationList';
import { counterpartOf, hasUnseen, threadOrder } from './conversations';
import classes from './MessagesPage.module.css';
import { ThreadPane, type ThreadPerson } from './ThreadPane';
import { NO_ERROR_TOAST } from '../../lib/toast';

const paging = { getNextPageParam: (page: { nextCursor: string | null }) => page.nextCursor ?? undefined };

/** Opening a conversation marks what I received in it (and its notifications) as seen, once per batch. */
function useMarkSeen(personId: string | null, unseen: boolean) {
  const { mutate, isPending } = trpc.messages.markConversationSeen.useMutation({
    // Marking seen happens by itself on opening a conversation: a failure leaves the badge, and no toast.
    // The server also marks the NEW MESSAGE notifications of this conversation read: the bell follows through
    // the freshness table (messages -> notifications).
    ...NO_ERROR_TOAST,
  });
  useEffect(() => {
    if (personId && unseen && !isPending) mutate({ userId: personId });
  }, [personId, unseen, isPending, mutate]);
}

function LoadMore({ label, loading, onClick }: { label: string; loading: boolean; onClick: () => void }) {
  return (
    <Center p="sm">
      <Button size="compact-sm" variant="outline" color="dark" loading={loading} onClick={onClick}>
        {label}
      </Button>
    </Center>
  );
}

/**
 * The selected person lives in ?userId=, so profile links preselect them and the back
 * button walks from a thread to the list. Realtime events invalidate the messages reads, so new messages
 * (and NEW badges) appear without reload.
 */
export function MessagesPage() {
  const { user } = useSession();
  const meId = user?.id ?? '';
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('userId') === meId ? null : params.get('userId');
  const narrow = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });

  const conversations = trpc.messages.conversations.useInfiniteQuery({ limit: DEFAULT_PAGE_SIZE }, paging);
  const rows = useMemo(() => conversations.data?.pages.flatMap((page) => page.items) ?? [], [conversations.data]);
  const thread = trpc.messages.list.useInfiniteQuery(
    { userId: selectedId ?? undefined, limit: MAX_PAGE_SIZE },
    {
      ...paging,
      enabled: Boolean(selectedId),
    },
  );
  const messages = useMemo(() => threadOrder(thread.data?.pages.flatMap((page) => page.items) ?? []), [thread.data]);

  const row = rows.find((conversation) => conversation.user.id === selectedId) ?? null;
  const fromThread = counterpartOf(messages, meId);
  // No messages with the preselected person yet: their public profile gives the header.
  const needsProfile = Boolean(selectedId) && thread.isSuccess && messages.length === 0;
  const profile = trpc.users.get.useQuery({ id: selectedId ?? '' }, { enabled: needsProfile });
  const person: ThreadPerson | null = row?.user ?? fromThread ?? (needsProfile ? (profile.data ?? null) : null);

  useMarkSeen(selectedId, hasUnseen(messages, meId));

  const select = (personId: string | null) => setParams(personId ? { userId: personId } : {});
  const showList = !narrow || !selectedId;
  const showThread = !narrow || Boolean(selectedId);
  const error = conversations.error ?? thread.error ?? profile.error;

  return (
    <Container size="xl" py="xl">
      <PageTitle title="MESSAGES" />
      {error ? (
        <Alert color="red" mb="md">
          {errorText(error)}
        </Alert>
      ) : null}
      <Box className={classes.panes}>
        {showList ? (
          <Box className={classes.list}>
            <ConversationList
              conversations={rows}
              draft={person && !row ? person : null}
              selectedId={selectedId}
              meId={meId}
              loading={conversations.isPending}
              onSelect={select}
              more={
                conversations.hasNextPage ? (
                  <LoadMore
                    label="LOAD MORE"
                    loading={conversations.isFetchingNextPage}
                    onClick={() => void conversations.fetchNextPage()}
                  />
                ) : null
              }
            />
          </Box>
        ) : null}
        {showThread ? (
          <Box className={classes.thread}>
            {person ? (
              <ThreadPane
                person={person}
                messages={messages}
                meId={meId}
                onBack={narrow ? () => select(null) : undefined}
                older={
                  thread.hasNextPage ? (
                    <LoadMore
                      label="LOAD OLDER MESSAGES"
                      loading={thread.isFetchingNextPage}
                      onClick={() => void thread.fetchNextPage()}
                    />
                  ) : null
                }
              />
            ) : selectedId && !error ? (
              <Stack p="md" gap="sm" aria-busy="true" aria-label="Loading conversation">
                <Skeleton h={48} />
                <Skeleton h={200} />
              </Stack>
            ) : (
              <Center flex={1} p="lg">
                <Text c="dimmed" fw={800}>
                  SELECT A CONVERSATION
                </Text>
              </Center>
            )}
          </Box>
        ) : null}
      </Box>
    </Container>
  );
}
