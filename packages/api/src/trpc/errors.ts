import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';

/**
 * The one error the services throw. Each code maps to one tRPC code and so to one HTTP status: the
 * tRPC adapter and trpc-to-openapi derive the status from the tRPC code (errors.test.ts checks that
 * both answer with the status written here).
 */
export const APP_ERROR_CODES = {
  INVALID_INPUT: { trpc: 'BAD_REQUEST', status: 400 },
  UNAUTHORIZED: { trpc: 'UNAUTHORIZED', status: 401 },
  FORBIDDEN: { trpc: 'FORBIDDEN', status: 403 },
  NOT_FOUND: { trpc: 'NOT_FOUND', status: 404 },
  CONFLICT: { trpc: 'CONFLICT', status: 409 },
  /** The payment provider refused the charge (a declined card): nothing was paid, the person may try again. */
  PAYMENT_DECLINED: { trpc: 'PAYMENT_REQUIRED', status: 402 },
  TOO_LARGE: { trpc: 'PAYLOAD_TOO_LARGE', status: 413 },
  RATE_LIMITED: { trpc: 'TOO_MANY_REQUESTS', status: 429 },
  UNAVAILABLE: { trpc: 'SERVICE_UNAVAILABLE', status: 503 },
  DISK_FULL: { trpc: 'SERVICE_UNAVAILABLE', status: 503 },
} as const satisfies Record<string, { trpc: TRPC_ERROR_CODE_KEY; status: number }>;

export type AppErrorCode = keyof typeof APP_ERROR_CODES;

export class AppError extends TRPCError {
  readonly appCode: AppErrorCode;
  /** For RATE_LIMITED: when to try again, sent as Retry-After on REST. */
  readonly retryAfterSeconds: number | undefined;
  /** What the client needs to put things right (a refused order: the server's prices), sent as `details`. */
  readonly details: Record<string, unknown> | undefined;

  constructor(
    code: AppErrorCode,
    message: string,
    options: { retryAfterSeconds?: number; details?: Record<string, unknown> } = {},
  ) {
    super({ code: APP_ERROR_CODES[code].trpc, message });
    this.appCode = code;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.details = options.details;
  }
}

/**
 * The signed-in user's own row is gone (the account was deleted while a session of it was still open): 401, so the
 * web app signs out and the person can sign in again.
 */
export function accountGone(): AppError {
  return new AppError('UNAUTHORIZED', 'Your account no longer exists; sign in again');
}

/** What a suspended user reads, signing in or in a tab whose session the suspension ended: why, and where to turn. */
export function suspendedMessage(reason: string | null): string {
  const why = reason ? `: ${reason.replace(/[.\s]+$/, '')}.` : '.';
  return `This account is suspended${why} If you think this is a mistake, write to support from the Contact page and we will look into it.`;
}

/**
 * The account is suspended: 403 on a sign-in with the right password, 401 for a tab still holding a session the
 * suspension ended. details.suspended (with the operator's reason) lets the web app say so on a page of its own
 * instead of signing out without a word.
 */
export function accountSuspended(reason: string | null, code: 'UNAUTHORIZED' | 'FORBIDDEN'): AppError {
  return new AppError(code, suspendedMessage(reason), { details: { suspended: true, reason } });
}

/** A write the database (or the upload store) refused for lack of disk space: 503 with this, never a bare 500. */
export const DISK_FULL_MESSAGE = 'The server is out of disk space; your change was not saved. Try again later.';
/** The embedded database trapped and was started again while it handled the request (pglite-client.ts). */
export const ENGINE_RESTARTED_MESSAGE =
  'The database restarted while handling this request; nothing of it was saved. Try again.';

/** The error statuses each operation may answer with, for the OpenAPI document. */
export const ERROR_STATUS_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input: the message names the field',
  401: 'Not signed in',
  402: 'The payment was declined; nothing was charged',
  403: 'Not allowed for this user',
  404: 'Not found',
  409: 'Conflicts with the current state',
  413: 'Request body too large',
  429: 'Too many requests',
  503: 'Temporarily unavailable',
};

type Issue = { path?: readonly PropertyKey[]; message: string };

/**
 * Turns zod's issues into one sentence a person can act on: "password: Password must be at least 8 characters".
 * Used by tRPC's error formatter and by the REST responses alike.
 */
export function describeIssues(issues: readonly Issue[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => (issue.path?.length ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/** Fastify's own errors (body parsing, limits) in words a client can act on. */
const FASTIFY_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but the content type says JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is larger than 1 MB',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type; send application/json',
};

/** The error code sent with a status that did not come from tRPC (the same names tRPC uses). */
const STATUS_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

/**
 * What a person reads when the server failed: not the error (it may hold internals), but the request id, with which
 * support finds the logs and the trace of what happened. A call over the websocket has none.
 */
export function internalErrorMessage(requestId: string | null): string {
  return requestId
    ? `Something went wrong on our side. If it keeps happening, contact support with request id ${requestId}.`
    : 'Something went wrong on our side. If it keeps happening, contact support.';
}

/** The body for an error raised outside tRPC: 4xx keep their message, anything else is hidden behind the request id. */
export function describeFastifyError(
  status: number,
  error: { code?: string; message: string },
  requestId: string,
): { message: string; code: string } {
  if (status >= 500) return { message: internalErrorMessage(requestId), code: 'INTERNAL_SERVER_ERROR' };
  const message = (error.code && FASTIFY_ERROR_MESSAGES[error.code]) ?? error.message;
  return { message, code: STATUS_CODES[status] ?? 'BAD_REQUEST' };
}
