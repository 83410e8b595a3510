import { Alert, Anchor } from '@mantine/core';
import { formatMoney, type TProjectType } from '@wallcraft/shared';
import { Link, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { BrowseList } from '../../components/BrowseList/BrowseList';
import { ProjectCard, type ProjectCardProps } from '../../components/BrowseList/ProjectCard';
import { BROWSE_PAGE_SIZE, usePagedList } from '../../components/BrowseList/usePagedList';
import { infinitePaging } from '../../lib/paging';
import { timelineLabel, wallDimensions } from '../../lib/project-format';
import { useLengthUnit } from '../../lib/units';
import type { TLengthUnit } from '@wallcraft/shared';
import { trpc, type RouterOutputs } from '../../lib/trpc';

type BrandProject = RouterOutputs['projects']['list']['items'][number];
type WallProject = RouterOutputs['wallProjects']['list']['items'][number];

const TEXTS = {
  brand_project: { title: 'BRAND PROJECTS', emptyText: 'NO PROJECTS AVAILABLE' },
  wall_project: { title: 'WALL PROJECTS', emptyText: 'NO WALL PROJECTS AVAILABLE' },
} as const;

const ZWallId = z.string().uuid();

function cardOf(kind: TProjectType, project: BrandProject | WallProject) {
  return {
    title: project.title,
    description: project.description,
    budget: formatMoney(project.budget),
    timeline: timelineLabel(project.timeline),
    styles: project.preferredStyles,
    owner: project.owner,
  };
}

const brandCard = (project: BrandProject): ProjectCardProps => ({
  ...cardOf('brand_project', project),
  href: `/projects/${project.id}`,
  location: project.location,
  images: project.images,
});

/** A wall project without images or a location of its own shows its wall's. */
const wallCard = (project: WallProject, unit: TLengthUnit): ProjectCardProps => ({
  ...cardOf('wall_project', project),
  href: `/wall-projects/${project.id}`,
  location: project.location ?? project.wall.location,
  images: project.images.length > 0 ? project.images : project.wall.images,
  dimensions: wallDimensions(project.wall.width, project.wall.height, unit),
});

/** The open projects of one kind (the API's default status), newest first; only the kind's own query runs. */
function useOpenProjects(kind: TProjectType, wallId: string | undefined) {
  const input = { status: 'open' as const, limit: BROWSE_PAGE_SIZE };
  const brandPages = trpc.projects.list.useInfiniteQuery(input, {
    ...infinitePaging,
    enabled: kind === 'brand_project',
  });
  const wallPages = trpc.wallProjects.list.useInfiniteQuery(
    { ...input, wallId },
    { ...infinitePaging, enabled: kind === 'wall_project' },
  );
  const brand = usePagedList(brandPages);
  const wall = usePagedList(wallPages);
  const unit = useLengthUnit();
  return kind === 'brand_project'
    ? { ...brand, cards: brand.items.map(brandCard), wallTitle: undefined }
    : { ...wall, cards: wall.items.map((project) => wallCard(project, unit)), wallTitle: wall.items[0]?.wall.title };
}

function WallNotice({ wallTitle }: { wallTitle: string | undefined }) {
  return (
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
  );
}

/**
 * /browse/projects and /browse/wall-projects: the open projects of one kind. For wall projects, ?wallId= (from a
 * wall's APPLY FOR PROJECT button) narrows the list to that wall's; an id that is not a UUID is ignored.
 */
export function BrowseProjects({ kind }: { kind: TProjectType }) {
  const [params] = useSearchParams();
  const parsed = ZWallId.safeParse(params.get('wallId'));
  const wallId = kind === 'wall_project' && parsed.success ? parsed.data : undefined;
  const list = useOpenProjects(kind, wallId);

  return (
    <BrowseList
      title={TEXTS[kind].title}
      count={list.items.length}
      total={list.total}
      emptyText={TEXTS[kind].emptyText}
      firstLoad={list.firstLoad}
      loading={list.loading}
      hasMore={list.hasMore}
      onMore={list.more}
      notice={wallId ? <WallNotice wallTitle={list.wallTitle} /> : null}
    >
      {list.cards.map((card) => (
        <ProjectCard key={card.href} {...card} />
      ))}
    </BrowseList>
  );
}
