import { Center, Paper, Text } from '@mantine/core';
import { Component, type ReactNode } from 'react';

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

/** Catches a map chunk that fails to download (offline, a deploy removed it) and shows the failure panel. */
export class MapErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    console.error('The map failed to load', error);
  }

  override render() {
    return this.state.failed ? <MapFailurePanel /> : this.props.children;
  }
}
