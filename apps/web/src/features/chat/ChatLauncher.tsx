import { ActionIcon } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { MessageIcon } from '../../components/icons';
import classes from './ChatWidget.module.css';

const ChatPanel = lazy(async () => ({ default: (await import('./ChatPanel')).ChatPanel }));

/**
 * The support chat's floating button, mounted once in the layout for signed-in users. The panel is its
 * own chunk, fetched on the first click, so the widget adds only this button to the first load. Once
 * opened the panel stays mounted (hidden when closed) so the conversation survives closing it.
 */
export function ChatLauncher() {
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false);
  const toggle = () => {
    setWanted(true);
    setOpened((value) => !value);
  };
  return (
    <>
      <ActionIcon
        className={classes.launcher}
        size={56}
        radius="xl"
        color="wall"
        aria-label={opened ? 'Hide support chat' : 'Open support chat'}
        aria-expanded={opened}
        onClick={toggle}
        // Hovering or focusing fetches the panel early, so the first click rarely waits.
        onPointerEnter={() => void import('./ChatPanel')}
        onFocus={() => void import('./ChatPanel')}
      >
        <MessageIcon size={26} />
      </ActionIcon>
      {wanted ? (
        <Suspense fallback={null}>
          <ChatPanel opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
