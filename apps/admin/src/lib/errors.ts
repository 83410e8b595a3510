/**
 * A failed call reads as the server's message, or the HTTP status text when there is none; the status itself is not
 * shown (code that branches on it reads `errorStatus`). Works on TRPCClientError without importing the router type.
 */
interface ErrorLike {
  message?: unknown;
  data?: { httpStatus?: unknown; code?: unknown } | null;
  meta?: { response?: unknown } | null;
}

function asErrorLike(error: unknown): ErrorLike | null {
  return typeof error === 'object' && error !== null ? (error as ErrorLike) : null;
}

function responseOf(error: ErrorLike): { status: number; statusText: string } | null {
  const response = error.meta?.response;
  if (typeof response !== 'object' || response === null) return null;
  const { status, statusText } = response as { status?: unknown; statusText?: unknown };
  return typeof status === 'number' ? { status, statusText: typeof statusText === 'string' ? statusText : '' } : null;
}

export function errorStatus(error: unknown): number | null {
  const e = asErrorLike(error);
  if (!e) return null;
  if (typeof e.data?.httpStatus === 'number') return e.data.httpStatus;
  return responseOf(e)?.status ?? null;
}

export function isUnauthorized(error: unknown): boolean {
  return asErrorLike(error)?.data?.code === 'UNAUTHORIZED' || errorStatus(error) === 401;
}

export function formatError(error: unknown): string {
  const e = asErrorLike(error);
  const message = typeof e?.message === 'string' ? e.message.trim() : '';
  const status = errorStatus(error);
  if (status === null) return message || 'Something went wrong';
  return message || (e && responseOf(e)?.statusText) || 'Request failed';
}
