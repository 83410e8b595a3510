import { Badge } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';

import { formatUsd } from '@wallcraft/shared';

import { DataTable, type Column } from '../../components/DataTable/DataTable';
import { PAGE_SIZE, useCursorPages } from '../../components/DataTable/paging';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { StatusBadge } from '../../components/StatusBadge/StatusBadge';
import { formatDate, formatTotal } from '../../lib/format';
import { trpc, type RouterOutputs } from '../../lib/trpc';

type ProjectRow = RouterOutputs['admin']['projects']['items'][number];

// Project badges are black; wall projects carry the wall colour.
const KIND = {
  brand_project: { label: 'BRAND PROJECT', color: 'dark' },
  wall_project: { label: 'WALL PROJECT', color: 'brandMagenta' },
} as const;

const columns: Column<ProjectRow>[] = [
  { header: 'Title', cell: (p) => p.title },
  { header: 'Kind', cell: (p) => <Badge color={KIND[p.kind].color}>{KIND[p.kind].label}</Badge> },
  { header: 'Owner', cell: (p) => p.ownerName },
  { header: 'Status', cell: (p) => <StatusBadge status={p.status} /> },
  // A missing budget reads 'TBD'.
  { header: 'Budget', cell: (p) => (p.budgetCents === null ? 'TBD' : formatUsd(p.budgetCents)) },
  { header: 'Posted', cell: (p) => formatDate(p.createdAt) },
];

export function ProjectsPage() {
  const pages = useCursorPages();
  const projects = trpc.admin.projects.useQuery(
    { cursor: pages.cursor, limit: PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );

  return (
    <>
      <PageHeader
        title="Projects"
        description={
          projects.data ? `${formatTotal(projects.data.total)} brand and wall projects` : 'Brand and wall projects.'
        }
      />
      <DataTable
        columns={columns}
        rows={projects.data?.items}
        rowKey={(p) => `${p.kind}:${p.id}`}
        loading={projects.isPending}
        error={projects.error}
        emptyText="No projects yet."
        page={pages.pager(projects.isPlaceholderData ? undefined : projects.data?.nextCursor)}
      />
    </>
  );
}
