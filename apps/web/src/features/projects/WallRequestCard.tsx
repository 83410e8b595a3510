import { Anchor, Button, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { SideCard } from '../../components/Detail/detail-parts';
import { trpc, type RouterOutputs } from '../../lib/trpc';

type Project = RouterOutputs['projects']['get'];

/**
 * The wall a brand project shows. Someone else's wall is shown only once its owner accepts the brand's
 * request; until then only the brand sees the request here (pending or declined), and may withdraw it.
 */
export function WallRequestCard({ project }: { project: Project }) {
  const withdraw = trpc.projects.setWall.useMutation({
    meta: { errorToast: { title: 'Update Failed', fallback: 'Failed to update wall' } },
  });
  const request = project.wallRequest;
  if (project.wall) {
    return (
      <SideCard title="WALL">
        <Anchor component={Link} to={`/walls/${project.wall.id}`} fw={700} c="dark">
          {project.wall.title}
        </Anchor>
        {project.wall.location ? <Text size="sm">{project.wall.location}</Text> : null}
      </SideCard>
    );
  }
  if (!request) return null;
  const title = request.wall?.title ?? 'The wall';
  return (
    <SideCard title="WALL">
      {request.status === 'pending' ? (
        <>
          <Text size="sm">
            <b>{title}</b>: pending approval. The wall is shown on your project once its owner accepts.
          </Text>
          <Button
            size="compact-sm"
            variant="outline"
            color="dark"
            loading={withdraw.isPending}
            onClick={() => withdraw.mutate({ id: project.id, wallId: null })}
          >
            WITHDRAW REQUEST
          </Button>
        </>
      ) : (
        <Text size="sm">
          <b>{title}</b>: the wall&apos;s owner declined to show it on this project.
        </Text>
      )}
    </SideCard>
  );
}
