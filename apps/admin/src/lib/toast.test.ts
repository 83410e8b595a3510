import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { mutationErrorToast } from './toast';

describe('mutationErrorToast', () => {
  const conflict = Object.assign(new TRPCClientError('Already refunded'), { data: { httpStatus: 409 } });

  it('tells a failed write in red with its title and the server message', () => {
    expect(mutationErrorToast(conflict, { title: 'NOT REFUNDED' })).toEqual({
      color: 'red',
      title: 'NOT REFUNDED',
      message: 'Already refunded',
    });
  });
  it('titles a write that names no title NOT DONE', () => {
    expect(mutationErrorToast(conflict, undefined)?.title).toBe('NOT DONE');
  });
  it('shows nothing for a write that tells its failure itself', () => {
    expect(mutationErrorToast(conflict, false)).toBeNull();
  });
});
