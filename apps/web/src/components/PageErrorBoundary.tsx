import { Alert, Button, Container, Stack, Text } from '@mantine/core';
import { useEffect, type ErrorInfo, type ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { isChunkError } from '../lib/new-version';

const CHUNK_FAILED = 'This page could not be loaded. Check your connection, then reload to try again.';

function PageFailure({ error }: FallbackProps) {
  const message = isChunkError(error) ? CHUNK_FAILED : error instanceof Error ? error.message : String(error);
  // The message takes the page's place at its top: a page the browser placed further down (a reload keeps the
  // scroll) would show it under the header, RELOAD included.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return (
    <Container size="sm" py="xl">
      <Alert color="red" title="SOMETHING WENT WRONG">
        <Stack align="flex-start">
          <Text size="sm">{message}</Text>
          <Button size="xs" onClick={() => window.location.reload()}>
            RELOAD
          </Button>
        </Stack>
      </Alert>
    </Container>
  );
}

function logError(error: unknown, info: ErrorInfo) {
  console.error(error, info.componentStack);
}

/**
 * Keeps the header and footer usable when a page throws while rendering (or a lazy chunk fails to load).
 * Changing resetKey (the path) clears a caught error, so navigating away recovers.
 */
export function PageErrorBoundary({ children, resetKey }: { children: ReactNode; resetKey: string }) {
  return (
    <ErrorBoundary FallbackComponent={PageFailure} onError={logError} resetKeys={[resetKey]}>
      {children}
    </ErrorBoundary>
  );
}
