import { Alert, Box, Center, Container, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../components/PageTitle';
import { errorText } from '../../lib/errors';
import { useSession } from '../../lib/session';
import { ConversationList } from './ConversationList';
import classes from './MessagesPage.module.css';
import { LoadMore, ThreadPane } from '../../components/Conversation/ThreadPane';
import { useConversations, useThread } from '../../components/Conversation/useThread';

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

  const { conversations, rows } = useConversations();
  const row = rows.find((conversation) => conversation.user.id === selectedId) ?? null;
  const { thread, messages, person, error: threadError } = useThread(selectedId, meId, row?.user);

  const select = (personId: string | null) => setParams(personId ? { userId: personId } : {});
  const showList = !narrow || !selectedId;
  const showThread = !narrow || Boolean(selectedId);
  const error = conversations.error ?? threadError;

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
