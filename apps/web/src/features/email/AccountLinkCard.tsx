import { Alert, Anchor, Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { serverMessage } from '../../lib/errors';

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

/**
 * A mail's one-click link (confirm, unsubscribe): opening it changes nothing; the button POSTs the link's token.
 * Shows `done` once it worked, otherwise what is wrong with the link and the button; a way to the email settings.
 */
export function OneClickLinkPage({
  title,
  intro,
  token,
  actionLabel,
  pending,
  error,
  done,
  onAction,
}: {
  title: string;
  intro: string;
  token: string;
  actionLabel: string;
  pending: boolean;
  error: unknown;
  done: ReactNode;
  onAction: () => void;
}) {
  return (
    <AccountLinkCard title={title} intro={intro}>
      {done ?? (
        <>
          {!token ? <Alert color="red">This link is incomplete. Open it from the email again.</Alert> : null}
          {error ? (
            <Alert color="red" title="This link cannot be used">
              {serverMessage(error, 'Try again.')}
            </Alert>
          ) : null}
          <Button size="md" disabled={!token} loading={pending} onClick={onAction}>
            {actionLabel}
          </Button>
        </>
      )}
      <Anchor component={Link} to="/settings" size="sm">
        Email settings
      </Anchor>
    </AccountLinkCard>
  );
}
