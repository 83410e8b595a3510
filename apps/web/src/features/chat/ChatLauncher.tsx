import { ActionIcon } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { HelpIcon } from '../../components/icons';
import { closeSupportChat, preloadSupportChat, toggleSupportChat, useSupportChat } from './chat-open';

const ChatPanel = lazy(async () => ({ default: (await import('./ChatPanel')).ChatPanel }));

/**
 * The support chat's button, in the header's row (from md up; the phone menu has SUPPORT CHAT instead). It used
 * to float at the bottom right, where it covered whatever scrolled under it: a SEND button, a budget, a form field.
 */
export function ChatButton({ visibleFrom }: { visibleFrom?: 'md' }) {
  const { open } = useSupportChat();
  return (
    <ActionIcon
      variant="subtle"
      color="white"
      size="lg"
      visibleFrom={visibleFrom}
      aria-label={open ? 'Hide support chat' : 'Open support chat'}
      aria-expanded={open}
      onClick={toggleSupportChat}
      // Hovering or focusing fetches the panel early, so the first click rarely waits.
      onPointerEnter={preloadSupportChat}
      onFocus={preloadSupportChat}
    >
      <HelpIcon />
    </ActionIcon>
  );
}

/**
 * The support chat's panel, mounted once in the layout for signed-in users. It is its own chunk, fetched on the
 * first open, and once opened it stays mounted (hidden when closed) so the conversation survives closing it.
 */
export function ChatLauncher() {
  const { open, wanted } = useSupportChat();
  return wanted ? (
    <Suspense fallback={null}>
      <ChatPanel opened={open} onClose={closeSupportChat} />
    </Suspense>
  ) : null;
}
