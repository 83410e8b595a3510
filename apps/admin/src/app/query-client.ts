import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

import { isUnauthorized } from '../lib/errors';
import { showMutationError } from '../lib/toast';

const SESSION_QUERY_PATH = 'admin.me';

function isSessionQuery(queryKey: readonly unknown[]): boolean {
  const [path] = queryKey;
  return Array.isArray(path) && path.join('.') === SESSION_QUERY_PATH;
}

/**
 * Reads never go stale on their own, are not refetched on focus, and nothing is retried.
 * When any admin read answers 401 the session has ended: re-checking `admin.me` lets the guard send the
 * admin to the login page instead of leaving an error on screen. Every failed write is told in a red
 * notification unless its `meta.errorToast` says otherwise (lib/toast.ts).
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity },
      mutations: { retry: false },
    },
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isUnauthorized(error) && !isSessionQuery(query.queryKey)) {
          void client.invalidateQueries({ predicate: (q) => isSessionQuery(q.queryKey) });
        }
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => showMutationError(error, mutation.meta?.errorToast),
    }),
  });
  return client;
}
