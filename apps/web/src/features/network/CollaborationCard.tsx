import { Anchor, Avatar, Badge, Box, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ProposalView, durationLabel } from '../../components/Proposal/ProposalView';
import { StatusBadge } from '../../components/StatusBadge';
import { UserTypeBadge } from '../../components/UserTypeBadge';
import { initials } from '../../lib/format';
import { formatMoney } from '@wallcraft/shared';
import type { DecisionTarget } from '../../components/ReviewDialog/useDecision';
import { WithdrawIfSent } from '../../components/WithdrawButton';
import { useViewer } from '../../lib/session';
import { DecisionActions } from '../../components/ReviewDialog/DecisionActions';
import type { Collaboration } from './useCollaborations';

function projectPath(project: Collaboration['project']): string {
  return project.projectType === 'wall_project' ? `/wall-projects/${project.id}` : `/projects/${project.id}`;
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Text size="xs" fw={900} c="dimmed" style={{ letterSpacing: '0.08em' }}>
        {label}
      </Text>
      <Text size="sm" fw={700}>
        {value}
      </Text>
    </Box>
  );
}

/** The artist's proposal, if any: quote and duration at a glance, the concept images and mock-up on demand. */
function ProposalSummary({ item }: { item: Collaboration }) {
  const [opened, setOpened] = useState(false);
  if (!item.proposal) return null;
  return (
    <Box mt="sm">
      <Group gap="xl" align="flex-end">
        <Fact label="QUOTE" value={formatMoney(item.proposal.quote)} />
        <Fact label="DURATION" value={durationLabel(item.proposal.durationDays)} />
        {item.agreedAmount ? <Fact label="AGREED" value={formatMoney(item.agreedAmount)} /> : null}
        <Button size="compact-sm" variant="subtle" color="dark" onClick={() => setOpened((open) => !open)}>
          {opened ? 'HIDE PROPOSAL' : 'VIEW PROPOSAL'}
        </Button>
      </Group>
      {opened ? (
        <Box mt="sm">
          <ProposalView proposal={item.proposal} figures={false} />
        </Box>
      ) : null}
    </Box>
  );
}

/** A pending application or invitation sent to the viewer: its next step, the same REVIEW, ACCEPT and DECLINE. */
function RespondIfReceived({ item, onReview }: { item: Collaboration; onReview: (target: DecisionTarget) => void }) {
  const { userId } = useViewer();
  const sender = item.kind === 'application' ? item.artistId : item.inviterId;
  if (item.status !== 'pending' || !userId || sender === userId) return null;
  return (
    <Group justify="flex-end" mt="sm">
      <DecisionActions target={{ kind: item.kind, id: item.id }} onReview={onReview} size="compact-sm" />
    </Group>
  );
}

/** One collaboration in My network: who it is with, its status, the project it is about and any proposal. */
export function CollaborationCard({
  item,
  onReview,
}: {
  item: Collaboration;
  onReview: (target: DecisionTarget) => void;
}) {
  const person = item.counterpart;
  // A brand shows its logo, anyone else their hero image; the avatar picture and initials are the fallbacks.
  const image = person.companyLogo ?? person.heroImageUrl ?? person.profileImageUrl;
  return (
    <Card p="md" data-testid="collaboration">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <Avatar src={image} size={56} radius="xs" color="dark" variant="filled" alt={person.displayName}>
            {initials(person.firstName, person.lastName)}
          </Avatar>
          <Box style={{ minWidth: 0 }}>
            <Anchor component={Link} to={`/profile/${person.id}`} fw={900} c="dark" tt="uppercase" lineClamp={2}>
              {person.displayName}
            </Anchor>
            {person.userType ? <UserTypeBadge userType={person.userType} size="xs" mt={4} /> : null}
          </Box>
        </Group>
        {/* The status keeps its width (a 360 px phone cut it to "ACCE…"); the name takes a second line instead. */}
        <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
          <StatusBadge status={item.status} />
          <Badge variant="outline" color="dark" size="xs">
            {item.kind === 'application' ? 'APPLICATION' : 'INVITATION'}
          </Badge>
        </Stack>
      </Group>
      <Anchor
        component={Link}
        to={projectPath(item.project)}
        fw={900}
        c="dark"
        mt="md"
        display="block"
        ff="heading"
        fz="xl"
        tt="uppercase"
      >
        {item.project.title}
      </Anchor>
      <Group gap="xl" mt="xs">
        <Fact label="LOCATION" value={item.project.location || 'Location TBD'} />
        <Fact label="BUDGET" value={formatMoney(item.project.budget)} />
      </Group>
      {item.message ? (
        <Text
          component="blockquote"
          size="sm"
          fs="italic"
          mt="sm"
          mb={0}
          pl="sm"
          mx={0}
          style={{ borderLeft: '3px solid var(--wc-ink)' }}
        >
          “{item.message}”
        </Text>
      ) : null}
      <ProposalSummary item={item} />
      <WithdrawIfSent item={item} />
      <RespondIfReceived item={item} onReview={onReview} />
    </Card>
  );
}
