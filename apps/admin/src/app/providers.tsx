import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

import { TOAST_DURATION_MS } from '@wallcraft/shared';

import { createTrpcClient, trpc } from '../lib/trpc';
import { createQueryClient } from './query-client';
import { theme } from './theme';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createTrpcClient);

  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} defaultColorScheme="light">
          {/* One toast at a time, 5 s each, at most 420px wide. */}
          <Notifications limit={1} autoClose={TOAST_DURATION_MS} containerWidth={420} position="bottom-right" />
          {children}
        </MantineProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
