import {
  Alert,
  Anchor,
  Avatar,
  Button,
  Card,
  Container,
  Grid,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { initials } from '../../lib/format';
import { loginPath } from '../../lib/return-to';
import { MessageButton as SharedMessageButton } from '../MessageButton';

/** Pieces the three detail screens (brand project, wall project, wall) share. */

export function BackButton({ to, label = 'BACK' }: { to: string; label?: string }) {
  return (
    <Button component={Link} to={to} variant="subtle" color="dark" px={0} mb="md">
      ← {label}
    </Button>
  );
}

export { Gallery } from './Gallery';

export function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text size="xs" fw={800} c="dimmed" lts="0.06em">
        {label}
      </Text>
      <Text fw={700} ta="right">
        {value}
      </Text>
    </Group>
  );
}

export function SideCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card p="lg">
      <Title order={2} fz="lg" mb="sm">
        {title}
      </Title>
      <Stack gap="xs">{children}</Stack>
    </Card>
  );
}

type Owner = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  displayName: string;
  profileImageUrl: string | null;
  avatarUrl: string | null;
};

export function OwnerLine({ owner }: { owner: Owner | null }) {
  if (!owner) return <Text c="dimmed">Owner no longer on WallCraft</Text>;
  return (
    <Anchor component={Link} to={`/profile/${owner.id}`} c="dark" underline="never">
      <Group gap="sm" wrap="nowrap">
        <Avatar src={owner.avatarUrl} alt="" radius="xs" color="dark">
          {initials(owner.firstName, owner.lastName)}
        </Avatar>
        <Text fw={800}>{owner.displayName}</Text>
      </Group>
    </Anchor>
  );
}

export function NotFoundState({ title, action }: { title: string; action?: { to: string; label: string } }) {
  return (
    <Container size="sm" py={80}>
      <Stack align="flex-start">
        <Title order={1}>{title}</Title>
        <Text c="dimmed">It may have been removed, or the link is wrong.</Text>
        {action ? (
          <Button component={Link} to={action.to}>
            {action.label}
          </Button>
        ) : null}
      </Stack>
    </Container>
  );
}

export function DetailSkeleton() {
  return (
    <Container size="xl" py="xl" aria-label="Loading">
      <Skeleton h={24} w={120} mb="md" />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Skeleton h={400} mb="md" />
          <Skeleton h={40} w="60%" mb="sm" />
          <Skeleton h={80} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Skeleton h={240} />
        </Grid.Col>
      </Grid>
    </Container>
  );
}

/** A detail page's side column while its cards' reads are on their way. */
export function SideSkeleton() {
  return <Skeleton h={240} aria-label="Loading" />;
}

/** For the owner of an item an operator hid after a report: nobody else sees it any more. */
export function HiddenNotice({ hidden, what }: { hidden: boolean; what: string }) {
  if (!hidden) return null;
  return (
    <Alert color="red" title={`THIS ${what.toUpperCase()} IS HIDDEN`} mb="lg">
      Our moderators hid this {what} after a report, so only you can see it. Write to us from the contact page if you
      think this is a mistake.
    </Alert>
  );
}

/** Signed out: one LOGIN TO CONTACT button to /login, which brings the visitor back here afterwards. */
export function LoginToContact({ fullWidth = true }: { fullWidth?: boolean }) {
  const { pathname, search } = useLocation();
  return (
    <Button component={Link} to={loginPath(`${pathname}${search}`)} size="md" fullWidth={fullWidth}>
      LOGIN TO CONTACT
    </Button>
  );
}

/** A detail page's MESSAGE button to the item's owner (the shared MessageButton, full width). */
export function MessageButton({ ownerId, label }: { ownerId: string; label: string }) {
  return <SharedMessageButton userId={ownerId} label={label} size="md" fullWidth />;
}
