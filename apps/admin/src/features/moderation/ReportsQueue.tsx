import { Anchor, Badge, Stack, Tabs, Title } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import {
  REPORT_REASON_LABELS,
  REPORT_STATUS_LABELS,
  REPORT_STATUSES,
  REPORT_TARGET_TYPE_LABELS,
} from '@wallcraft/shared';
import { useState } from 'react';

import { DataTable, type Column } from '../../components/DataTable/DataTable';
import { PAGE_SIZE, useCursorPages } from '../../components/DataTable/paging';
import { formatAge } from '../../lib/format';
import { useCan } from '../../lib/role';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { ReportDrawer } from './ReportDrawer';

type Report = RouterOutputs['admin']['reports']['items'][number];
type Status = (typeof REPORT_STATUSES)[number];

const COUNT_KEYS = { pending: 'pending', under_review: 'underReview', resolved: 'resolved' } as const;

/** Users' reports by state, oldest waiting first; a row opens the report in a drawer. */
export function ReportsQueue() {
  const [status, setStatus] = useState<Status>('pending');
  const [openId, setOpenId] = useState<string | null>(null);
  const pages = useCursorPages(status);
  const counts = trpc.admin.reportCounts.useQuery({});
  const reports = trpc.admin.reports.useQuery(
    { status, cursor: pages.cursor, limit: PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  const canAct = useCan('operator');

  const columns: Column<Report>[] = [
    { header: 'Reason', cell: (r) => REPORT_REASON_LABELS[r.reason] },
    {
      header: 'Item type',
      cell: (r) => (
        <Badge variant="outline" color="dark">
          {REPORT_TARGET_TYPE_LABELS[r.targetType].toUpperCase()}
        </Badge>
      ),
    },
    {
      header: 'Item',
      // The title opens the report: the one control of a row, so it is reachable on a phone without scrolling far.
      cell: (r) => (
        <Anchor
          component="button"
          type="button"
          size="sm"
          ta="left"
          fw={700}
          onClick={() => setOpenId(r.id)}
          lineClamp={2}
        >
          {r.item?.title ?? 'Deleted item'}
          {r.item?.hidden ? ' (hidden)' : ''}
        </Anchor>
      ),
    },
    { header: 'Reporter', cell: (r) => r.reporter.name },
    { header: 'Age', cell: (r) => formatAge(r.createdAt) },
  ];

  return (
    <Stack gap="sm" mb="xl">
      <Title order={3}>Reports</Title>
      <Tabs value={status} onChange={(value) => value && setStatus(value as Status)} keepMounted={false}>
        <Tabs.List>
          {REPORT_STATUSES.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {REPORT_STATUS_LABELS[value]}
              {counts.data ? ` (${counts.data[COUNT_KEYS[value]].toLocaleString('en-US')})` : ''}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <DataTable
        columns={columns}
        rows={reports.data?.items}
        rowKey={(r) => r.id}
        loading={reports.isPending}
        error={reports.error}
        emptyText="No reports"
        page={pages.pager(reports.isPlaceholderData ? undefined : reports.data?.nextCursor)}
      />
      <ReportDrawer reportId={openId} canAct={canAct} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
