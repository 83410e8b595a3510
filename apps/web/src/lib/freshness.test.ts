import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateAfterWrite, staleAfter } from './freshness';

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

describe('staleAfter', () => {
  it("always includes the written router's own reads, once", () => {
    expect(staleAfter(['chat', 'send'])).toEqual(['chat']);
    expect(staleAfter(['payments', 'create'])).toContain('payments');
    expect(new Set(staleAfter(['auth', 'setActiveAccount'])).size).toBe(
      staleAfter(['auth', 'setActiveAccount']).length,
    );
  });
});
