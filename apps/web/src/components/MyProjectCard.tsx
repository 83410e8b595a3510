import { AspectRatio, Badge, Card, Center, Group, Skeleton, Stack, Text } from '@mantine/core';
import { formatMoney, statusLabel, type TProjectStatus } from '@wallcraft/shared';
import { Link } from 'react-router-dom';
import { Photo } from './Photo/Photo';
import { CARD_GRID_SIZES } from './Photo/photo-sources';

export type MyProjectCardData = {
  projectType: 'brand_project' | 'wall_project';
  id: string;
  title: string;
  description: string | null;
  location: string | null;
  budget: string | null;
  status: TProjectStatus;
  images: string[];
  /** How many artists are hired on it; a deal under way (hired, in progress, completed) opens its deal room. */
  hiredCount?: number;
};

const STATUS_COLORS: Record<TProjectStatus, string> = {
  open: 'artist',
  hired: 'brand',
  in_progress: 'brand',
  completed: 'dark',
  cancelled: 'gray',
  closed: 'gray',
};

export const projectHref = (p: { projectType: string; id: string }) =>
  p.projectType === 'wall_project' ? `/wall-projects/${p.id}` : `/projects/${p.id}`;

const DEAL_STATUSES: readonly TProjectStatus[] = ['hired', 'in_progress', 'completed'];

/** Where a card leads: a project with a deal under way to its deal room, any other to its page. */
export const cardHref = (p: MyProjectCardData) =>
  (p.hiredCount ?? 0) > 0 && DEAL_STATUSES.includes(p.status) ? `/deals/${p.id}` : projectHref(p);

/** Image, title, location, status badge, budget and a two-line description. */
export function MyProjectCard({ project }: { project: MyProjectCardData }) {
  return (
    <Card component={Link} to={cardHref(project)} padding="md" data-testid="my-project-card">
      <Card.Section>
        <AspectRatio ratio={16 / 9}>
          {project.images[0] ? (
            <Photo src={project.images[0]} alt={project.title} sizes={CARD_GRID_SIZES} />
          ) : (
            <Center bg="gray.1">
              <Text fz={48} fw={900} ff="heading" c="dimmed" aria-hidden="true">
                {project.title.charAt(0).toUpperCase()}
              </Text>
            </Center>
          )}
        </AspectRatio>
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={900} ff="heading" tt="uppercase" lineClamp={1}>
            {project.title}
          </Text>
          <Badge color={STATUS_COLORS[project.status]} style={{ flexShrink: 0 }}>
            {project.status === 'open' && project.hiredCount
              ? `OPEN · ${project.hiredCount} HIRED`
              : statusLabel(project.status)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {project.location || 'Location TBD'}
        </Text>
        <Text fw={800}>{formatMoney(project.budget)}</Text>
        {project.description ? (
          <Text size="sm" lineClamp={2}>
            {project.description}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

export function MyProjectCardSkeletons({ count = 3 }: { count?: number }) {
  return Array.from({ length: count }, (_, i) => <Skeleton key={i} h={280} />);
}
