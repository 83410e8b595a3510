import { Alert, Button, Card, Container, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, useState } from 'react';
import { Link } from 'react-router-dom';
import { CompleteWithProofDialog } from '../../components/DealWork/CompleteWithProofDialog';
import { PageTitle } from '../../components/PageTitle';
import { errorText } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { TrackingBadge } from '../../components/Tracking/TrackingBadge';
import {
  coordinatesText,
  distanceText,
  pointOf,
  timeText,
  type MapPoint,
} from '../../components/Tracking/tracking-format';
import { useDevicePosition } from '../../components/Tracking/useDevicePosition';
import { useSendPositions } from '../../components/Tracking/useSendPositions';
import { DealMessageButtons } from '../../components/MessageButton';
import { BrowserSuspense } from '../../components/BrowserSuspense';

/** Leaflet and its CSS load only when a session is on screen. */
const TrackingMap = lazy(() => import('../../components/Tracking/TrackingMap'));

type Trackable = RouterOutputs['tracking']['projects']['items'][number];
type Session = NonNullable<Trackable['session']>;

/** Keeps the cached list in step with a session the server just answered with. */
function useReplaceSession() {
  const utils = trpc.useUtils();
  return (session: Session) =>
    utils.tracking.projects.setData(undefined, (old) =>
      old ? { items: old.items.map((item) => (item.session?.id === session.id ? { ...item, session } : item)) } : old,
    );
}

/** COMPLETE PROJECT opens the dialog that asks for confirmation and the final photos (the list refreshes itself). */
function CompleteButton({
  projectId,
  projectType,
  disabled = false,
  variant = 'filled',
}: {
  projectId: string;
  projectType: Trackable['projectType'];
  disabled?: boolean;
  variant?: 'filled' | 'outline';
}) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button color="dark" variant={variant} disabled={disabled} onClick={() => setOpened(true)}>
        COMPLETE PROJECT
      </Button>
      <CompleteWithProofDialog
        projectId={projectId}
        projectType={projectType}
        opened={opened}
        onClose={() => setOpened(false)}
        onDone={() => undefined}
      />
    </>
  );
}

function InfoCard({ title, lines }: { title: string; lines: (string | null)[] }) {
  return (
    <Card p="md" withBorder>
      <Text size="xs" fw={800} c="dimmed" lts="0.06em">
        {title}
      </Text>
      {lines.flatMap((line, i) =>
        line ? (
          <Text key={i} fw={700} style={{ overflowWrap: 'anywhere' }}>
            {line}
          </Text>
        ) : (
          []
        ),
      )}
    </Card>
  );
}

