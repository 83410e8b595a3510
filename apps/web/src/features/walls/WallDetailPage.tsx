import { ActionIcon, Box, Button, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { EditWallDialog } from './EditWallDialog';
import { WallAvailability } from '../../components/WallAvailability';
import {
  BackButton,
  DetailSkeleton,
  Fact,
  HiddenNotice,
  LoginToContact,
  MessageButton,
  NotFoundState,
  OwnerLine,
  SideCard,
} from '../../components/Detail/detail-parts';
import { useErrorToast } from '../../lib/toast';
import { useViewer } from '../../lib/session';
import { useLengthUnit } from '../../lib/units';
import { formatWallSize } from '@wallcraft/shared';
import { StatusBadge } from '../../components/StatusBadge';
import { upperOrTbd, visibilityLabel } from '../../lib/project-format';
import { useRecordView } from '../../components/RecentlyViewed/useRecordView';
import { HydrateApart } from '../../components/HydrateApart';
import { Photo } from '../../components/Photo/Photo';
import { EstimateSuppliesButton } from '../../components/SupplyEstimator/EstimateSuppliesButton';
import { ReportButton } from '../../components/ReportButton/ReportButton';

/** One image at a time with previous / next buttons and a position counter. */
function Carousel({ images, title }: { images: string[]; title: string }) {
  const [index, setIndex] = useState(0);
  const current = images[index];
  if (!current) return <Box h={{ base: 260, sm: 440 }} bg="gray.3" className="wc-card" aria-label="No images" />;
  const step = (delta: number) => setIndex((index + delta + images.length) % images.length);
  return (
    <Box pos="relative">
      <Photo
        src={current}
        alt={`${title}, image ${index + 1} of ${images.length}`}
        size="full"
        sizes="(max-width: 62em) 100vw, 66vw"
        loading="eager"
        h={{ base: 260, sm: 440 }}
        className="wc-card"
      />
      {images.length > 1 ? (
        <>
          <ActionIcon
            pos="absolute"
            left={12}
            top="45%"
            size="lg"
            variant="filled"
            color="dark"
            onClick={() => step(-1)}
            aria-label="Previous image"
          >
            ‹
          </ActionIcon>
          <ActionIcon
            pos="absolute"
            right={12}
            top="45%"
            size="lg"
            variant="filled"
            color="dark"
            onClick={() => step(1)}
            aria-label="Next image"
          >
            ›
          </ActionIcon>
          <Text pos="absolute" bottom={10} right={12} bg="dark.9" c="white" px={8} fw={800} size="sm">
            {index + 1} / {images.length}
          </Text>
        </>
      ) : null}
    </Box>
  );
}

/** The owner's part of their wall's page: EDIT (every field) and its availability. */
function OwnWallCard({ wall }: { wall: RouterOutputs['walls']['get'] }) {
  const [editing, setEditing] = useState(false);
  return (
    <SideCard title="MANAGE WALL">
      <WallAvailability wallId={wall.id} status={wall.status} title={wall.title} />
      <Group gap="xs">
        <Button size="compact-md" onClick={() => setEditing(true)}>
          EDIT
        </Button>
        <Button size="compact-md" variant="outline" component={Link} to="/wall-projects/create">
          POST A WALL PROJECT
        </Button>
      </Group>
      {editing ? <EditWallDialog wall={wall} opened onClose={() => setEditing(false)} /> : null}
    </SideCard>
  );
}

/**
 * /walls/{id} (and /wall/{id}). APPLY FOR PROJECT (artists, available walls) opens the wall project list
 * narrowed to this wall's open projects, where each can be opened and applied to.
 */
export function WallDetailPage() {
  const { id = '' } = useParams();
  const query = trpc.walls.get.useQuery({ id });
  const wall = query.data;
  const viewer = useViewer();
  const unit = useLengthUnit();
  useRecordView('wall', wall?.id);
  useErrorToast(query.error);
  useDocumentTitle(`${wall?.title ?? 'Wall'} | WallCraft`);

  if (query.isPending) return <DetailSkeleton />;
  if (!wall) return <NotFoundState title="WALL NOT FOUND" action={{ to: '/discover', label: 'DISCOVER' }} />;

  const available = wall.status === 'available';
  const ownWall = wall.ownerId === viewer.userId;

  return (
    <Container size="xl" py="xl">
      <BackButton to="/discover" />
      <HiddenNotice hidden={wall.hidden} what="wall" />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <HydrateApart>
            <Stack gap="lg">
              <Carousel images={wall.images} title={wall.title} />
              <Stack gap="xs">
                <Group gap="xs">
                  <StatusBadge status={wall.status} size="lg" />
                </Group>
                <Title order={1}>{wall.title || `Wall ${wall.id.slice(0, 8)}`}</Title>
                <Group gap="lg">
                  <Text fw={700}>{wall.location || 'Location TBD'}</Text>
                  <Text fw={800} data-testid="wall-size">
                    {formatWallSize(wall.width, wall.height, unit)}
                  </Text>
                  <Text c="dimmed" fw={700}>
                    {wall.viewCount} VIEWS
                  </Text>
                </Group>
              </Stack>
              {wall.description ? <Text style={{ whiteSpace: 'pre-line' }}>{wall.description}</Text> : null}
              <SideCard title="WALL DETAILS">
                <Fact label="SURFACE TYPE" value={upperOrTbd(wall.surfaceType)} />
                <Fact label="WALL TYPE" value={upperOrTbd(wall.wallType)} />
                <Fact label="VISIBILITY" value={visibilityLabel(wall.visibility)} />
              </SideCard>
            </Stack>
          </HydrateApart>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <HydrateApart>
            <Stack>
              {ownWall ? <OwnWallCard wall={wall} /> : null}
              <SideCard title="WALL OWNER">
                <OwnerLine owner={wall.owner} />
              </SideCard>
              {!available && !ownWall ? (
                <Text size="sm" c="dimmed" data-testid="wall-unavailable">
                  This wall is {wall.status}: its projects take no applications for now.
                </Text>
              ) : null}
              {!viewer.signedIn ? <LoginToContact /> : null}
              {viewer.signedIn && !ownWall && wall.owner ? (
                <MessageButton ownerId={wall.owner.id} label="MESSAGE" />
              ) : null}
              <EstimateSuppliesButton wall={wall} />
              {viewer.isArtist && available && !ownWall ? (
                <Button
                  component={Link}
                  to={`/browse/wall-projects?wallId=${wall.id}`}
                  size="md"
                  color="artist"
                  fullWidth
                >
                  APPLY FOR PROJECT
                </Button>
              ) : null}
              <Group justify="flex-end">
                <ReportButton targetType="wall" targetId={wall.id} ownerId={wall.ownerId} />
              </Group>
            </Stack>
          </HydrateApart>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
