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

describe('a refused write that can be put right', () => {
  it('links to Settings when the server says the names are missing', () => {
    const error = apiError('Add your first and last name in Settings before applying', {
      code: 'BAD_REQUEST',
      details: { fix: 'names' },
    });
    expect(mutationErrorToast(error, { title: 'Application Failed' })).toEqual({
      title: 'Application Failed',
      message: 'Add your first and last name in Settings before applying',
      variant: 'destructive',
      action: { label: 'GO TO SETTINGS', to: '/settings' },
    });
  });
  it('adds no link for other refusals', () => {
    const error = apiError('The wall is taken', { code: 'CONFLICT', details: { fix: 'unknown' } });
    expect(mutationErrorToast(error, undefined)).not.toHaveProperty('action');
  });
});
