import { Alert, Button, Card, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatMoney, type TProjectType } from '@wallcraft/shared';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { BackButton, NotFoundState } from '../../components/Detail/detail-parts';
import { isMissing } from '../../lib/errors';
import { useErrorToast } from '../../lib/toast';
import { useViewer } from '../../lib/session';
import { PageTitle } from '../../components/PageTitle';
import { dealPath } from '@wallcraft/shared';
import { paymentsPath } from '../../components/PaymentsButton';
import { errorText } from '../../lib/errors';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { DealMessageButtons } from '../../components/MessageButton';
import { AgreedAmountPanel, type AgreedAmount } from './AgreedAmount';
import { MilestoneDialog } from './MilestoneDialog';
import { MilestoneRow, type Milestone } from './MilestoneRow';
import { projectTypeOf, reordered } from './milestone-format';

type Budget = RouterOutputs['milestones']['list']['artists'][number];
type ProjectRef = { projectId: string; projectType: TProjectType };

/** The project's title and owner, from its own detail call (brand or wall project). */
function useProject({ projectId: id, projectType }: ProjectRef) {
  const brand = trpc.projects.get.useQuery({ id }, { enabled: projectType === 'brand_project' });
  const wall = trpc.wallProjects.get.useQuery({ id }, { enabled: projectType === 'wall_project' });
  return projectType === 'brand_project' ? brand : wall;
}

function Empty({ title, line }: { title: string; line: string }) {
  return (
    <Card p="xl">
      <Stack gap="xs" align="center" ta="center">
        <Text fw={900} ff="heading" fz="xl">
          {title}
        </Text>
        <Text size="sm" c="dimmed" maw={460}>
          {line}
        </Text>
      </Stack>
    </Card>
  );
}

type Editing = { budget: Budget; milestone: Milestone | null };

/** One artist's milestones in order, what of the agreed amount they plan, and the owner's ADD MILESTONE. */
function ArtistMilestones({
  budget,
  milestones,
  allIds,
  project,
  isOwner,
  offer,
  onEdit,
}: {
  budget: Budget;
  milestones: Milestone[];
  allIds: string[];
  project: ProjectRef;
  isOwner: boolean;
  /** The amount proposed to the artist when their acceptance carried no quote (null when none). */
  offer: AgreedAmount | null;
  onEdit: (editing: Editing) => void;
}) {
  const utils = trpc.useUtils();
  const reorder = trpc.milestones.reorder.useMutation({
    onSuccess: (list) => utils.milestones.list.setData(project, list),
    meta: { errorToast: { title: 'ORDER NOT SAVED', fallback: 'Reordering failed' } },
  });
  const groupIds = milestones.map((milestone) => milestone.id);
  const move = (id: string, direction: 'up' | 'down') => {
    const ids = reordered(allIds, groupIds, id, direction);
    if (ids) reorder.mutate({ ...project, ids });
  };
  const canAdd = isOwner && budget.agreedAmount !== null;

  return (
    <Stack gap="sm" aria-label={`Milestones for ${budget.artist.displayName}`} component="section">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={0}>
          <Title order={3} fz={{ base: 18, sm: 22 }}>
            {budget.artist.displayName}
          </Title>
          {budget.agreedAmount !== null ? (
            <Text size="sm" c="dimmed" data-testid="milestone-budget">
              {`${formatMoney(budget.plannedAmount)} of ${formatMoney(budget.agreedAmount)} agreed is planned`}
            </Text>
          ) : null}
        </Stack>
        {canAdd ? <Button onClick={() => onEdit({ budget, milestone: null })}>ADD MILESTONE</Button> : null}
      </Group>
      {budget.agreedAmount === null ? (
        <AgreedAmountPanel project={project} artist={budget.artist} offer={offer} isOwner={isOwner} />
      ) : null}
      {milestones.length === 0 ? (
        <Empty
          title="NO MILESTONES YET"
          line={
            isOwner
              ? 'Split the agreed amount into steps: each milestone is funded on its own and released when you approve its deliverable.'
              : 'The project’s owner may split your agreed amount into steps, each paid when they approve its deliverable.'
          }
        />
      ) : (
        milestones.map((milestone, index) => (
          <MilestoneRow
            key={milestone.id}
            milestone={milestone}
            position={index + 1}
            owner={
              isOwner
                ? {
                    onMove: (direction) => move(milestone.id, direction),
                    canMoveUp: index > 0,
                    canMoveDown: index < milestones.length - 1,
                    moving: reorder.isPending,
                    onEdit: () => onEdit({ budget, milestone }),
                  }
                : null
            }
          />
        ))
      )}
    </Stack>
  );
}

