import { Badge } from '@mantine/core';

import { DataTable, type Column } from '../../components/DataTable/DataTable';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { SampleNotice } from '../../components/SampleNotice/SampleNotice';
import { StatusBadge } from '../../components/StatusBadge/StatusBadge';
import { formatDate } from '../../lib/format';
import { SAMPLE_REPORTS, type SampleReport } from './sample-reports';
import { VerificationRequests } from './VerificationRequests';

const columns: Column<SampleReport>[] = [
  { header: 'Report', cell: (r) => r.id },
  { header: 'Item', cell: (r) => r.item },
  {
    header: 'Type',
    cell: (r) => (
      <Badge variant="outline" color="dark">
        {r.itemType.toUpperCase()}
      </Badge>
    ),
  },
  { header: 'Reason', cell: (r) => r.reason },
  { header: 'Reported by', cell: (r) => r.reportedBy },
  { header: 'Status', cell: (r) => <StatusBadge status={r.status} /> },
  { header: 'Reported', cell: (r) => formatDate(r.reportedAt) },
];

export function ModerationPage() {
  return (
    <>
      <PageHeader title="Moderation" description="Reported walls, profiles, projects and messages." />
      <VerificationRequests />
      <SampleNotice what="reports" />
      <DataTable columns={columns} rows={SAMPLE_REPORTS} rowKey={(r) => r.id} loading={false} emptyText="No reports." />
    </>
  );
}
