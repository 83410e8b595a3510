import { Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Fact } from '../Detail/detail-parts';
import { useViewer } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { TrackingBadge } from './TrackingBadge';
import { SiteDistance } from '../DealWork/SiteDistance';
import { LIVE_TRACKING_ANCHOR, distanceText, pointOf, timeText } from './tracking-format';
import { BrowserSuspense } from '../BrowserSuspense';

const TrackingMap = lazy(() => import('./TrackingMap'));

/** The server sends no position while paused, nor near where the artist set off (often their home). */
const PAUSED = 'Paused — position hidden until work resumes';
const SETTING_OFF = 'Setting off — position shown once the artist is 1 km from their start';

type Props = { projectType: 'brand_project' | 'wall_project'; projectId: string; ownerId: string | null | undefined };

/** The project's tracking as its owner sees it: the running session, if any, and the project's status. */
export function useProjectTracking(input: Omit<Props, 'ownerId'>, enabled = true) {
  return trpc.tracking.project.useQuery(input, { enabled });
}

/** The owner's view of a started project: where the artist is, moving live over the websocket while active. */
function LiveTracking({ projectType, projectId }: Omit<Props, 'ownerId'>) {
  const input = { projectType, projectId };
  const utils = trpc.useUtils();
  const query = useProjectTracking(input);
  const session = query.data?.session ?? null;
  trpc.tracking.live.useSubscription(input, {
    enabled: ['open', 'hired', 'in_progress'].includes(query.data?.projectStatus ?? ''),
    onData: (live) => {
      // A new session (or none known yet): read it whole; otherwise move the marker in place.
      if (live.sessionId !== query.data?.session?.id) return void utils.tracking.project.invalidate(input);
      utils.tracking.project.setData(input, (old) =>
        old?.session
          ? {
              ...old,
              session: {
                ...old.session,
                status: live.status,
                currentLatitude: live.latitude,
                currentLongitude: live.longitude,
                distanceMeters: live.distanceMeters,
                distanceToSiteMiles: live.distanceToSiteMiles,
                etaMinutes: live.etaMinutes,
                lastUpdatedLocation: live.status === 'active' ? live.at : old.session.lastUpdatedLocation,
              },
            }
          : old,
      );
    },
    onError: (error) => console.warn('Live tracking stopped', error.message),
  });

  const shown = Boolean(session && session.status !== 'completed');
  const { hash } = useLocation();
  // Reached from a tracking notification: the card is what they came for, wherever it sits on the page.
  useEffect(() => {
    if (shown && hash === `#${LIVE_TRACKING_ANCHOR}`)
      document.getElementById(LIVE_TRACKING_ANCHOR)?.scrollIntoView({ block: 'start' });
  }, [shown, hash]);

  if (!session || session.status === 'completed') return null;
  const current = pointOf(session.currentLatitude, session.currentLongitude);
  const destination = pointOf(session.destinationLatitude, session.destinationLongitude);
  return (
    <Card p="lg" data-testid="live-card" id={LIVE_TRACKING_ANCHOR}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} fz="lg">
            LIVE
          </Title>
          <TrackingBadge status={session.status} />
        </Group>
        {session.status === 'active' && (current || destination) ? (
          <BrowserSuspense fallback={<Skeleton h={220} />}>
            <TrackingMap current={current} destination={destination} height={220} currentLabel="Artist" />
          </BrowserSuspense>
        ) : null}
        <Fact
          label="ARTIST"
          value={
            <span data-testid="live-position">
              {session.status !== 'active' ? (
                PAUSED
              ) : current ? (
                <SiteDistance distanceMiles={session.distanceToSiteMiles} etaMinutes={session.etaMinutes} />
              ) : (
                SETTING_OFF
              )}
            </span>
          }
        />
        <Fact label="TRAVELLED" value={distanceText(session.distanceMeters)} />
        <Fact label="LAST UPDATE" value={timeText(session.lastUpdatedLocation)} />
        <Text size="xs" c="dimmed">
          Only you see this, and only while the artist is tracking and 1 km or more from where they set off.
        </Text>
      </Stack>
    </Card>
  );
}

/** Shown on a project's page to its owner only, while a tracking session is running. */
export function LiveCard({ ownerId, ...props }: Props) {
  const viewer = useViewer();
  if (!viewer.userId || viewer.userId !== ownerId) return null;
  return <LiveTracking {...props} />;
}
