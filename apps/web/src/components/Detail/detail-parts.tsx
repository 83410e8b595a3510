import {
  Alert,
  Anchor,
  Avatar,
  Box,
  Button,
  Card,
  Container,
  Grid,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { GALLERY_THUMBNAILS } from '@wallcraft/shared';
import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { initials } from '../../lib/format';
import { loginPath } from '../../lib/return-to';
import { Photo } from '../Photo/Photo';

/** Pieces the three detail screens (brand project, wall project, wall) share. */

export function BackButton({ to, label = 'BACK' }: { to: string; label?: string }) {
  return (
    <Button component={Link} to={to} variant="subtle" color="dark" px={0} mb="md">
      ← {label}
    </Button>
  );
}

/** First image large, then up to 4 thumbnails; clicking a thumbnail shows it large. */
export function Gallery({ images, title }: { images: string[]; title: string }) {
  const [selected, setSelected] = useState(0);
  const shown = images.slice(0, 1 + GALLERY_THUMBNAILS);
  const main = shown[selected] ?? shown[0];
  if (!main) return <Box h={{ base: 240, sm: 400 }} bg="gray.3" className="wc-card" aria-label="No images" />;
  return (
    <Stack gap="xs">
      <Photo
        src={main}
        alt={title}
        size="full"
        sizes="(max-width: 62em) 100vw, 66vw"
        loading="eager"
        h={{ base: 240, sm: 400 }}
        className="wc-card"
      />
      {shown.length > 1 ? (
        <SimpleGrid cols={GALLERY_THUMBNAILS} spacing="xs">
          {shown.map((src, index) => (
            <UnstyledButton
              key={`${src}-${index}`}
              onClick={() => setSelected(index)}
              aria-label={`Show image ${index + 1}`}
              style={{ outline: index === selected ? '3px solid var(--wc-magenta)' : undefined }}
            >
              <Photo src={src} alt="" h={80} sizes="25vw" />
            </UnstyledButton>
          ))}
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}

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
};

export function OwnerLine({ owner }: { owner: Owner | null }) {
  if (!owner) return <Text c="dimmed">Owner no longer on WallCraft</Text>;
  return (
    <Anchor component={Link} to={`/profile/${owner.id}`} c="dark" underline="never">
      <Group gap="sm" wrap="nowrap">
        <Avatar src={owner.profileImageUrl} alt="" radius="xs" color="dark">
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

export function MessageButton({ ownerId, label }: { ownerId: string; label: string }) {
  return (
    <Button component={Link} to={`/messages?userId=${ownerId}`} size="md" variant="outline" fullWidth>
      {label}
    </Button>
  );
}