/** Artists on the list, and any milestone whose artist is no longer on the project, under its own name. */
function groupsOf(list: RouterOutputs['milestones']['list']) {
  const groups = list.artists.map((budget) => ({ budget, milestones: [] as Milestone[] }));
  for (const milestone of list.items) {
    let group = groups.find((each) => each.budget.artist.id === milestone.artistId);
    if (!group && milestone.artist) {
      const budget = { artist: milestone.artist, agreedAmount: null, plannedAmount: '0', remainingAmount: null };
      group = { budget, milestones: [] };
      groups.push(group);
    }
    group?.milestones.push(milestone);
  }
  return groups;
}

/**
 * /projects/{projectId}/milestones?projectType=…: the project's work in paid steps, per artist. The owner adds,
 * edits (while pending), reorders, funds and approves them; an artist on the project sees the ones that pay them.
 */
export function MilestonesPage() {
  const { projectId = '' } = useParams();
  const [params] = useSearchParams();
  const project = { projectId, projectType: projectTypeOf(params.get('projectType')) };
  const viewer = useViewer();
  const [editing, setEditing] = useState<Editing | null>(null);
  const detail = useProject(project);
  const list = trpc.milestones.list.useQuery(project, { enabled: Boolean(detail.data) });
  const offers = trpc.agreedAmounts.list.useQuery(project, { enabled: Boolean(list.data) });
  useErrorToast(detail.error ?? list.error ?? offers.error);

  if (detail.isPending || (detail.data && list.isPending))
    return (
      <Container size="md" py="xl" aria-label="Loading">
        <Skeleton h={24} w={120} mb="md" />
        <Skeleton h={48} w="60%" mb="xl" />
        <Stack>
          <Skeleton h={140} />
          <Skeleton h={140} />
        </Stack>
      </Container>
    );
  if (!detail.data || (list.error && isMissing(list.error)))
    return <NotFoundState title="PROJECT NOT FOUND" action={{ to: '/my-projects', label: 'MY PROJECTS' }} />;

  const isOwner = detail.data.owner?.id === viewer.userId;
  const groups = list.data ? groupsOf(list.data) : [];
  const allIds = list.data?.items.map((milestone) => milestone.id) ?? [];
  return (
    <Container size="md" py="xl">
      <BackButton to={paymentsPath(project.projectType, projectId)} label="BACK TO PAYMENTS" />
      <PageTitle title="MILESTONES" subtitle={detail.data.title} />
      <Text size="sm" c="dimmed" mb="lg">
        {isOwner
          ? 'Each milestone is a payment of its own: fund it into escrow, then approve its deliverable to release it. Together they never exceed the amount agreed with the artist.'
          : 'The milestones that pay you on this project. The project’s owner funds each one and releases it on approving its deliverable.'}
      </Text>
      {list.error ? (
        <Alert color="red" title="Milestones could not be loaded">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorText(list.error)}</Text>
            <Button size="compact-sm" variant="outline" color="dark" onClick={() => void list.refetch()}>
              TRY AGAIN
            </Button>
          </Stack>
        </Alert>
      ) : groups.length === 0 ? (
        <Empty
          title="NO MILESTONES YET"
          line="Milestones split the amount agreed with an artist into steps, each paid when its deliverable is approved. Accept an artist on the project to plan them."
        />
      ) : (
        <Stack gap="xl">
          {groups.map(({ budget, milestones }) => (
            <ArtistMilestones
              key={budget.artist.id}
              budget={budget}
              milestones={milestones}
              allIds={allIds}
              project={project}
              isOwner={isOwner}
              offer={offers.data?.items.find((item) => item.artistId === budget.artist.id) ?? null}
              onEdit={setEditing}
            />
          ))}
        </Stack>
      )}
      <Group mt="xl">
        <Button component={Link} to={dealPath(projectId)} color="dark">
          DEAL ROOM
        </Button>
        <Button component={Link} to={paymentsPath(project.projectType, projectId)} variant="outline">
          PAYMENTS & ESCROW
        </Button>
        <DealMessageButtons {...project} ownerId={detail.data.owner?.id} fullWidth={false} />
      </Group>
      {isOwner ? (
        <MilestoneDialog
          opened={editing !== null}
          onClose={() => setEditing(null)}
          project={project}
          artist={editing?.budget.artist ?? { id: '', displayName: '' }}
          remainingAmount={editing && !editing.milestone ? editing.budget.remainingAmount : null}
          milestone={editing?.milestone ?? null}
        />
      ) : null}
    </Container>
  );
}
