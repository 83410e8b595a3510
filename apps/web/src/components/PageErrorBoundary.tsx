import { Alert, Button, Container, Stack, Text } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** Changing it (e.g. the path) clears a caught error, so navigating away recovers. */
  resetKey: string;
}

interface State {
  error: Error | null;
  resetKey: string;
}

/** Keeps the header and footer usable when a page throws while rendering (or a lazy chunk fails to load). */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Container size="sm" py="xl">
        <Alert color="red" title="SOMETHING WENT WRONG">
          <Stack align="flex-start">
            <Text size="sm">{this.state.error.message}</Text>
            <Button size="xs" onClick={() => window.location.reload()}>
              RELOAD
            </Button>
          </Stack>
        </Alert>
      </Container>
    );
  }
}
