/** Static sample rows: the moderation queue has no server call. */
export const MODERATION_STATUSES = ['Pending', 'Under Review', 'Resolved'] as const;

export interface SampleReport {
  id: string;
  item: string;
  itemType: 'Wall' | 'Profile' | 'Project' | 'Message';
  reason: string;
  reportedBy: string;
  status: (typeof MODERATION_STATUSES)[number];
  reportedAt: string;
}

export const SAMPLE_REPORTS: SampleReport[] = [
  {
    id: 'RPT-1042',
    item: 'Downtown brick wall',
    itemType: 'Wall',
    reason: 'Misleading photos',
    reportedBy: 'Maya Chen',
    status: 'Pending',
    reportedAt: '2025-01-14T10:20:00Z',
  },
  {
    id: 'RPT-1041',
    item: 'Street Dreams Co.',
    itemType: 'Profile',
    reason: 'Impersonation',
    reportedBy: 'Luis Ortega',
    status: 'Under Review',
    reportedAt: '2025-01-13T16:05:00Z',
  },
  {
    id: 'RPT-1039',
    item: 'Summer festival mural',
    itemType: 'Project',
    reason: 'Off-platform payment request',
    reportedBy: 'Ada Brooks',
    status: 'Under Review',
    reportedAt: '2025-01-12T09:41:00Z',
  },
  {
    id: 'RPT-1036',
    item: 'Message thread #88',
    itemType: 'Message',
    reason: 'Harassment',
    reportedBy: 'Sam Patel',
    status: 'Resolved',
    reportedAt: '2025-01-10T19:12:00Z',
  },
  {
    id: 'RPT-1033',
    item: 'Warehouse east face',
    itemType: 'Wall',
    reason: 'Duplicate listing',
    reportedBy: 'Jordan Lee',
    status: 'Resolved',
    reportedAt: '2025-01-08T13:30:00Z',
  },
];
