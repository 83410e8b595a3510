import { Badge } from '@mantine/core';

import { DataTable, type Column } from '../../components/DataTable/DataTable';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { SampleNotice } from '../../components/SampleNotice/SampleNotice';
import { StatusBadge } from '../../components/StatusBadge/StatusBadge';
import { formatDate } from '../../lib/format';
import { SAMPLE_TICKETS, type SampleTicket } from './sample-tickets';

const PRIORITY_COLORS = { Low: 'gray', Medium: 'brandYellow', High: 'brandMagenta' } as const;

const columns: Column<SampleTicket>[] = [
  { header: 'Ticket', cell: (t) => t.id },
  { header: 'Subject', cell: (t) => t.subject },
  { header: 'Requester', cell: (t) => t.requester },
  { header: 'Priority', cell: (t) => <Badge color={PRIORITY_COLORS[t.priority]}>{t.priority.toUpperCase()}</Badge> },
  { header: 'Status', cell: (t) => <StatusBadge status={t.status} /> },
  { header: 'Opened', cell: (t) => formatDate(t.openedAt) },
];

export function SupportPage() {
  return (
    <>
      <PageHeader title="Support" description="Help requests from artists, wall owners and brands." />
      <SampleNotice what="tickets" />
      <DataTable columns={columns} rows={SAMPLE_TICKETS} rowKey={(t) => t.id} loading={false} emptyText="No tickets." />
    </>
  );
}
