import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { createWSClient, httpBatchLink, splitLink, wsLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@wallcraft/api';
import { env } from '../env';
import { invalidateAfterWrite } from './freshness';
import { noteSuspension } from './suspension';
import { hideToast, mutationErrorToast, toast, writeFailedToastId } from './toast';

export const trpc = createTRPCReact<AppRouter>();

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

/**
 * Reads never go stale by themselves, are not refetched on focus, and nothing is retried; every successful
 * write invalidates the reads it can change (freshness.ts) and, the cache's onSuccess being awaited, stays
 * pending until those on show have refetched; every failed one is toasted unless its `meta.errorToast` says
 * otherwise (toast.ts).
 */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    // A call that says the account is suspended turns the app into SuspendedNotice (lib/suspension.ts).
    queryCache: new QueryCache({ onError: (error) => void noteSuspension(error) }),
    mutationCache: new MutationCache({
      onSuccess: (_data, _variables, _context, mutation) => {
        // An earlier failure of this same write is out of date now.
        hideToast(writeFailedToastId(mutation.options.mutationKey));
        return invalidateAfterWrite(queryClient, mutation.options.mutationKey);
      },
      onError: (error, _variables, _context, mutation) => {
        if (noteSuspension(error)) return;
        const shown = mutationErrorToast(error, mutation.meta?.errorToast);
        if (shown) toast({ ...shown, id: writeFailedToastId(mutation.options.mutationKey) });
      },
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
  return queryClient;
}

function webSocketUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}${env.VITE_TRPC_PATH}`;
}

/** Reconnect quickly at first, then back off to at most 30 s between attempts. */
const reconnectDelayMs = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

export type TrpcClient = ReturnType<typeof trpc.createClient>;

export function createTrpcClient(): TrpcClient {
  const wsClient = createWSClient({
    url: webSocketUrl,
    // The socket exists only while a subscription is open (signed-in users), and closes shortly after.
    lazy: { enabled: true, closeMs: 5_000 },
    retryDelayMs: reconnectDelayMs,
  });

  return trpc.createClient({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: wsLink({ client: wsClient }),
        false: httpBatchLink({
          url: env.VITE_TRPC_PATH,
          fetch: (input, init) => fetch(input, { ...init, credentials: 'include' }),
        }),
      }),
    ],
  });
}
