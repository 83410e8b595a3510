import { ActionIcon, Anchor, Button, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CHAT_MESSAGE_MAX_LENGTH } from '@wallcraft/shared';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { trpc } from '../../lib/trpc';
import classes from './ChatWidget.module.css';
import { CONNECTION_ERROR, GREETING, historyToSend, type ChatEntry } from './conversation';
import { MessageText } from './MessageText';
import { NO_ERROR_TOAST } from '../../lib/toast';

function Bubble({ entry }: { entry: ChatEntry }) {
  // Sources the reply does not already link to (a model's answer may not name its article).
  const extra = (entry.sources ?? []).filter((source) => !entry.content.includes(source.url));
  return (
    <div
      className={`${classes.bubble} ${entry.role === 'user' ? classes.user : classes.assistant}`}
      data-role={entry.role}
    >
      <MessageText text={entry.content} />
      {extra.map((source) => (
        <Anchor key={source.slug} component={Link} to={source.url} display="block" mt={6} fw={800} size="xs" inherit>
          READ: {source.title}
        </Anchor>
      ))}
    </div>
  );
}

/** The support chat widget: 'ARTIE - SUPPORT', Enter sends, Shift+Enter adds a line, TYPING... while waiting. */
export function ChatPanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [entries, setEntries] = useState<ChatEntry[]>([{ id: 0, role: 'assistant', content: GREETING }]);
  // The question being typed; what is sent is the conversation (historyToSend), checked by the server.
  const form = useForm({ initialValues: { draft: '' } });
  const draft = form.values.draft;
  const nextId = useRef(1);
  const list = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  // A failed question is answered in the chat itself.
  const send = trpc.chat.send.useMutation(NO_ERROR_TOAST);

  const append = (entry: Omit<ChatEntry, 'id'>) =>
    setEntries((current) => [...current, { ...entry, id: nextId.current++ }]);

  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [entries, send.isPending, opened]);
  useEffect(() => {
    if (opened) input.current?.focus();
  }, [opened]);

  const submit = () => {
    const text = draft.trim();
    if (!text || send.isPending) return;
    const question: ChatEntry = { id: nextId.current++, role: 'user', content: text };
    const history = historyToSend([...entries, question]);
    setEntries((current) => [...current, question]);
    form.reset();
    send.mutate(
      { messages: history },
      {
        onSuccess: (reply) => append({ role: 'assistant', content: reply.message, sources: reply.sources }),
        onError: () => append({ role: 'assistant', content: CONNECTION_ERROR, local: true }),
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter (and Enter while an input method is composing) adds a line.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <section
      className={classes.panel}
      role="dialog"
      aria-label="ARTIE - SUPPORT"
      hidden={!opened}
      style={opened ? undefined : { display: 'none' }}
    >
      <div className={classes.header}>
        <Title order={2} fz={20}>
          ARTIE - SUPPORT
        </Title>
        <ActionIcon variant="subtle" color="white" onClick={onClose} aria-label="Close support chat">
          <span aria-hidden="true">✕</span>
        </ActionIcon>
      </div>
      <div className={classes.messages} ref={list} role="log" aria-live="polite" aria-label="Conversation">
        {entries.map((entry) => (
          <Bubble key={entry.id} entry={entry} />
        ))}
        {send.isPending ? <Text className={classes.typing}>TYPING...</Text> : null}
      </div>
      <div className={classes.composer}>
        <Textarea
          ref={input}
          {...form.getInputProps('draft')}
          onKeyDown={onKeyDown}
          placeholder="Ask a question..."
          aria-label="Message"
          autosize
          minRows={1}
          maxRows={4}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          style={{ flex: 1 }}
        />
        <Button onClick={submit} disabled={!draft.trim() || send.isPending}>
          SEND
        </Button>
      </div>
    </section>
  );
}
