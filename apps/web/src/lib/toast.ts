import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { errorText, isMissing } from './errors';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  message?: string;
  variant?: ToastVariant;
}

/**
 * The one way the app shows a toast. Only one toast is ever visible: a new toast replaces the
 * current one instead of queueing behind it, so the latest outcome is what the user reads.
 */
export function toast({ title, message, variant = 'default' }: ToastInput): void {
  notifications.clean();
  notifications.show({
    title,
    message: message ?? '',
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
