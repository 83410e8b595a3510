import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { errorCode, errorText, isMissing, serverMessage } from './errors';

function apiError(message: string, data?: Record<string, unknown>) {
  const error = new TRPCClientError(message);
  Object.assign(error, { data });
  return error;
}

describe('errorText', () => {
  it('shows the server message without the HTTP status', () => {
    expect(errorText(apiError('Invalid email or password', { httpStatus: 401, code: 'UNAUTHORIZED' }))).toBe(
      'Invalid email or password',
    );
  });
  it('never shows an empty message', () => {
    expect(errorText(apiError('', { httpStatus: 500 }))).toBe('Something went wrong');
  });
  it('falls back to the message when there is no status', () => {
    expect(errorText(apiError('Failed to fetch'))).toBe('Failed to fetch');
    expect(errorText(new Error('boom'))).toBe('boom');
  });
});

describe('errorCode', () => {
  it('reads the tRPC code of an API error', () => {
    expect(errorCode(apiError('x', { code: 'NOT_FOUND', httpStatus: 404 }))).toBe('NOT_FOUND');
    expect(errorCode(new Error('x'))).toBeNull();
  });
});

describe('serverMessage', () => {
  it('prefers the server text and falls back otherwise', () => {
    expect(serverMessage(apiError('Taken', { httpStatus: 409 }), 'Failed')).toBe('Taken');
    expect(serverMessage(new Error('local'), 'Failed')).toBe('Failed');
  });
});

describe('isMissing', () => {
  it('reads an unknown id and a malformed one both as not found', () => {
    expect(isMissing(apiError('x', { code: 'NOT_FOUND', httpStatus: 404 }))).toBe(true);
    expect(isMissing(apiError('x', { code: 'BAD_REQUEST', httpStatus: 400 }))).toBe(true);
    expect(isMissing(apiError('x', { code: 'FORBIDDEN', httpStatus: 403 }))).toBe(false);
  });
});
