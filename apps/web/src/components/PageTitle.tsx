import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';

/**
 * A page's heading, also the document title, with an optional line beneath it. `subtitlePending`: the line is on its
 * way (a count still loading); its place is held, so nothing below moves when it comes.
 */
export function PageTitle({
  title,
  subtitle,
  subtitlePending = false,
}: {
  title: string;
  subtitle?: ReactNode;
  subtitlePending?: boolean;
}) {
  useDocumentTitle(`${title} | WallCraft`);
  return (
    <Stack gap={6} mb="xl">
      <Title order={1} fz={{ base: 32, sm: 44 }}>
        <span className="wc-tag-underline">{title}</span>
      </Title>
      {subtitle ? (
        <Text c="dimmed" fw={600}>
          {subtitle}
        </Text>
      ) : subtitlePending ? (
        <Text c="dimmed" fw={600} aria-hidden>
          <Skeleton component="span" display="inline-block" h="1em" w={170} style={{ verticalAlign: 'middle' }} />
        </Text>
      ) : null}
    </Stack>
  );
}
