import { Badge } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import {
  formatMoney,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  type TProjectStatus,
  type TProjectType,
} from '@wallcraft/shared';
import { ADMIN_PROJECT_SORTS, ADMIN_SORT_LABELS, type TAdminProjectsRequest } from '@wallcraft/shared/schemas';
import { useSearchParams } from 'react-router-dom';

import { DataTable, type Column } from '../../components/DataTable/DataTable';
import { PAGE_SIZE } from '../../components/DataTable/paging';
import { ListToolbar } from '../../components/ListToolbar/ListToolbar';
import { useListState } from '../../components/ListToolbar/use-list-state';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { StatusBadge } from '../../components/StatusBadge/StatusBadge';
import { exportHref } from '../../lib/export';
import { formatDate, formatTotal } from '../../lib/format';
import { useOpenParam } from '../../lib/open-param';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { PROJECT_KIND } from './kind';
import { ProjectDrawer } from './ProjectDrawer';

type ProjectRow = RouterOutputs['admin']['projects']['items'][number];

const columns: Column<ProjectRow>[] = [
  { header: 'Title', cell: (p) => p.title },
  { header: 'Kind', cell: (p) => <Badge color={PROJECT_KIND[p.kind].color}>{PROJECT_KIND[p.kind].label}</Badge> },
  { header: 'Owner', cell: (p) => p.ownerName },
  { header: 'Status', cell: (p) => <StatusBadge status={p.status} /> },
  // A missing budget reads 'TBD'.
  { header: 'Budget', cell: (p) => formatMoney(p.budget) },
  { header: 'Posted', cell: (p) => formatDate(p.createdAt) },
];

export function ProjectsPage() {
  const list = useListState({
    sort: 'newest' as TAdminProjectsRequest['sort'],
    kind: undefined as TProjectType | undefined,
    status: undefined as TProjectStatus | undefined,
  });
  const [openId, setOpenId] = useOpenParam();
  const [params, setParams] = useSearchParams();
  const openType = params.get('type') === 'wall_project' ? 'wall_project' : 'brand_project';
  const open = openId ? { projectType: openType as TProjectType, id: openId } : null;
  const projects = trpc.admin.projects.useQuery(
    { ...list.applied, cursor: list.pages.cursor, limit: PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  const filtered = Boolean(list.applied.search || list.filters.kind || list.filters.status);

  return (
    <>
      <PageHeader
        title="Projects"
        description={
          projects.data ? `${formatTotal(projects.data.total)} brand and wall projects` : 'Brand and wall projects.'
        }
      />
      <ListToolbar
        search={{
          value: list.search,
          onChange: list.setSearch,
          placeholder: 'Title or owner',
          label: 'Search projects by title or owner',
        }}
        selects={[
          {
            label: 'Kind',
            value: list.filters.kind,
            options: PROJECT_TYPES,
            labels: { brand_project: 'BRAND', wall_project: 'WALL' },
            onChange: (value) => list.setFilter('kind', value as TProjectType | undefined),
          },
          {
            label: 'Status',
            value: list.filters.status,
            options: PROJECT_STATUSES,
            onChange: (value) => list.setFilter('status', value as TProjectStatus | undefined),
          },
          {
            label: 'Sort',
            value: list.filters.sort,
            options: ADMIN_PROJECT_SORTS,
            labels: ADMIN_SORT_LABELS,
            clearable: false,
            onChange: (value) => list.setFilter('sort', (value ?? 'newest') as TAdminProjectsRequest['sort']),
          },
        ]}
        exportHref={exportHref('projects', list.applied)}
      />
      <DataTable
        columns={columns}
        rows={projects.data?.items}
        rowKey={(p) => `${p.kind}:${p.id}`}
        loading={projects.isPending}
        error={projects.error}
        emptyText={filtered ? 'No projects match these filters.' : 'No projects yet.'}
        onRowClick={(p) =>
          setParams((current) => {
            const next = new URLSearchParams(current);
            next.set('open', p.id);
            next.set('type', p.kind);
            return next;
          })
        }
        rowLabel={(p) => `Open ${p.title}`}
        page={list.pages.pager(projects.isPlaceholderData ? undefined : projects.data?.nextCursor)}
      />
      <ProjectDrawer project={open} onClose={() => setOpenId(null)} />
    </>
  );
}
