import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { createQueryClient, createTrpcClient, trpc, type TrpcClient } from '../lib/trpc';
import { cssVariablesResolver, theme } from './theme';

// The toast area (and its transitions) loads after the first paint; a toast shown before it arrives waits in
// the notifications store and appears when it mounts.
const Toasts = lazy(() => import('./Toasts'));

type ProvidersProps = {
  children: ReactNode;
  queryClient?: QueryClient;
  trpcClient?: TrpcClient;
  /** 'prepass' while the server renders to find a page's queries: each query hook then starts its fetch. */
  ssrState?: 'prepass';
};

/** The data, tRPC and Mantine contexts; the clients are made here unless the renderer brings its own. */
export function Providers({ children, ssrState, ...given }: ProvidersProps) {
  const [queryClient] = useState(() => given.queryClient ?? createQueryClient());
  const [trpcClient] = useState(() => given.trpcClient ?? createTrpcClient());

  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient} ssrState={ssrState ?? false}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
          <Suspense fallback={null}>
            <Toasts />
          </Suspense>
          {children}
        </MantineProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
