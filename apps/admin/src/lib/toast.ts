import { notifications } from '@mantine/notifications';
import { formatError } from './errors';

/**
 * How a failed write is told (a mutation's `meta.errorToast`): a red notification with the write's title and
 * `formatError`'s text (by default titled 'NOT DONE'), or false for a write that tells its failure itself.
 */
export type ErrorToastMeta = false | { title: string };

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { errorToast?: ErrorToastMeta };
  }
}

/** The notification for a failed write, or null when the write tells its failure itself. */
export function mutationErrorToast(
  error: unknown,
  meta: ErrorToastMeta | undefined,
): { color: 'red'; title: string; message: string } | null {
  if (meta === false) return null;
  return { color: 'red', title: meta?.title ?? 'NOT DONE', message: formatError(error) };
}

/** Shows the notification for a failed write (the query client's MutationCache onError). */
export function showMutationError(error: unknown, meta: ErrorToastMeta | undefined): void {
  const shown = mutationErrorToast(error, meta);
  if (shown) notifications.show(shown);
}

/** Options for a write whose caller tells its failure itself (inline, a custom message, a log), so no toast. */
export const NO_ERROR_TOAST = { meta: { errorToast: false } } as const;
