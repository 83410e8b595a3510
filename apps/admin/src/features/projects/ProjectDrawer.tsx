import { Alert, Anchor, Badge, List, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { notifications } from '@mantine/notifications';
import { formatMoney, type TProjectType } from '@wallcraft/shared';
import { ZCloseProjectForm } from '@wallcraft/shared/schemas';

import { ConfirmAction } from '../../components/ConfirmAction/ConfirmAction';
import { DetailDrawer, Facts, Section } from '../../components/DetailDrawer/DetailDrawer';
import { StatusBadge } from '../../components/StatusBadge/StatusBadge';
import { formatDate, shortId } from '../../lib/format';
import { consoleLinks } from '../../lib/open-param';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { PROJECT_KIND } from './kind';

type Project = RouterOutputs['admin']['project'];
type Ref = { projectType: TProjectType; id: string };

/** One project in detail, with CLOSE PROJECT for operators when nothing is held in escrow for it. */
export function ProjectDrawer({ project, onClose }: { project: Ref | null; onClose: () => void }) {
  const detail = trpc.admin.project.useQuery(project ?? { projectType: 'brand_project', id: '' }, {
    enabled: project !== null,
  });
  const data = project !== null ? detail.data : undefined;
  return (
    <DetailDrawer
      opened={project !== null}
      onClose={onClose}
      title={data?.title ?? 'Project'}
      loading={!data}
      error={detail.error}
    >
      {data && <ProjectDetail project={data} />}
    </DetailDrawer>
  );
}

function CloseProject({ project }: { project: Project }) {
  const utils = trpc.useUtils();
  const close = trpc.admin.closeProject.useMutation({
    onSuccess: (closed) => {
      notifications.show({ title: 'PROJECT CLOSED', message: `${closed.title}: the owner was notified.` });
      utils.admin.project.setData({ projectType: closed.kind, id: closed.id }, closed);
      void utils.admin.projects.invalidate();
    },
    meta: { errorToast: { title: 'NOT CLOSED' } },
  });
  return (
    <ConfirmAction
      label="CLOSE PROJECT"
      title={`Close “${project.title}”?`}
      field={{ name: 'note', label: 'Note to the owner', description: 'Sent to the owner and kept in the audit log.' }}
      schema={ZCloseProjectForm}
      confirmLabel="CLOSE PROJECT"
      pending={close.isPending}
      onConfirm={(values) => close.mutateAsync({ projectType: project.kind, id: project.id, note: values.note })}
    >
      The project is cancelled for good: nobody can apply to it or pay for it any more.
    </ConfirmAction>
  );
}

function ProjectDetail({ project }: { project: Project }) {
  return (
    <>
      <Section title="Project" actions={project.can.close && <CloseProject project={project} />}>
        {project.closeRefusal && project.status !== 'cancelled' && (
          <Alert color="yellow" title="Cannot be closed now">
            {project.closeRefusal}
          </Alert>
        )}
        <Facts
          rows={[
            ['Kind', <Badge color={PROJECT_KIND[project.kind].color}>{PROJECT_KIND[project.kind].label}</Badge>],
            ['Status', <StatusBadge status={project.status} />],
            ['Owner', `${project.ownerName} (${project.ownerEmail})`],
            ['Budget', formatMoney(project.budget)],
            ['Location', project.location ?? '—'],
            ['Posted', formatDate(project.createdAt)],
            ['In escrow', formatMoney(project.inEscrow)],
          ]}
        />
        {project.description && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {project.description}
          </Text>
        )}
      </Section>
      <Section title="Applications">
        <Text size="sm">
          {project.applications.total} in all: {project.applications.pending} pending, {project.applications.accepted}{' '}
          accepted, {project.applications.rejected} declined.
        </Text>
        {project.acceptedArtists.length > 0 ? (
          <List size="sm">
            {project.acceptedArtists.map((artist) => (
              <List.Item key={artist.id}>{artist.name}</List.Item>
            ))}
          </List>
        ) : (
          <Text size="sm" c="dimmed">
            No accepted artist yet.
          </Text>
        )}
      </Section>
      <Section title="Payments">
        {project.payments.length === 0 ? (
          <Text size="sm" c="dimmed">
            No payments yet.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={420}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>PAYMENT</Table.Th>
                  <Table.Th>TO</Table.Th>
                  <Table.Th>AMOUNT</Table.Th>
                  <Table.Th>STATUS</Table.Th>
                  <Table.Th>DATE</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {project.payments.map((payment) => (
                  <Table.Tr key={payment.id}>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={consoleLinks.payment(payment.id)}
                        ff="monospace"
                        size="sm"
                        aria-label={`Open payment ${shortId(payment.id)}`}
                      >
                        {shortId(payment.id)}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{payment.recipientName}</Table.Td>
                    <Table.Td>{formatMoney(payment.amount)}</Table.Td>
                    <Table.Td>
                      <StatusBadge status={payment.status} />
                    </Table.Td>
                    <Table.Td>{formatDate(payment.createdAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Section>
    </>
  );
}
