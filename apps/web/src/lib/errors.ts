import { TRPCClientError } from '@trpc/client';

/**
 * The text shown to users for a failed call: the HTTP status, a colon and
 * a space, then the server's message. Errors without a status (network failures, thrown locally) show
 * their message alone.
 */
export function errorText(error: unknown): string {
  if (error instanceof TRPCClientError) {
    const status: unknown = (error.data as { httpStatus?: unknown } | undefined)?.httpStatus;
    return typeof status === 'number' ? `${status}: ${error.message}` : error.message;
  }
  if (error instanceof Error) return error.message;
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
