import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';

/** A page's heading, also the document title, with an optional line beneath it. */
export function PageTitle({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
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
      ) : null}
    </Stack>
  );
}
