import {
  ActionIcon,
  Box,
  Button,
  Center,
  FileButton,
  Group,
  Progress,
  ScrollArea,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import {
  MAX_MESSAGE_ATTACHMENTS,
  MESSAGE_MAX_LENGTH,
  nameWithPerson,
  UPLOAD_ATTACHMENT_TYPES,
} from '@wallcraft/shared';
import { ZSendMessageRequest } from '@wallcraft/shared/schemas';
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { PaperclipIcon } from '../icons';
import { useImageUploader } from '../ImageUpload/useImageUploader';
import { ReportButton } from '../ReportButton/ReportButton';
import { UserTypeBadge } from '../UserTypeBadge';
import { useRequestForm } from '../../lib/form';
import { formatRelativeTime } from '../../lib/format';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { PersonAvatar, partyName } from './PersonAvatar';
import type { Message } from './conversations';
import { FileChip, MessageAttachments } from './MessageAttachments';
import classes from './Thread.module.css';

export type ThreadPerson = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  displayName?: string;
  profileImageUrl: string | null;
  avatarUrl?: string | null;
  userType: 'artist' | 'wall_owner' | 'brand' | null;
};

/** A file picked for the message being written, once uploaded. */
type Draft = { url: string; name: string; size: number; contentType: string };
const ACCEPT_FILES = UPLOAD_ATTACHMENT_TYPES.join(',');

function Composer({ receiverId }: { receiverId: string }) {
  const form = useRequestForm({
    schema: ZSendMessageRequest,
    initialValues: { content: '', files: [] as Draft[] },
    toRequest: ({ content, files }) => ({ receiverId, content, attachments: files.map((file) => file.url) }),
  });
  const uploader = useImageUploader({ purpose: 'attachment' });
  const { files } = form.values;
  const blank = !form.values.content.trim() && files.length === 0;
  const send = trpc.messages.send.useMutation({
    onSuccess: (message) => {
      form.reset();
      const count = message.attachments.length;
      const what = count ? `with ${count} file${count === 1 ? '' : 's'} ` : '';
      toast({ title: 'Message Sent', message: `Your message ${what}has been delivered!` });
    },
    meta: { errorToast: { title: 'Failed to Send', fallback: 'Could not send message' } },
  });

  const attach = async (picked: File[]) => {
    const room = MAX_MESSAGE_ATTACHMENTS - files.length;
    const wrong = picked.find((file) => !(UPLOAD_ATTACHMENT_TYPES as readonly string[]).includes(file.type));
    if (wrong)
      return toast({
        title: 'Cannot attach this file',
        message: `${wrong.name} is not a photo (JPEG, PNG, WebP) or a PDF.`,
        variant: 'destructive',
      });
    if (picked.length > room)
      return toast({
        title: 'Too many files',
        message: `A message carries at most ${MAX_MESSAGE_ATTACHMENTS} files; send the rest in another message.`,
        variant: 'destructive',
      });
    const urls = await uploader.upload(picked);
    const drafts = urls.map((url, index) => {
      const file = picked[index] as File;
      return { url, name: file.name, size: file.size, contentType: file.type };
    });
    if (drafts.length) form.setFieldValue('files', [...form.getValues().files, ...drafts]);
  };

  // Sent trimmed, only with a recipient; a message with neither text nor files is simply not sent.
  const sendMessage = form.onSubmit((request) => send.mutate(request));
  const submit = () => {
    if (!blank && receiverId && !send.isPending && !uploader.uploading) sendMessage();
  };

  // Enter sends; Shift+Enter keeps the newline (and IME composition is left alone).
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };
  const remove = (url: string) =>
    form.setFieldValue(
      'files',
      files.filter((file) => file.url !== url),
    );

  return (
    <Box p="sm" style={{ borderTop: '2px solid var(--wc-ink)' }}>
      {files.length || uploader.uploading || uploader.error ? (
        <Stack gap={6} mb="xs">
          {files.length ? (
            <Group gap={6} wrap="wrap" aria-label="Files to send">
              {files.map((file) => (
                <FileChip key={file.url} name={file.name} size={file.size} onRemove={() => remove(file.url)} />
              ))}
            </Group>
          ) : null}
          {uploader.uploading ? (
            <Group gap="xs" wrap="nowrap">
              <Progress value={uploader.progress * 100} style={{ flex: 1 }} aria-label="Uploading files" />
              <Button size="compact-xs" variant="subtle" color="dark" onClick={uploader.cancel}>
                CANCEL
              </Button>
            </Group>
          ) : null}
          {uploader.error ? (
            <Text size="xs" c="red">
              {uploader.error}
            </Text>
          ) : null}
        </Stack>
      ) : null}
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <FileButton onChange={(picked) => void attach(picked)} accept={ACCEPT_FILES} multiple>
          {(props) => (
            <ActionIcon
              {...props}
              variant="outline"
              color="dark"
              size={36}
              aria-label="Attach photos or PDFs"
              disabled={uploader.uploading || files.length >= MAX_MESSAGE_ATTACHMENTS}
            >
              <PaperclipIcon />
            </ActionIcon>
          )}
        </FileButton>
        <Textarea
          aria-label="Message"
          placeholder="Type a message..."
          autosize
          minRows={1}
          maxRows={5}
          maxLength={MESSAGE_MAX_LENGTH}
          {...form.getInputProps('content')}
          onKeyDown={onKeyDown}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button color="dark" onClick={submit} loading={send.isPending} disabled={blank || uploader.uploading}>
          SEND
        </Button>
      </Group>
    </Box>
  );
}

/** Lines the server writes itself (kind system, e.g. who hired whom) read as the thread's captions, not bubbles. */
const isSystem = (message: Message) => message.kind === 'system';

export function LoadMore({ label, loading, onClick }: { label: string; loading: boolean; onClick: () => void }) {
  return (
    <Center p="sm">
      <Button size="compact-sm" variant="outline" color="dark" loading={loading} onClick={onClick}>
        {label}
      </Button>
    </Center>
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
          if (isSystem(message))
            return (
              <Text key={message.id} size="sm" c="dimmed" ta="center" fs="italic" data-testid="system-line">
                {message.content} · {formatRelativeTime(message.createdAt)}
              </Text>
            );
          const own = message.senderId === meId;
          return (
            <Box
              key={message.id}
              className={`${classes.bubble} ${own ? classes.own : classes.theirs}`}
              data-own={own || undefined}
              data-testid="message"
            >
              {message.content ? <Text size="sm">{message.content}</Text> : null}
              <MessageAttachments attachments={message.attachments} />
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

/** The right pane of /messages (and the deal room's conversation): who it is with, the bubbles, and the input. */
export function ThreadPane({
  person,
  messages,
  meId,
  onBack,
  older,
  compact = false,
}: {
  person: ThreadPerson;
  messages: Message[];
  meId: string;
  /** Inline on another page (the deal room), which already says who the other person is: no header row. */
  compact?: boolean;
  /** LOAD OLDER MESSAGES above the first bubble, when the thread has older pages. */
  older?: ReactNode;
  /** Narrow screens only: back to the conversation list. */
  onBack?: () => void;
}) {
  return (
    <>
      {compact ? null : (
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
      )}
      <Bubbles messages={messages} meId={meId} older={older} />
      <Composer key={person.id} receiverId={person.id} />
    </>
  );
}
