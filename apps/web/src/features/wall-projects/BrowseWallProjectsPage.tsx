import { Alert, Anchor } from '@mantine/core';
import { formatDollars } from '@wallcraft/shared';
import { Link, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { infinitePaging } from '../../lib/paging';
import { trpc } from '../../lib/trpc';
import { BrowseList } from '../../components/BrowseList/BrowseList';
import { ProjectCard } from '../../components/BrowseList/ProjectCard';
import { dimensionsInMetres, timelineLabel } from '../../lib/project-format';
import { BROWSE_PAGE_SIZE, usePagedList } from '../../components/BrowseList/usePagedList';

const ZWallId = z.string().uuid();

/**
 * /browse/wall-projects: open wall projects only. ?wallId= (from a wall's APPLY FOR PROJECT button) narrows
 * the list to that wall's open projects; an id that is not a UUID is ignored.
 */
export function BrowseWallProjectsPage() {
  const [params] = useSearchParams();
  const parsed = ZWallId.safeParse(params.get('wallId'));
  const wallId = parsed.success ? parsed.data : undefined;
  const pages = trpc.wallProjects.list.useInfiniteQuery(
    { status: 'open', wallId, limit: BROWSE_PAGE_SIZE },
    infinitePaging,
  );
  const list = usePagedList(pages);
  const wallTitle = list.items[0]?.wall.title;

  const notice = wallId ? (
    <Alert
      color="wall"
      variant="light"
      mb="lg"
      title={wallTitle ? `Open projects on ${wallTitle}` : 'Open projects on this wall'}
    >
      <Anchor component={Link} to="/browse/wall-projects" fw={700}>
        SHOW ALL WALL PROJECTS
      </Anchor>
    </Alert>
  ) : null;

  return (
    <BrowseList
      title="WALL PROJECTS"
      count={list.items.length}
      total={list.total}
      emptyText="NO WALL PROJECTS AVAILABLE"
      firstLoad={list.firstLoad}
      loading={list.loading}
      hasMore={list.hasMore}
      onMore={list.more}
      notice={notice}
    >
      {list.items.map((project) => (
        <ProjectCard
          key={project.id}
          href={`/wall-projects/${project.id}`}
          title={project.title}
          description={project.description}
          location={project.location ?? project.wall.location}
          budget={formatDollars(project.budget)}
          timeline={timelineLabel('wall_project', project.timeline)}
          styles={project.preferredStyles}
          images={project.images.length > 0 ? project.images : project.wall.images}
          dimensions={dimensionsInMetres(project.wall.width, project.wall.height)}
        />
      ))}
    </BrowseList>
  );
}
