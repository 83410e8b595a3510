import type { QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { TrpcClient } from '../lib/trpc';
import { SuspensionGate } from '../features/auth/SuspendedNotice';
import { AppLayout } from './layout/AppLayout';
import { Providers } from './providers';
import { AppRoutes } from './router';

/** Clients given by whoever renders the app: the server (entry-server.tsx) and a hydrating browser. */
export type AppClients = {
  queryClient?: QueryClient;
  trpcClient?: TrpcClient;
  ssrState?: 'prepass';
  /** The page was drawn by the server (the server's render itself, and the browser hydrating it). */
  serverRendered?: boolean;
};

/** The app inside whatever router its renderer chose (the browser's history, or a fixed URL on the server). */
export function AppTree({ serverRendered, ...clients }: AppClients) {
  return (
    <Providers {...clients}>
      {/* Nothing suspends here (the page has its own boundary): this one is for hydration. Below a boundary
          React hydrates server HTML at its lowest priority, in slices of 5 ms, instead of the 25 ms slices of a
          transition, so a phone stays responsive while the page comes to life; a press hydrates its target at once. */}
      <Suspense fallback={null}>
        <SuspensionGate>
          <AppLayout serverRendered={serverRendered}>
            <AppRoutes />
          </AppLayout>
        </SuspensionGate>
      </Suspense>
    </Providers>
  );
}

export function App(clients: AppClients) {
  return (
    <BrowserRouter>
      <AppTree {...clients} />
    </BrowserRouter>
  );
}