function SessionPanel({ session, ownerId }: { session: Session; ownerId: string }) {
  const replace = useReplaceSession();
  const status = trpc.tracking.status.useMutation({
    onSuccess: replace,
    meta: { errorToast: { title: 'ERROR' } },
  });
  const start = pointOf(session.startLatitude, session.startLongitude);
  const current = pointOf(session.currentLatitude, session.currentLongitude);
  const destination = pointOf(session.destinationLatitude, session.destinationLongitude);
  const done = session.status === 'completed';
  const projectId = session.projectId ?? session.wallProjectId ?? '';

  return (
    <Card p={{ base: 'md', sm: 'lg' }} data-testid="tracking-session">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} fz={{ base: 'lg', sm: 'xl' }} style={{ overflowWrap: 'anywhere' }}>
            {session.projectTitle}
          </Title>
          <TrackingBadge status={session.status} />
        </Group>
        {start || current || destination ? (
          <BrowserSuspense fallback={<Skeleton h={320} />}>
            <TrackingMap start={start} current={current} destination={destination} height={320} />
          </BrowserSuspense>
        ) : (
          <Alert color="gray">Location not available</Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Button
            variant="outline"
            color="dark"
            disabled={done}
            loading={status.isPending}
            onClick={() => status.mutate({ id: session.id, status: session.status === 'paused' ? 'active' : 'paused' })}
          >
            {session.status === 'paused' ? 'RESUME' : 'PAUSE'}
          </Button>
          <CompleteButton projectId={projectId} projectType={session.projectType} disabled={done} />
        </SimpleGrid>
        <DealMessageButtons projectType={session.projectType} projectId={projectId} ownerId={ownerId} />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <InfoCard
            title="START LOCATION"
            lines={[session.startAddress, coordinatesText(session.startLatitude, session.startLongitude)]}
          />
          <InfoCard
            title="LAST UPDATE"
            lines={[
              timeText(session.lastUpdatedLocation),
              coordinatesText(session.currentLatitude, session.currentLongitude),
              `${distanceText(session.distanceMeters)} travelled`,
            ]}
          />
          <InfoCard
            title="DESTINATION"
            lines={[
              session.destinationAddress,
              coordinatesText(session.destinationLatitude, session.destinationLongitude),
            ]}
          />
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

function ProjectCard({
  item,
  position,
  available,
}: {
  item: Trackable;
  position: MapPoint | null;
  available: boolean;
}) {
  const start = trpc.tracking.start.useMutation({
    onSuccess: () => {
      toast({ title: 'PROJECT STARTED', message: 'Live tracking is on.' });
    },
    meta: { errorToast: { title: 'ERROR', fallback: 'Failed to start project' } },
  });
  const open = item.status === 'open' || item.status === 'hired';
  const begin = () => {
    if (!position) {
      toast({ title: 'ERROR', message: 'Location not available', variant: 'destructive' });
      return;
    }
    start.mutate({ projectId: item.projectId, projectType: item.projectType, ...position });
  };
  return (
    <Card p="lg" data-testid="trackable-project">
      <Stack gap="sm">
        <Text size="xs" fw={800} c={open ? 'dark' : 'dimmed'} lts="0.06em">
          {open ? 'READY TO START' : 'ALREADY STARTED'}
        </Text>
        <Title order={3} fz="lg" style={{ overflowWrap: 'anywhere' }}>
          {item.title}
        </Title>
        <Text c="dimmed" fw={600}>
          {item.location || 'Location TBD'}
        </Text>
        <Button color="dark" disabled={!open || !available} loading={start.isPending} onClick={begin}>
          {open ? 'START PROJECT' : 'ALREADY STARTED'}
        </Button>
        <DealMessageButtons projectType={item.projectType} projectId={item.projectId} ownerId={item.ownerId} />
        {!available && open ? (
          <Text size="sm" c="red" fw={700}>
            Location not available
          </Text>
        ) : null}
        {item.canComplete ? (
          <CompleteButton projectId={item.projectId} projectType={item.projectType} variant="outline" />
        ) : !open ? (
          <Text size="sm" c="dimmed" fw={600}>
            Another artist started this project; they complete it when the work is done.
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

/** /tracking: the artist's accepted projects to start, and the live session of each started one. */
export function TrackingPage() {
  const list = trpc.tracking.projects.useQuery();
  const device = useDevicePosition();
  const replaceSession = useReplaceSession();
  const items = list.data?.items ?? [];
  const started = items.flatMap(({ session, ownerId }) =>
    session && session.status !== 'completed' ? [{ session, ownerId }] : [],
  );
  const sessions = started.map(({ session }) => session);
  useSendPositions(device.position, sessions, replaceSession);
  const waiting = items.filter((item) => !item.session || item.session.status === 'completed');

  return (
    <Container size="lg" py="xl">
      <PageTitle title="LIVE TRACKING" subtitle="Start your accepted projects and share your way to the wall." />
      {list.isPending ? (
        <Skeleton h={240} aria-label="Loading projects" />
      ) : list.error ? (
        <Alert color="red">{errorText(list.error)}</Alert>
      ) : items.length === 0 ? (
        <Stack align="center" py="xl" gap="md">
          <Title order={2} fz="xl">
            NO ACTIVE PROJECTS
          </Title>
          <Text c="dimmed" fw={600} ta="center" maw={460}>
            Projects you are accepted on show here, ready to start.
          </Text>
          <Button component={Link} to="/discover" color="dark">
            DISCOVER PROJECTS
          </Button>
        </Stack>
      ) : (
        <Stack gap="xl">
          {started.map(({ session, ownerId }) => (
            <SessionPanel key={session.id} session={session} ownerId={ownerId} />
          ))}
          {waiting.length > 0 ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {waiting.map((item) => (
                <ProjectCard key={item.projectId} item={item} position={device.position} available={device.available} />
              ))}
            </SimpleGrid>
          ) : null}
        </Stack>
      )}
    </Container>
  );
}
