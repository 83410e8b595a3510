import { useSyncExternalStore } from 'react';

/**
 * Whether the support chat's panel is open: one flag for the whole app, so the header's button (or the phone
 * menu's item) opens the panel the layout holds.
 */
let open = false;
/** Asked for at least once: the panel's code is fetched then, and it stays mounted to keep the conversation. */
let wanted = false;
const listeners = new Set<() => void>();

function set(next: boolean) {
  open = next;
  wanted ||= next;
  listeners.forEach((listener) => listener());
}

export const openSupportChat = () => set(true);
export const closeSupportChat = () => set(false);
export const toggleSupportChat = () => set(!open);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useSupportChat(): { open: boolean; wanted: boolean } {
  const isOpen = useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
  const isWanted = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  return { open: isOpen, wanted: isWanted };
}

/** Fetches the panel's code ahead of a press (hover or focus on a button that opens it). */
export const preloadSupportChat = () => void import('./ChatPanel');
