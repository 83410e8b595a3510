import { formatDollars } from '@wallcraft/shared';
import { infinitePaging } from '../../lib/paging';
import { trpc } from '../../lib/trpc';
import { BrowseList } from '../../components/BrowseList/BrowseList';
import { ProjectCard } from '../../components/BrowseList/ProjectCard';
import { timelineLabel } from '../../lib/project-format';
import { BROWSE_PAGE_SIZE, usePagedList } from '../../components/BrowseList/usePagedList';

/** /browse/projects: open brand projects only (the API's default status), newest first. */
export function BrowseProjectsPage() {
  const pages = trpc.projects.list.useInfiniteQuery({ status: 'open', limit: BROWSE_PAGE_SIZE }, infinitePaging);
  const list = usePagedList(pages);

  return (
    <BrowseList
      title="BRAND PROJECTS"
      count={list.items.length}
      total={list.total}
      emptyText="NO PROJECTS AVAILABLE"
      firstLoad={list.firstLoad}
      loading={list.loading}
      hasMore={list.hasMore}
      onMore={list.more}
    >
      {list.items.map((project) => (
        <ProjectCard
          key={project.id}
          href={`/projects/${project.id}`}
          title={project.title}
          description={project.description}
          location={project.location}
          budget={formatDollars(project.budget)}
          timeline={timelineLabel('brand_project', project.timeline)}
          styles={project.preferredStyles}
          images={project.images}
        />
      ))}
    </BrowseList>
  );
}
