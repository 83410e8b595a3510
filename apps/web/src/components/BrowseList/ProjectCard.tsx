import { Avatar, Box, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { initials } from '../../lib/format';
import { StyleChips } from '../Detail/StyleChips';
import { Photo } from '../Photo/Photo';

export type ProjectCardProps = {
  href: string;
  title: string;
  description: string | null;
  location: string | null;
  budget: string;
  timeline: string;
  styles: string[];
  images: string[];
  /** Wall projects only: the wall's size in the viewer's unit (formatWallSize). */
  dimensions?: string;
  /** Who posted it, as the server names and pictures them (a brand by its company and logo); null when gone. */
  owner?: {
    firstName: string | null;
    lastName: string | null;
    displayName: string;
    avatarUrl: string | null;
  } | null;
};

/** The first image takes two thirds of a card, the others one third (one card per row below 48em). */
const MAIN_SIZES = '(max-width: 48em) 67vw, 33vw';
const SIDE_SIZES = '(max-width: 48em) 33vw, 17vw';

/** First image large, the next two beside it; a grey block without any. */
function Images({ images }: { images: string[] }) {
  const [main, ...rest] = images.slice(0, 3);
  if (!main) return <Box h={180} bg="gray.2" />;
  return (
    <Group gap={2} wrap="nowrap" h={180}>
      <Photo src={main} alt="" h={180} sizes={MAIN_SIZES} style={{ flex: 2, minWidth: 0 }} />
      {rest.length > 0 ? (
        <Stack gap={2} h={180} style={{ flex: 1, minWidth: 0 }}>
          {rest.map((src) => (
            <Photo key={src} src={src} alt="" h={rest.length === 1 ? 180 : 89} sizes={SIDE_SIZES} />
          ))}
        </Stack>
      ) : null}
    </Group>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" fw={800} c="dimmed" lts="0.06em">
        {label}
      </Text>
      <Text size="sm" fw={700}>
        {value}
      </Text>
    </Stack>
  );
}

/** A brand project or wall project in the browse lists. */
export function ProjectCard(props: ProjectCardProps) {
  return (
    <Card p={0} data-testid="project-card">
      <Images images={props.images} />
      <Stack p="md" gap="sm" style={{ flex: 1 }}>
        <Title order={3} fz="xl" lineClamp={2}>
          {props.title}
        </Title>
        {props.owner ? (
          <Group gap="xs" wrap="nowrap">
            <Avatar src={props.owner.avatarUrl} alt="" size={24} radius="xs" color="dark">
              {initials(props.owner.firstName, props.owner.lastName)}
            </Avatar>
            <Text size="sm" fw={700} truncate data-testid="project-card-owner">
              {props.owner.displayName}
            </Text>
          </Group>
        ) : null}
        {props.description ? (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {props.description}
          </Text>
        ) : null}
        <SimpleGrid cols={2} spacing="xs">
          <Fact label="LOCATION" value={props.location || 'Location TBD'} />
          <Fact label="BUDGET" value={props.budget} />
          <Fact label="TIMELINE" value={props.timeline} />
          {props.dimensions ? <Fact label="WALL" value={props.dimensions} /> : null}
        </SimpleGrid>
        <StyleChips styles={props.styles} />
        <Button component={Link} to={props.href} mt="auto" fullWidth>
          VIEW PROJECT
        </Button>
      </Stack>
    </Card>
  );
}

export function ProjectCardSkeletons({ count = 6 }: { count?: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} h={420} />
      ))}
    </>
  );
}
