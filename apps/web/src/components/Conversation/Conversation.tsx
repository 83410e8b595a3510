import { Alert, Box, Skeleton, Stack } from '@mantine/core';
import { errorText } from '../../lib/errors';
import { useSession } from '../../lib/session';
import classes from './Thread.module.css';
import { LoadMore, ThreadPane } from './ThreadPane';
import { useThread } from './useThread';

/**
 * The thread with one person for use inside another page (the deal room): the same messages, live updates,
 * attachments and send box as /messages, and opening it marks their messages seen.
 */
export function Conversation({ userId, compact = false }: { userId: string; compact?: boolean }) {
  const { user } = useSession();
  const meId = user?.id ?? '';
  const { thread, messages, person, error } = useThread(userId === meId ? null : userId, meId);

  return (
    <Box className={`${classes.inline} ${compact ? classes.compact : ''}`} data-testid="conversation">
      {error ? (
        <Alert color="red" m="sm">
          {errorText(error)}
        </Alert>
      ) : person ? (
        <ThreadPane
          person={person}
          messages={messages}
          meId={meId}
          compact={compact}
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
      ) : (
        <Stack p="md" gap="sm" aria-busy="true" aria-label="Loading conversation">
          <Skeleton h={48} />
          <Skeleton h={160} />
        </Stack>
      )}
    </Box>
  );
}
