import { TRPCClientError } from '@trpc/client';

/**
 * The text shown to people for a failed call: the server's message as written, without the HTTP status (code
 * that branches on the outcome reads `errorCode`). Network failures and local errors show their message.
 */
export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message || 'Something went wrong';
  return String(error);
}

/** The tRPC error code of a failed call, e.g. 'UNAUTHORIZED', or null when the error did not come from the API. */
export function errorCode(error: unknown): string | null {
  if (!(error instanceof TRPCClientError)) return null;
  const code: unknown = (error.data as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : null;
}

/** The server's own message for a failed call, or the fallback when there is none (used for titled toasts). */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof TRPCClientError && error.message) return errorText(error);
  return fallback;
}

/** Unknown ids, and ids that are not ids at all, both mean "not found" to a person. */
export function isMissing(error: unknown): boolean {
  const code = errorCode(error);
  return code === 'NOT_FOUND' || code === 'BAD_REQUEST';
}

/**
 * Where a refused write can be put right, when the server said (its error's `details.fix`): a person without a
 * first and last name cannot apply, invite or send a message until they add them in Settings.
 */
const FIXES: Record<string, { label: string; to: string }> = {
  names: { label: 'GO TO SETTINGS', to: '/settings' },
};

export function fixFor(error: unknown): { label: string; to: string } | null {
  if (!(error instanceof TRPCClientError)) return null;
  const fix: unknown = (error.data as { details?: { fix?: unknown } } | undefined)?.details?.fix;
  return typeof fix === 'string' ? (FIXES[fix] ?? null) : null;
}
