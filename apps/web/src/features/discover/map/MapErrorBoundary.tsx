import { Center, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';

/** When the map cannot load, this panel replaces it. */
export function MapFailurePanel() {
  return (
    <Paper withBorder h={560} role="alert">
      <Center h="100%">
        <Text fw={800}>Error: AuthFailure</Text>
      </Center>
    </Paper>
  );
}

function logError(error: unknown) {
  console.error('The map failed to load', error);
}

/** Catches a map chunk that fails to download (offline, a deploy removed it) and shows the failure panel. */
export function MapErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary fallback={<MapFailurePanel />} onError={logError}>
      {children}
    </ErrorBoundary>
  );
}
