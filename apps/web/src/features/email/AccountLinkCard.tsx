import { Card, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of the pages a mail's link opens (confirm, reset, unsubscribe): narrow, one card, fits a phone. */
export function AccountLinkCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <Container size={460} py="xl" px="md">
      <Card p="lg">
        <Stack>
          <Title order={1} fz="xl">
            {title}
          </Title>
          {intro ? (
            <Text size="sm" c="dimmed">
              {intro}
            </Text>
          ) : null}
          {children}
        </Stack>
      </Card>
    </Container>
  );
}
