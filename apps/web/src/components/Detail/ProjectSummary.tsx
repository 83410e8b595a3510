import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { TProjectStatus } from '@wallcraft/shared';
import { StatusBadge } from '../StatusBadge';
import { Gallery } from './detail-parts';
import { StyleChips } from './StyleChips';

/** The main column both project detail screens open with: gallery, status, title, description, styles. */
export function ProjectSummary({
  project,
  images,
}: {
  project: {
    title: string;
    status: TProjectStatus;
    featured: boolean;
    description: string | null;
    preferredStyles: string[];
  };
  images: string[];
}) {
  return (
    <Stack gap="lg">
      <Gallery images={images} title={project.title} />
      <Stack gap="xs">
        <Group gap="xs">
          <StatusBadge status={project.status} size="lg" />
          {project.featured ? (
            <Badge color="brand" variant="filled" size="lg">
              FEATURED
            </Badge>
          ) : null}
        </Group>
        <Title order={1}>{project.title}</Title>
      </Stack>
      {project.description ? <Text style={{ whiteSpace: 'pre-line' }}>{project.description}</Text> : null}
      {project.preferredStyles.length > 0 ? (
        <Stack gap="xs">
          <Title order={2} fz="lg">
            PREFERRED STYLES
          </Title>
          <StyleChips styles={project.preferredStyles} max={project.preferredStyles.length} />
        </Stack>
      ) : null}
    </Stack>
  );
}
