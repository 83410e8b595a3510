import { Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A settings section's list of the user's own things (tokens, endpoints) under its `label` as a heading: skeletons
 * while it loads, a line when it cannot be loaded, the empty state, or the items as a list named `label`.
 */
export function SettingsList<Item extends { id: string }>({
  label,
  query,
  empty,
  rowHeight,
  children,
}: {
  label: string;
  query: { isPending: boolean; isError: boolean; data: Item[] | undefined };
  empty: string;
  rowHeight: number;
  children: (item: Item) => ReactNode;
}) {
  return (
    <>
      <Title order={3} fz="md">
        {label}
      </Title>
      {query.isPending ? (
        <Stack gap="xs" aria-label={`Loading ${label.toLowerCase()}`}>
          <Skeleton h={rowHeight} />
          <Skeleton h={rowHeight} />
        </Stack>
      ) : query.isError || !query.data ? (
        <Text c="dimmed">{label} could not be loaded. Reload the page to try again.</Text>
      ) : query.data.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
          {query.data.map(children)}
        </Stack>
      )}
    </>
  );
}
