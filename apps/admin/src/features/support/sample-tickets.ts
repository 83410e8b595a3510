/** Static sample rows: the support queue has no server call. */
export const SUPPORT_STATUSES = ['Open', 'In Progress', 'Resolved'] as const;

export interface SampleTicket {
  id: string;
  subject: string;
  requester: string;
  priority: 'Low' | 'Medium' | 'High';
  status: (typeof SUPPORT_STATUSES)[number];
  openedAt: string;
}

export const SAMPLE_TICKETS: SampleTicket[] = [
  {
    id: 'TKT-2210',
    subject: 'Escrow release is taking too long',
    requester: 'Priya Nair',
    priority: 'High',
    status: 'Open',
    openedAt: '2025-01-15T08:02:00Z',
  },
  {
    id: 'TKT-2208',
    subject: 'Cannot upload wall photos',
    requester: 'Marcus Reed',
    priority: 'Medium',
    status: 'In Progress',
    openedAt: '2025-01-14T14:47:00Z',
  },
  {
    id: 'TKT-2205',
    subject: 'How do milestones work?',
    requester: 'Elena Ruiz',
    priority: 'Low',
    status: 'Open',
    openedAt: '2025-01-13T11:15:00Z',
  },
  {
    id: 'TKT-2201',
    subject: 'Verification fee charged twice',
    requester: 'Tom Walsh',
    priority: 'High',
    status: 'In Progress',
    openedAt: '2025-01-11T17:33:00Z',
  },
  {
    id: 'TKT-2197',
    subject: 'Change account email',
    requester: 'Grace Kim',
    priority: 'Low',
    status: 'Resolved',
    openedAt: '2025-01-09T09:05:00Z',
  },
];
