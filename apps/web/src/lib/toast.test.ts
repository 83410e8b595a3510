import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { mutationErrorToast } from './toast';

function apiError(message: string, data?: Record<string, unknown>) {
  const error = new TRPCClientError(message);
  Object.assign(error, { data });
  return error;
}

describe('mutationErrorToast', () => {
  const conflict = apiError('The wall is taken', { httpStatus: 409, code: 'CONFLICT' });

  it('tells a failed write as Error with the server message by default', () => {
    expect(mutationErrorToast(conflict, undefined)).toEqual({
      title: 'Error',
      message: 'The wall is taken',
      variant: 'destructive',
    });
  });
  it('takes a title of its own, and its fallback only when the server sent no message', () => {
    const meta = { title: 'Report failed', fallback: 'Could not send the report' };
    expect(mutationErrorToast(conflict, meta)?.message).toBe('The wall is taken');
    expect(mutationErrorToast(new Error('offline'), meta)).toEqual({
      title: 'Report failed',
      message: 'Could not send the report',
      variant: 'destructive',
    });
  });
  it('shows nothing for a write that tells its failure itself', () => {
    expect(mutationErrorToast(conflict, false)).toBeNull();
  });
});
