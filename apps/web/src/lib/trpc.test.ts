import { notificationsStore } from '@mantine/notifications';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './trpc';

const shownTitles = () => notificationsStore.getState().notifications.map((shown) => shown.title);

describe('a failed write, then the same write succeeding', () => {
  it('takes down the failure toast, and leaves another write’s failure on show', async () => {
    const queryClient = createQueryClient();
    const run = (mutationKey: unknown[], outcome: () => Promise<unknown>, title: string) =>
      queryClient
        .getMutationCache()
        .build(queryClient, { mutationKey, mutationFn: outcome, meta: { errorToast: { title } } })
        .execute(undefined)
        .catch(() => undefined);
    const wrong = () => Promise.reject(new TRPCClientError('Invalid email or password'));

    await run([['auth', 'login']], wrong, 'Sign in failed');
    expect(shownTitles()).toEqual(['Sign in failed']);
    // Another write succeeding says nothing about the sign-in.
    await run([['saved', 'add']], () => Promise.resolve(null), 'Save failed');
    expect(shownTitles()).toEqual(['Sign in failed']);
    await run([['auth', 'login']], () => Promise.resolve(null), 'Sign in failed');
    expect(shownTitles()).toEqual([]);
  });
});
