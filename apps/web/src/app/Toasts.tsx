import { useHotkeys } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '@wallcraft/shared';

const TOASTS_CLASS = 'wc-toasts';

/** One toast at a time, 5000 ms, swipe to dismiss, F8 focuses the toast area, at most 420px wide. */
export default function Toasts() {
  useHotkeys(
    [['F8', () => document.querySelector<HTMLElement>(`.${TOASTS_CLASS}[data-position="top-right"]`)?.focus()]],
    [],
  );
  return (
    <Notifications
      className={TOASTS_CLASS}
      tabIndex={-1}
      limit={1}
      autoClose={TOAST_DURATION_MS}
      position="top-right"
      containerWidth={420}
      // Above the sticky header (200) and modals (200), below menus and popovers (300), so an open menu
      // is never hidden under a toast.
      zIndex={250}
      allowDragDismiss
    />
  );
}
