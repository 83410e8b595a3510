import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateAfterWrite, staleAfter } from './freshness';
import { createQueryClient } from './trpc';

/** A client holding one cached read per router named, keyed as tRPC keys them. */
function clientWith(routers: string[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  for (const router of routers) queryClient.setQueryData([[router, 'list'], { type: 'query' }], { items: [] });
  const invalidated = () =>
    queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => (query.queryKey[0] as string[])[0])
      .sort();
  return { queryClient, invalidated };
}

describe('invalidateAfterWrite', () => {
  it('marks stale what a new wall changes (Discover, the browse lists, the dashboard), not payments', () => {
    const { queryClient, invalidated } = clientWith(['walls', 'discover', 'dashboard', 'payments', 'chat']);
    invalidateAfterWrite(queryClient, [['walls', 'create']]);
    expect(invalidated()).toEqual(['dashboard', 'discover', 'walls']);
  });

  it('refreshes My Projects and Insights after deciding an application', () => {
    const { queryClient, invalidated } = clientWith(['applications', 'myProjects', 'insights', 'walls']);
    invalidateAfterWrite(queryClient, [['applications', 'decide']]);
    expect(invalidated()).toEqual(['applications', 'insights', 'myProjects']);
  });

  it('leaves everything alone for quiet writes and keys that are not tRPC paths', () => {
    const { queryClient, invalidated } = clientWith(['users', 'tracking', 'dashboard']);
    invalidateAfterWrite(queryClient, [['users', 'view']]);
    invalidateAfterWrite(queryClient, [['tracking', 'location']]);
    invalidateAfterWrite(queryClient, [['auth', 'logout']]);
    invalidateAfterWrite(queryClient, undefined);
    invalidateAfterWrite(queryClient, ['not-a-path']);
    expect(invalidated()).toEqual([]);
  });
});

/** A read whose refetches answer only when `answer()` is called; `fetches` counts them. */
function heldRead(queryClient: QueryClient, router: string) {
  const state = { fetches: 0, answer: () => {} };
  const queryKey = [[router, 'list'], { type: 'query' }];
  queryClient.setQueryData(queryKey, { items: [] });
  const observer = new QueryObserver(queryClient, {
    queryKey,
    staleTime: Infinity,
    queryFn: () => {
      state.fetches += 1;
      return new Promise<{ items: string[] }>((resolve) => {
        state.answer = () => resolve({ items: ['new'] });
      });
    },
  });
  return { state, watch: () => observer.subscribe(() => {}) };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a successful write waits for the reads on show', () => {
  it('invalidateAfterWrite settles once the active reads have refetched; inactive ones are only marked stale', async () => {
    const queryClient = new QueryClient();
    const shown = heldRead(queryClient, 'walls');
    const hidden = heldRead(queryClient, 'discover');
    const stop = shown.watch();

    let settled = false;
    const done = invalidateAfterWrite(queryClient, [['walls', 'create']]).then(() => (settled = true));
    await tick();
    expect(shown.state.fetches).toBe(1);
    expect(settled).toBe(false);

    shown.state.answer();
    await done;
    expect(queryClient.getQueryData([['walls', 'list'], { type: 'query' }])).toEqual({ items: ['new'] });
    expect(hidden.state.fetches).toBe(0);
    expect(
      queryClient.getQueryCache().find({ queryKey: [['discover', 'list'], { type: 'query' }] })?.state.isInvalidated,
    ).toBe(true);
    stop();
  });

  it("keeps the mutation pending, and its own onSuccess waiting, until the table's refetch has settled", async () => {
    const queryClient = createQueryClient();
    const shown = heldRead(queryClient, 'walls');
    const stop = shown.watch();
    const order: string[] = [];
    const mutation = queryClient.getMutationCache().build(queryClient, {
      mutationKey: [['walls', 'create']],
      mutationFn: () => Promise.resolve({ id: 'w1' }),
      onSuccess: () => void order.push('screen onSuccess'),
    });

    const written = mutation.execute(undefined).then(() => order.push('settled'));
    await tick();
    expect(shown.state.fetches).toBe(1);
    expect(mutation.state.status).toBe('pending');
    expect(order).toEqual([]);

    order.push('refetched');
    shown.state.answer();
    await written;
    expect(order).toEqual(['refetched', 'screen onSuccess', 'settled']);
    expect(mutation.state.status).toBe('success');
    stop();
  });
});

describe('staleAfter', () => {
  it("always includes the written router's own reads, once", () => {
    expect(staleAfter(['chat', 'send'])).toEqual(['chat']);
    // Recording a view refreshes the Recently viewed list from here, not from the screen.
    expect(staleAfter(['recentlyViewed', 'record'])).toEqual(['recentlyViewed']);
    expect(staleAfter(['payments', 'create'])).toContain('payments');
    expect(new Set(staleAfter(['auth', 'setActiveAccount'])).size).toBe(
      staleAfter(['auth', 'setActiveAccount']).length,
    );
  });
});
