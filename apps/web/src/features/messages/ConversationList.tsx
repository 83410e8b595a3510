import { Badge, Box, Group, ScrollArea, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatRelativeTime } from '../../lib/format';
import { PersonAvatar, partyName } from '../../components/Conversation/PersonAvatar';
import { isNewConversation, type Conversation, type Person } from '../../components/Conversation/conversations';
import classes from './MessagesPage.module.css';

function Row({
  conversation,
  selected,
  meId,
  onSelect,
}: {
  conversation: Conversation;
  selected: boolean;
  meId: string;
  onSelect: (personId: string | null) => void;
}) {
  const { user: person, lastMessage: latest } = conversation;
  const isNew = isNewConversation(conversation, meId);
  const files = latest.attachmentCount;
  // A files-only message previews as what it carries.
  const text = latest.content || `${files} file${files === 1 ? '' : 's'}`;
  const preview = latest.senderId === meId ? `You: ${text}` : text;
  return (
    <UnstyledButton
      className={classes.row}
      data-active={selected || undefined}
      onClick={() => onSelect(person.id)}
      aria-current={selected ? 'true' : undefined}
      aria-label={`Conversation with ${partyName(person)}`}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <PersonAvatar person={person} />
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap={6} wrap="nowrap">
            <Text fw={900} tt="uppercase" truncate>
              {partyName(person)}
            </Text>
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {formatRelativeTime(latest.createdAt)}
            </Text>
          </Group>
          <Group justify="space-between" gap={6} wrap="nowrap">
            <Text size="sm" c={isNew ? undefined : 'dimmed'} fw={isNew ? 700 : 400} truncate>
              {preview}
            </Text>
            {isNew ? (
              <Badge color="wall" size="xs" style={{ flexShrink: 0 }}>
                NEW
              </Badge>
            ) : null}
          </Group>
        </Box>
      </Group>
    </UnstyledButton>
  );
}

/** The left pane: one row per person, with the last message, its time and NEW when unseen. */
export function ConversationList({
  conversations,
  draft,
  selectedId,
  meId,
  loading,
  more,
  onSelect,
}: {
  conversations: Conversation[];
  /** The selected person when they are not among the loaded rows (a new or an older conversation). */
  draft: (Pick<Person, 'id' | 'firstName' | 'lastName' | 'profileImageUrl'> & { displayName?: string }) | null;
  selectedId: string | null;
  meId: string;
  loading: boolean;
  /** LOAD MORE at the end of the list, when older conversations exist. */
  more?: ReactNode;
  onSelect: (personId: string | null) => void;
}) {
  if (loading) {
    return (
      <Stack gap="xs" p="sm" aria-busy="true" aria-label="Loading conversations">
        {[0, 1, 2, 3, 4].map((n) => (
          <Skeleton key={n} h={60} />
        ))}
      </Stack>
    );
  }
  if (conversations.length === 0 && !draft) {
    return (
      <Text ta="center" c="dimmed" fw={800} py="xl" px="sm">
        NO CONVERSATIONS YET
      </Text>
    );
  }
  return (
    <ScrollArea h="100%" type="auto">
      <nav aria-label="Conversations">
        {draft ? (
          <UnstyledButton
            className={classes.row}
            data-active={selectedId === draft.id || undefined}
            onClick={() => onSelect(draft.id)}
            aria-label={`Conversation with ${partyName(draft)}`}
          >
            <Group gap="sm" wrap="nowrap">
              <PersonAvatar person={draft} />
              <Text fw={900} tt="uppercase" truncate>
                {partyName(draft)}
              </Text>
            </Group>
          </UnstyledButton>
        ) : null}
        {conversations.map((conversation) => (
          <Row
            key={conversation.user.id}
            conversation={conversation}
            selected={conversation.user.id === selectedId}
            meId={meId}
            onSelect={onSelect}
          />
        ))}
      </nav>
      {more}
    </ScrollArea>
  );
}
