import { notifications } from '@mantine/notifications';
import { createElement, useEffect } from 'react';
import { errorText, fixFor, isMissing, serverMessage } from './errors';
import { ToastMessage } from './ToastMessage';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  message?: string;
  variant?: ToastVariant;
  /** A way to put things right, shown as a link under the message ('GO TO SETTINGS'). */
  action?: { label: string; to: string };
  /** Names the toast, so what made it can take it down (`hideToast`). */
  id?: string;
}

/**
 * The one way the app shows a toast. Only one toast is ever visible: a new toast replaces the
 * current one instead of queueing behind it, so the latest outcome is what the user reads.
 */
export function toast({ title, message, variant = 'default', action, id }: ToastInput): void {
  notifications.clean();
  notifications.show({
    ...(id ? { id } : {}),
    title,
    message: action ? createElement(ToastMessage, { message: message ?? '', action }) : (message ?? ''),
    color: variant === 'destructive' ? 'red' : 'dark',
    withBorder: true,
  });
}

/** A read that failed for another reason than a missing item (which the page shows itself) is toasted once. */
export function useErrorToast(error: unknown): void {
  useEffect(() => {
    if (error && !isMissing(error)) toast({ title: 'Error', message: errorText(error), variant: 'destructive' });
  }, [error]);
}

/**
 * How a failed write is told (a mutation's `meta.errorToast`): by default a toast titled 'Error' with the
 * server's message; a title of its own, and a fallback shown when the server sent no message; or
 * false for a write that tells its failure itself (inline, in its own catch, or not at all).
 */
export type ErrorToastMeta = false | { title?: string; fallback?: string };

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { errorToast?: ErrorToastMeta };
  }
}

/** The toast for a failed write, or null when the write tells its failure itself. */
export function mutationErrorToast(error: unknown, meta: ErrorToastMeta | undefined): ToastInput | null {
  if (meta === false) return null;
  const message = meta?.fallback === undefined ? errorText(error) : serverMessage(error, meta.fallback);
  const action = fixFor(error);
  return { title: meta?.title ?? 'Error', message, variant: 'destructive', ...(action ? { action } : {}) };
}

/** Takes down the toast named `id`, if it is still on show. */
export function hideToast(id: string): void {
  notifications.hide(id);
}

/**
 * The name of the toast a failed write shows: the same write succeeding later (a corrected password, a retry) takes
 * it down, so a signed-in dashboard never goes on saying "Sign in failed".
 */
export function writeFailedToastId(mutationKey: unknown): string {
  return `write-failed:${JSON.stringify(mutationKey ?? null)}`;
}

/** Options for a write whose caller tells its failure itself (a catch, an inline message), so no default toast. */
export const NO_ERROR_TOAST = { meta: { errorToast: false } } as const;
