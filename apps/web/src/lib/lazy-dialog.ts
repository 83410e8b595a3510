import { useState, useTransition } from 'react';

/**
 * Opening a dialog whose code is a chunk of its own (React.lazy), so a page's first load does not carry dialogs
 * most visits never open. The first open renders the dialog inside a transition: the page stays as it is and the
 * button that opens it says it is loading (`loading`) until the chunk has arrived. `warm` goes on that button:
 * a pointer over it or focus on it fetches the chunk early, so a tap rarely waits. Render the dialog only once
 * `wanted`, and pass it `opened`; it stays mounted after closing, so it closes with its transition.
 */
export function useLazyDialog(load: () => Promise<unknown>) {
  const [wanted, setWanted] = useState(false);
  const [opened, setOpened] = useState(false);
  const [loading, startTransition] = useTransition();
  return {
    wanted,
    opened,
    loading,
    open: () =>
      startTransition(() => {
        setWanted(true);
        setOpened(true);
      }),
    close: () => setOpened(false),
    warm: { onPointerEnter: () => void load(), onFocus: () => void load() },
  };
}
