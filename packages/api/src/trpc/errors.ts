import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';

/**
 * The one error the services throw. Each code maps to one tRPC code and so to one HTTP status
 * (the tRPC adapter and trpc-to-openapi derive the status from the tRPC code).
 */
export const APP_ERROR_CODES = {
  INVALID_INPUT: { trpc: 'BAD_REQUEST', status: 400 },
  UNAUTHORIZED: { trpc: 'UNAUTHORIZED', status: 401 },
  FORBIDDEN: { trpc: 'FORBIDDEN', status: 403 },
  NOT_FOUND: { trpc: 'NOT_FOUND', status: 404 },
  CONFLICT: { trpc: 'CONFLICT', status: 409 },
  TOO_LARGE: { trpc: 'PAYLOAD_TOO_LARGE', status: 413 },
  RATE_LIMITED: { trpc: 'TOO_MANY_REQUESTS', status: 429 },
  UNAVAILABLE: { trpc: 'SERVICE_UNAVAILABLE', status: 503 },
} as const satisfies Record<string, { trpc: TRPC_ERROR_CODE_KEY; status: number }>;

export type AppErrorCode = keyof typeof APP_ERROR_CODES;

export class AppError extends TRPCError {
  readonly appCode: AppErrorCode;

  constructor(code: AppErrorCode, message: string) {
    super({ code: APP_ERROR_CODES[code].trpc, message });
    this.appCode = code;
  }
}

/** The error statuses each operation may answer with, for the OpenAPI document. */
export const ERROR_STATUS_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input: the message names the field',
  401: 'Not signed in',
  403: 'Not allowed for this user',
  404: 'Not found',
  409: 'Conflicts with the current state',
  413: 'Request body too large',
  429: 'Too many requests',
  503: 'Temporarily unavailable',
};
