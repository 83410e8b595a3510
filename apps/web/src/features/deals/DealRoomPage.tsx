import {
  Alert,
  Avatar,
  Box,
  Button,
  Card,
  Container,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Conversation } from '../../components/Conversation/Conversation';
import { NotFoundState } from '../../components/Detail/detail-parts';
import { MessageButton } from '../../components/MessageButton';
import { PageTitle } from '../../components/PageTitle';
import { StatusBadge } from '../../components/StatusBadge';
import { LiveCard } from '../../components/Tracking/LiveCard';
import { errorText, isMissing } from '../../lib/errors';
import { useErrorToast } from '../../lib/toast';
import { trpc, type RouterInputs } from '../../lib/trpc';
import { ArtistLiveCard } from './ArtistLiveCard';
import { DealCard, DealCompletion, DealMilestones, DealMoney, DealReviews, DealSteps, type Deal } from './deal-parts';
import { NextActionCard } from './NextActionCard';

function projectPath(deal: Deal): string {
  const base = deal.project.projectType === 'wall_project' ? '/wall-projects' : '/projects';
  return `${base}/${deal.project.id}`;
}

/** The other side, with MESSAGE; the owner with several hired artists switches between their deals here. */
function DealHeader({ deal, onPick }: { deal: Deal; onPick: (artistId: string) => void }) {
  const other = deal.viewerRole === 'owner' ? deal.artist : deal.owner;
  return (
    <Card withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Avatar src={other.avatarUrl} alt={other.displayName} radius="xl" color="dark">
              {other.displayName.slice(0, 1)}
            </Avatar>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="xs" fw={800} c="dimmed">
                {deal.viewerRole === 'owner' ? 'HIRED ARTIST' : 'HIRED BY'}
              </Text>
              <Text fw={800} truncate>
                {other.displayName}
              </Text>
            </Stack>
          </Group>
          <Group gap="xs">
            <StatusBadge status={deal.project.status} />
            <MessageButton userId={other.id} size="xs" />
          </Group>
        </Group>
        {deal.project.streetAddress ? (
          <Text size="sm" data-testid="deal-site">
            <Text span fw={800}>
              SITE:{' '}
            </Text>
            {deal.project.streetAddress}
          </Text>
        ) : null}
        {deal.artists.length > 1 ? (
          <SegmentedControl
            fullWidth
            size="xs"
            value={deal.artist.id}
            onChange={onPick}
            data={deal.artists.map((artist) => ({ value: artist.id, label: artist.displayName }))}
          />
        ) : null}
      </Stack>
    </Card>
  );
}

/** The conversation between the parties, inline: the same thread as /messages, opened at hire with a system line. */
function DealConversation({ deal }: { deal: Deal }) {
  const other = deal.viewerRole === 'owner' ? deal.artist : deal.owner;
  return (
    <DealCard title="CONVERSATION">
      <Conversation userId={other.id} compact />
    </DealCard>
  );
}

type DealRoomProps = {
  deal: Deal;
  input: RouterInputs['deals']['get'];
  refetch: () => void;
  onPick: (id: string) => void;
};

function DealRoom({ deal, input, refetch, onPick }: DealRoomProps) {
  const live = deal.tracking && deal.tracking.status !== 'completed' ? deal.tracking : null;
  return (
    <Stack gap="md">
      <DealHeader deal={deal} onPick={onPick} />
      <NextActionCard deal={deal} onDone={refetch} />
      {live && deal.viewerRole === 'owner' ? (
        <LiveCard projectType={deal.project.projectType} projectId={deal.project.id} ownerId={deal.owner.id} />
      ) : null}
      {live && deal.viewerRole === 'artist' ? <ArtistLiveCard input={input} session={live} /> : null}
      <DealSteps steps={deal.steps} />
      <DealMoney deal={deal} />
      <DealMilestones deal={deal} />
      <DealCompletion completion={deal.completion} />
      <DealReviews deal={deal} />
      {deal.dispute ? (
        <Alert color="orange" title="DISPUTE">
          {deal.dispute.status === 'open' ? 'Open: WallCraft is looking into it.' : 'Decided.'} {deal.dispute.reason}
        </Alert>
      ) : null}
      <DealConversation deal={deal} />
      <Button component={Link} to={projectPath(deal)} variant="subtle" color="dark">
        VIEW PROJECT
      </Button>
    </Stack>
  );
}

/** /deals/:projectId: one deal, for its owner and hired artists (others get the not-found page). */
export function DealRoomPage() {
  const { projectId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const artistId = search.get('artistId') ?? undefined;
  const input = { projectId, artistId };
  const query = trpc.deals.get.useQuery(input, { retry: false });
  useErrorToast(query.error);
  const pick = (id: string) => setSearch({ artistId: id }, { replace: true });

  if (query.error && isMissing(query.error))
    return <NotFoundState title="Deal not found" action={{ to: '/my-projects', label: 'MY PROJECTS' }} />;
  return (
    <Container size="sm" py="xl" px="sm">
      {/* Shown once the project's title is known: a placeholder title of another length moved what was under it. */}
      <Box style={{ visibility: query.isPending ? 'hidden' : undefined }}>
        <PageTitle title={query.data?.project.title ?? 'DEAL ROOM'} subtitle="Deal room" />
      </Box>
      {query.isPending ? (
        <Stack gap="md" aria-busy="true" aria-label="Loading the deal">
          <Skeleton h={80} />
          <Skeleton h={100} />
          <Skeleton h={240} />
        </Stack>
      ) : query.error ? (
        <Alert color="red">{errorText(query.error)}</Alert>
      ) : (
        <DealRoom deal={query.data} input={input} refetch={() => void query.refetch()} onPick={pick} />
      )}
    </Container>
  );
}
