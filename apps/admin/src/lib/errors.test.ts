import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';

import { formatError, isUnauthorized } from './errors';

function trpcError(message: string, code: string, httpStatus: number) {
  return TRPCClientError.from({ error: { message, code: -32001, data: { code, httpStatus } } });
}

describe('formatError', () => {
  it('reads a tRPC error as the server message, without its status', () => {
    expect(formatError(trpcError('Invalid credentials', 'UNAUTHORIZED', 401))).toBe('Invalid credentials');
  });

  it('falls back to the HTTP status text when a non-JSON reply has no message', () => {
    const error = new TRPCClientError('', { meta: { response: { status: 502, statusText: 'Bad Gateway' } } });
    expect(formatError(error)).toBe('Bad Gateway');
  });

  it('shows a network failure by its message alone', () => {
    expect(formatError(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });

  it('never shows an empty message', () => {
    expect(formatError(undefined)).toBe('Something went wrong');
  });
});

describe('isUnauthorized', () => {
  it('recognises an expired admin session', () => {
    expect(isUnauthorized(trpcError('Not signed in', 'UNAUTHORIZED', 401))).toBe(true);
    expect(isUnauthorized(trpcError('Nope', 'FORBIDDEN', 403))).toBe(false);
  });
});
