import { Alert, Avatar, Box, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { fullName } from '@wallcraft/shared';
import { useState } from 'react';
import { errorText } from '../../lib/errors';
import { initials } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { UserTypeBadge } from '../UserTypeBadge';
import { StatusBadge } from '../StatusBadge';
import { FormModal } from '../FormModal/FormModal';
import { ProposalView, type Proposal } from '../Proposal/ProposalView';
import { HireChoice, useHireChoice } from './HireChoice';
import { InvitationAnswer } from './InvitationProposal';
import { useDecision, type DecisionTarget } from './useDecision';

type Person = {
  firstName: string | null;
  lastName: string | null;
  displayName: string;
  profileImageUrl: string | null;
  location: string | null;
  userType: 'artist' | 'wall_owner' | 'brand' | null;
};

type Reviewable = {
  status: 'pending' | 'accepted' | 'rejected';
  message: string | null;
  counterpart: Person;
  project: { id: string; projectType: 'brand_project' | 'wall_project'; title: string; description: string | null };
  proposal?: Proposal | null;
  agreedAmount?: string | null;
};

function SectionLabel({ children }: { children: string }) {
  return (
    <Text size="xs" fw={900} c="dimmed" style={{ letterSpacing: '0.08em' }}>
      {children}
    </Text>
  );
}

function PersonBlock({ person }: { person: Person }) {
  const name = person.displayName || fullName(person.firstName, person.lastName) || 'WallCraft user';
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={person.profileImageUrl} alt={name} size="lg" radius="xl" color="dark">
        {initials(person.firstName, person.lastName)}
      </Avatar>
      <Box>
        <Text fw={800}>{name}</Text>
        {person.location ? (
          <Text size="sm" c="dimmed">
            {person.location}
          </Text>
        ) : null}
        {person.userType ? <UserTypeBadge userType={person.userType} size="xs" mt={4} /> : null}
      </Box>
    </Group>
  );
}

function ReviewBody({ item, target, onClose }: { item: Reviewable; target: DecisionTarget; onClose: () => void }) {
  const { decide, pending, pendingStatus } = useDecision(onClose);
  return (
    <Stack gap="md">
      {/* The reviewer is the other side: an application shows its artist, an invitation who sent it. */}
      <Stack gap={6}>
        <SectionLabel>{target.kind === 'application' ? 'ARTIST' : 'INVITED BY'}</SectionLabel>
        <PersonBlock person={item.counterpart} />
      </Stack>
      <Stack gap={4}>
        <SectionLabel>PROJECT</SectionLabel>
        <Text fw={800}>{item.project.title}</Text>
        {item.project.description ? (
          <Text size="sm" lineClamp={3}>
            {item.project.description}
          </Text>
        ) : null}
      </Stack>
      <Stack gap={4}>
        <SectionLabel>MESSAGE</SectionLabel>
        {item.message ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {item.message}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            No message.
          </Text>
        )}
      </Stack>
      {item.proposal ? (
        <Stack gap={4}>
          <SectionLabel>PROPOSAL</SectionLabel>
          <ProposalView proposal={item.proposal} agreedAmount={item.agreedAmount} />
        </Stack>
      ) : null}
      <Group gap="xs">
        <SectionLabel>STATUS</SectionLabel>
        <StatusBadge status={item.status} />
      </Group>
      {item.status === 'pending' && target.kind === 'invitation' ? (
        <InvitationAnswer
          project={item.project}
          pending={pending}
          pendingStatus={pendingStatus}
          onDecide={(status, proposal) => decide(target, status, { proposal })}
        />
      ) : item.status === 'pending' ? (
        <ApplicationAnswer item={item} target={target} onClose={onClose} />
      ) : null}
    </Stack>
  );
}

/** An application's ACCEPT hires: the owner says whether the project stays open for more artists. */
function ApplicationAnswer({
  item,
  target,
  onClose,
}: {
  item: Reviewable;
  target: DecisionTarget;
  onClose: () => void;
}) {
  const { decide, pending, pendingStatus } = useDecision(onClose);
  const hire = useHireChoice(item.project);
  return (
    <Stack gap="sm">
      <HireChoice keepOpen={hire.keepOpen} onChange={hire.setKeepOpen} hiredCount={hire.hiredCount} />
      <Group justify="flex-end" gap="sm">
        <Button
          variant="outline"
          color="dark"
          disabled={pending}
          loading={pendingStatus === 'rejected'}
          onClick={() => decide(target, 'rejected')}
        >
          DECLINE
        </Button>
        <Button
          color="dark"
          disabled={pending}
          loading={pendingStatus === 'accepted'}
          onClick={() => decide(target, 'accepted', { keepOpen: hire.keepOpen })}
        >
          ACCEPT
        </Button>
      </Group>
    </Stack>
  );
}

function useReviewable(target: DecisionTarget) {
  const application = trpc.applications.get.useQuery({ id: target.id }, { enabled: target.kind === 'application' });
  const invitation = trpc.invitations.get.useQuery({ id: target.id }, { enabled: target.kind === 'invitation' });
  return target.kind === 'application' ? application : invitation;
}

function ReviewContent({ target, onClose }: { target: DecisionTarget; onClose: () => void }) {
  const query = useReviewable(target);
  if (query.isPending) {
    return (
      <Stack gap="sm" aria-busy="true">
        <Skeleton h={56} />
        <Skeleton h={72} />
        <Skeleton h={36} />
      </Stack>
    );
  }
  if (query.error) return <Alert color="red">{errorText(query.error)}</Alert>;
  return <ReviewBody item={query.data} target={target} onClose={onClose} />;
}

/**
 * The artist, the project, the message and the status of one application
 * or invitation, with ACCEPT and DECLINE while it is pending. Closes itself after a successful decision.
 */
export function ReviewDialog({ target, onClose }: { target: DecisionTarget | null; onClose: () => void }) {
  // Keeps the title steady while the dialog animates closed after the target is cleared.
  const [lastKind, setLastKind] = useState<DecisionTarget['kind']>('application');
  if (target && target.kind !== lastKind) setLastKind(target.kind);
  return (
    <FormModal
      opened={target !== null}
      onClose={onClose}
      title={lastKind === 'invitation' ? 'REVIEW INVITATION' : 'REVIEW APPLICATION'}
      centered
      size="lg"
      styles={{ title: { fontWeight: 900, letterSpacing: '0.06em' } }}
    >
      {target ? <ReviewContent key={`${target.kind}:${target.id}`} target={target} onClose={onClose} /> : null}
    </FormModal>
  );
}
