import { ActionIcon, Box, Button, Group, ScrollArea, Stack, Text, Textarea } from '@mantine/core';
import { MESSAGE_MAX_LENGTH, nameWithPerson } from '@wallcraft/shared';
import { ZSendMessageRequest } from '@wallcraft/shared/schemas';
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { ReportButton } from '../../components/ReportButton/ReportButton';
import { UserTypeBadge } from '../../components/UserTypeBadge';
import { useRequestForm } from '../../lib/form';
import { formatRelativeTime } from '../../lib/format';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { PersonAvatar, partyName } from './ConversationList';
import type { Message } from './conversations';
import classes from './MessagesPage.module.css';

export type ThreadPerson = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  displayName?: string;
  profileImageUrl: string | null;
  avatarUrl?: string | null;
  userType: 'artist' | 'wall_owner' | 'brand' | null;
};

function Composer({ receiverId }: { receiverId: string }) {
  const form = useRequestForm({
    schema: ZSendMessageRequest,
    initialValues: { content: '' },
    toRequest: ({ content }) => ({ receiverId, content }),
  });
  const blank = !form.values.content.trim();
  const send = trpc.messages.send.useMutation({
    onSuccess: () => {
      form.reset();
      toast({ title: 'Message Sent', message: 'Your message has been delivered!' });
    },
    meta: { errorToast: { title: 'Failed to Send', fallback: 'Could not send message' } },
  });

  // Sent trimmed, only with a recipient; a blank message is simply not sent.
  const sendMessage = form.onSubmit((request) => send.mutate(request));
  const submit = () => {
    if (!blank && receiverId && !send.isPending) sendMessage();
  };

  // Enter sends; Shift+Enter keeps the newline (and IME composition is left alone).
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <Group gap="xs" p="sm" align="flex-end" wrap="nowrap" style={{ borderTop: '2px solid var(--wc-ink)' }}>
      <Textarea
        aria-label="Message"
        placeholder="Type a message..."
        autosize
        minRows={1}
        maxRows={5}
        maxLength={MESSAGE_MAX_LENGTH}
        {...form.getInputProps('content')}
        onKeyDown={onKeyDown}
        style={{ flex: 1 }}
      />
      <Button color="dark" onClick={submit} loading={send.isPending} disabled={blank}>
        SEND
      </Button>
    </Group>
  );
}

function Bubbles({ messages, meId, older }: { messages: Message[]; meId: string; older?: ReactNode }) {
  const viewport = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.id;
  // Follow the conversation: each new message (sent or received) scrolls the thread to the bottom.
  useEffect(() => {
    viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [lastId]);

  if (messages.length === 0) {
    return (
      <Stack flex={1} justify="center" align="center" p="lg">
        <Text c="dimmed" fw={800}>
          START THE CONVERSATION
        </Text>
      </Stack>
    );
  }
  return (
    <ScrollArea flex={1} viewportRef={viewport} type="auto">
      {older}
      <Stack gap="xs" p="md" role="log" aria-label="Messages" aria-live="polite">
        {messages.map((message) => {
          const own = message.senderId === meId;
          return (
            <Box
              key={message.id}
              className={`${classes.bubble} ${own ? classes.own : classes.theirs}`}
              data-own={own || undefined}
              data-testid="message"
            >
              <Text size="sm">{message.content}</Text>
              <Group gap={4} justify={own ? 'flex-end' : 'space-between'}>
                <Text size="xs" mt={2} opacity={0.65}>
                  {formatRelativeTime(message.createdAt)}
                </Text>
                {/* Only a received message can be reported (ReportButton hides itself on your own). */}
                {own ? null : (
                  <ReportButton
                    targetType="message"
                    targetId={message.id}
                    ownerId={message.senderId}
                    size="compact-xs"
                  />
                )}
              </Group>
            </Box>
          );
        })}
      </Stack>
    </ScrollArea>
  );
}

/** The right pane: who the conversation is with, the bubbles, and the input. */
export function ThreadPane({
  person,
  messages,
  meId,
  onBack,
  older,
}: {
  person: ThreadPerson;
  messages: Message[];
  meId: string;
  /** LOAD OLDER MESSAGES above the first bubble, when the thread has older pages. */
  older?: ReactNode;
  /** Narrow screens only: back to the conversation list. */
  onBack?: () => void;
}) {
  return (
    <>
      <Group gap="sm" p="sm" wrap="nowrap" style={{ borderBottom: '2px solid var(--wc-ink)' }}>
        {onBack ? (
          <ActionIcon variant="subtle" color="dark" onClick={onBack} aria-label="Back to conversations">
            ←
          </ActionIcon>
        ) : null}
        <PersonAvatar person={person} size={40} />
        <Box style={{ minWidth: 0 }}>
          <Text fw={900} tt="uppercase" truncate data-testid="thread-name">
            {person.displayName ? nameWithPerson({ ...person, displayName: person.displayName }) : partyName(person)}
          </Text>
          {person.userType ? <UserTypeBadge userType={person.userType} size="xs" /> : null}
        </Box>
      </Group>
      <Bubbles messages={messages} meId={meId} older={older} />
      <Composer key={person.id} receiverId={person.id} />
    </>
  );
}
