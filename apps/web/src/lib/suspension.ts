import { TRPCClientError } from '@trpc/client';
import { useSyncExternalStore } from 'react';

/**
 * The account's suspension, once a call says so: the API answers a tab whose session a suspension ended (and a
 * sign-in of a suspended account) with `details.suspended` and the operator's reason. The query client's error
 * handlers report every failed call here (lib/trpc.ts); the app then shows SuspendedNotice instead of its pages.
 * Browser only: a server render never holds one.
 */
export type Suspension = { reason: string | null; message: string };

let current: Suspension | null = null;
const listeners = new Set<() => void>();

/** The suspension a failed call carries, or null for any other failure. */
export function suspensionOf(error: unknown): Suspension | null {
  if (!(error instanceof TRPCClientError)) return null;
  const details = (error.data as { details?: { suspended?: unknown; reason?: unknown } } | undefined)?.details;
  if (details?.suspended !== true) return null;
  return { reason: typeof details.reason === 'string' ? details.reason : null, message: error.message };
}

/** Reports a failed call; true when it said the account is suspended (so no toast is needed). */
export function noteSuspension(error: unknown): boolean {
  const suspension = suspensionOf(error);
  if (!suspension) return false;
  if (typeof window === 'undefined') return true;
  current = suspension;
  listeners.forEach((listener) => listener());
  return true;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSuspension(): Suspension | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
