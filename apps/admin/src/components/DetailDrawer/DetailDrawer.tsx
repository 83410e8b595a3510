import { Alert, Drawer, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

import { formatError } from '../../lib/errors';

/** The side panel a table row opens: the whole width on a phone, a wide panel otherwise. */
export function DetailDrawer({
  opened,
  onClose,
  title,
  loading,
  error,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  loading: boolean;
  error: unknown;
  children: ReactNode;
}) {
  const narrow = useMediaQuery('(max-width: 36em)');
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={narrow ? '100%' : 'lg'}
      title={<Text fw={800}>{title}</Text>}
    >
      {error ? (
        <Alert color="red" title="Could not load this" role="alert">
          {formatError(error)}
        </Alert>
      ) : loading ? (
        <Stack data-testid="detail-loading">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height={18} />
          ))}
        </Stack>
      ) : (
        <Stack gap="lg">{children}</Stack>
      )}
    </Drawer>
  );
}

/** Label and value pairs of a record, as a two-column table. */
export function Facts({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <Table variant="vertical" layout="fixed" withTableBorder>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={150}>{label.toUpperCase()}</Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** A titled part of a detail panel, with its actions on the right. */
export function Section({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap">
        <Text fw={800} size="sm">
          {title.toUpperCase()}
        </Text>
        {actions}
      </Group>
      {children}
    </Stack>
  );
}
