import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { createQueryClient, createTrpcClient, trpc } from '../lib/trpc';
import { cssVariablesResolver, theme } from './theme';

// The toast area (and its transitions) loads after the first paint; a toast shown before it arrives waits in
// the notifications store and appears when it mounts.
const Toasts = lazy(() => import('./Toasts'));

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createTrpcClient);

  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
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
