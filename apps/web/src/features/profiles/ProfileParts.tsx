import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { profileLinks } from './profile-format';
import type { PublicProfile } from './ProfilePage';
import { Photo } from '../../components/Photo/Photo';

/** One number of the stats row, big, with its label beneath. */
export function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Card p="md" data-testid="profile-stat">
      <Text ff="heading" fz={32} fw={900} lh={1}>
        {value}
      </Text>
      <Text className="wc-label" c="dimmed" mt={6}>
        {label}
      </Text>
    </Card>
  );
}

export function StatsRow({ children }: { children: ReactNode }) {
  return <SimpleGrid cols={{ base: 2, sm: 4 }}>{children}</SimpleGrid>;
}

/** A titled card; renders nothing when it has nothing to show. */
export function Section({ title, children, show = true }: { title: string; children: ReactNode; show?: boolean }) {
  if (!show) return null;
  return (
    <Card p="lg" component="section" aria-label={title}>
      <Title order={3} fz="xl" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

export function TextBlock({ text }: { text: string | null }) {
  return <Text style={{ whiteSpace: 'pre-line' }}>{text}</Text>;
}

export function Chips({ items, color = 'dark' }: { items: string[]; color?: string }) {
  return (
    <Group gap={6}>
      {items.map((item) => (
        <Badge key={item} color={color} variant="outline">
          {item}
        </Badge>
      ))}
    </Group>
  );
}

export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Stack gap={6}>
      {rows.map(([label, value]) => (
        <Group key={label} justify="space-between" wrap="nowrap">
          <Text className="wc-label" c="dimmed">
            {label}
          </Text>
          <Text fw={700} ta="right">
            {value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

export function LinksSection({ profile }: { profile: PublicProfile }) {
  const links = profileLinks(profile);
  return (
    <Section title="Links" show={links.length > 0}>
      <Stack gap={6}>
        {links.map((link) => (
          <Group key={link.label} gap="xs">
            <Text className="wc-label" w={90} c="dimmed">
              {link.label}
            </Text>
            <Anchor href={link.href} target="_blank" rel="noopener noreferrer" fw={700}>
              {link.text}
            </Anchor>
          </Group>
        ))}
      </Stack>
    </Section>
  );
}

export function ImageGrid({ images, label }: { images: string[]; label: string }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
      {images.map((src, i) => (
        <Photo
          key={`${src}-${i}`}
          src={src}
          alt={`${label} ${i + 1}`}
          h={180}
          sizes="(max-width: 48em) 50vw, 33vw"
          radius={0}
          style={{ border: '2px solid var(--wc-ink)' }}
        />
      ))}
    </SimpleGrid>
  );
}
