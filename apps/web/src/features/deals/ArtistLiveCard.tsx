import { Stack, Text } from '@mantine/core';
import { Fact } from '../../components/Detail/detail-parts';
import { SiteDistance } from '../../components/DealWork/SiteDistance';
import { TrackingBadge } from '../../components/Tracking/TrackingBadge';
import { distanceText, timeText } from '../../components/Tracking/tracking-format';
import { useDevicePosition } from '../../components/Tracking/useDevicePosition';
import { useSendPositions } from '../../components/Tracking/useSendPositions';
import { trpc, type RouterInputs } from '../../lib/trpc';
import { DealCard, type Deal } from './deal-parts';

type Session = NonNullable<Deal['tracking']>;

/**
 * The artist's side of live tracking in the deal room: while their session is active this page sends the device's
 * position (the same pacing as /tracking), and shows how far they are from the site and what the owner sees.
 */
export function ArtistLiveCard({ input, session }: { input: RouterInputs['deals']['get']; session: Session }) {
  const device = useDevicePosition();
  const utils = trpc.useUtils();
  useSendPositions(device.position, [session], (sent) =>
    utils.deals.get.setData(input, (old) => (old ? { ...old, tracking: { ...old.tracking, ...sent } } : old)),
  );
  const sharing = session.status === 'active';
  return (
    <DealCard title="LIVE" action={<TrackingBadge status={session.status} />}>
      <Stack gap="xs" data-testid="artist-live-card">
        <Fact
          label="TO THE SITE"
          value={<SiteDistance distanceMiles={session.distanceToSiteMiles} etaMinutes={session.etaMinutes} />}
        />
        <Fact label="TRAVELLED" value={distanceText(session.distanceMeters)} />
        <Fact label="LAST UPDATE" value={timeText(session.lastUpdatedLocation)} />
        <Text size="xs" c="dimmed">
          {sharing
            ? device.available
              ? 'Your position goes to the owner while this page is open. They see it once you are 1 km from where you set off.'
              : 'Allow location access in your browser so the owner can follow you to the site.'
            : 'Paused: the owner does not see your position.'}
        </Text>
      </Stack>
    </DealCard>
  );
}
