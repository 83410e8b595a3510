import { Button, Card, Container, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { BackButton, NotFoundState } from '../../components/Detail/detail-parts';
import { isMissing } from '../../lib/errors';
import { useErrorToast } from '../../lib/toast';
import { useViewer } from '../../lib/session';
import { PageTitle } from '../../components/PageTitle';
import { dealPath } from '@wallcraft/shared';
import { TestModeBanner } from '../../components/Payments/TestModeBanner';
import { milestonesPath } from '../../components/PaymentsButton';
import { trpc } from '../../lib/trpc';
import { formatMoney } from '@wallcraft/shared';
import { CreatePaymentDialog } from '../../components/Payments/CreatePaymentDialog';
import { DealMessageButtons } from '../../components/MessageButton';
import { PaymentHistory } from './PaymentHistory';
import { projectPath, projectTypeParam } from './payment-format';

/** The project's title and owner, from its own detail call (brand or wall project). */
function useProject(projectType: 'brand_project' | 'wall_project', id: string) {
  const brand = trpc.projects.get.useQuery({ id }, { enabled: projectType === 'brand_project' });
  const wall = trpc.wallProjects.get.useQuery({ id }, { enabled: projectType === 'wall_project' });
  const query = projectType === 'brand_project' ? brand : wall;
  return { project: query.data, pending: query.isPending, error: query.error };
}

const CARDS = [
  { key: 'total', label: 'TOTAL', color: 'brand' },
  { key: 'platformFees', label: 'PLATFORM FEES', color: 'wall' },
  { key: 'netPayouts', label: 'NET PAYOUTS', color: 'artist' },
] as const;

function SummaryCards({
  projectId,
  projectType,
}: {
  projectId: string;
  projectType: 'brand_project' | 'wall_project';
}) {
  const summary = trpc.payments.summary.useQuery({ projectId, projectType });
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} mb="xl">
      {CARDS.map((card) => (
        <Card
          key={card.key}
          p="lg"
          style={{ borderLeft: `10px solid var(--mantine-color-${card.color}-filled)` }}
          aria-label={card.label}
        >
          <Text size="xs" fw={800} c="dimmed" lts="0.08em">
            {card.label}
          </Text>
          {summary.data ? (
            <Text fz={30} fw={900} ff="heading" lh={1.1} data-testid={`summary-${card.key}`}>
              {formatMoney(summary.data[card.key])}
            </Text>
          ) : (
            <Skeleton h={34} mt={4} />
          )}
          {card.key === 'total' && summary.data ? (
            <Text size="xs" c="dimmed" mt={4}>
              {formatMoney(summary.data.inEscrow)} in escrow
            </Text>
          ) : null}
        </Card>
      ))}
    </SimpleGrid>
  );
}

/**
 * /projects/{projectId}/transactions?projectType=…: the summary cards, CREATE PAYMENT for the project's owner,
 * and the history. The owner sees every payment and acts on them; an artist on the project sees their own.
 */
export function TransactionsPage() {
  const { projectId = '' } = useParams();
  const [params] = useSearchParams();
  const projectType = projectTypeParam(params.get('projectType'));
  const viewer = useViewer();
  const [creating, setCreating] = useState(false);
  const { project, pending, error } = useProject(projectType, projectId);
  // Whether the viewer is a party at all: the summary answers 404 to anyone else.
  const access = trpc.payments.summary.useQuery({ projectId, projectType }, { enabled: Boolean(project) });
  useErrorToast(error ?? access.error);

  if (pending || (project && access.isPending))
    return (
      <Container size="lg" py="xl" aria-label="Loading">
        <Skeleton h={24} w={120} mb="md" />
        <Skeleton h={48} w="60%" mb="xl" />
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <Skeleton h={100} />
          <Skeleton h={100} />
          <Skeleton h={100} />
        </SimpleGrid>
      </Container>
    );
  if (!project || (access.error && isMissing(access.error)))
    return <NotFoundState title="PROJECT NOT FOUND" action={{ to: '/my-projects', label: 'MY PROJECTS' }} />;

  const isOwner = project.owner?.id === viewer.userId;
  return (
    <Container size="lg" py="xl">
      <BackButton to={projectPath(projectType, projectId)} label="BACK TO PROJECT" />
      <PageTitle title="PAYMENTS & ESCROW" subtitle={project.title} />
      <TestModeBanner />
      <SummaryCards projectId={projectId} projectType={projectType} />
      <Group mb="xl">
        <Button component={Link} to={dealPath(projectId)} color="dark">
          DEAL ROOM
        </Button>
        <Button component={Link} to={milestonesPath(projectType, projectId)} variant="outline">
          MILESTONES
        </Button>
        <Button component={Link} to={`/billing?projectId=${projectId}`} variant="outline">
          VIEW BILLING
        </Button>
        <DealMessageButtons
          projectType={projectType}
          projectId={projectId}
          ownerId={project.owner?.id}
          fullWidth={false}
        />
      </Group>
      <Stack>
        <Group justify="space-between" wrap="wrap">
          <Title order={2} fz={{ base: 22, sm: 28 }}>
            TRANSACTION HISTORY
          </Title>
          {isOwner ? <Button onClick={() => setCreating(true)}>CREATE PAYMENT</Button> : null}
        </Group>
        {!isOwner ? (
          <Text size="sm" c="dimmed">
            Your payments on this project. The project&apos;s owner releases them.
          </Text>
        ) : null}
        <PaymentHistory project={{ projectId, projectType }} viewerId={viewer.userId} />
      </Stack>
      {isOwner ? (
        <CreatePaymentDialog
          opened={creating}
          onClose={() => setCreating(false)}
          projectId={projectId}
          projectType={projectType}
        />
      ) : null}
    </Container>
  );
}
