import { QueryCache, QueryClient } from '@tanstack/react-query';

import { isUnauthorized } from '../lib/errors';

const SESSION_QUERY_PATH = 'admin.me';

function isSessionQuery(queryKey: readonly unknown[]): boolean {
  const [path] = queryKey;
  return Array.isArray(path) && path.join('.') === SESSION_QUERY_PATH;
}

/**
 * Reads never go stale on their own, are not refetched on focus, and nothing is retried.
 * When any admin read answers 401 the session has ended: re-checking `admin.me` lets the guard send the
 * admin to the login page instead of leaving an error on screen.
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
  });
  return client;
}
