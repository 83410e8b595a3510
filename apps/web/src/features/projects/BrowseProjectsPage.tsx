import { trpc } from '../../lib/trpc';
import { BrowseList } from '../../components/BrowseList/BrowseList';
import { ProjectCard } from '../../components/BrowseList/ProjectCard';
import { budgetLabel, timelineLabel } from '../../lib/project-format';
import { BROWSE_PAGE_SIZE, usePageCount, usePagedList } from '../../components/BrowseList/usePagedList';

/** /browse/projects: open brand projects only (the API's default status), newest first. */
export function BrowseProjectsPage() {
  const { pages, more } = usePageCount('all');
  const queries = trpc.useQueries((t) =>
    Array.from({ length: pages }, (_, page) => t.projects.list({ status: 'open', limit: BROWSE_PAGE_SIZE, offset: page * BROWSE_PAGE_SIZE })),
  );
  const list = usePagedList(queries);

  return (
    <BrowseList
      title="BRAND PROJECTS"
      count={list.items.length}
      emptyText="NO PROJECTS AVAILABLE"
      firstLoad={list.firstLoad}
      loading={list.loading}
      hasMore={list.hasMore}
      onMore={more}
    >
      {list.items.map((project) => (
        <ProjectCard
          key={project.id}
          href={`/projects/${project.id}`}
          title={project.title}
          description={project.description}
          location={project.location}
          budget={budgetLabel(project.budget)}
          timeline={timelineLabel('brand_project', project.timeline)}
          styles={project.preferredStyles}
          images={project.images}
        />
      ))}
    </BrowseList>
  );
}
