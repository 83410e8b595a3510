/**
 * The deal room (issue 35): one page per project and hired artist, at /deals/{projectId}. Every notification and mail
 * about the deal, from the hire to the payout, leads there (docs/product.md#deal-room).
 */
export function dealPath(projectId: string, artistId?: string | null): string {
  return artistId ? `/deals/${projectId}?artistId=${artistId}` : `/deals/${projectId}`;
}

const DEAL_TYPES = new Set([
  'application_accepted',
  'invitation_accepted',
  'project_started',
  'project_completed',
  'review_requested',
  'review_received',
  'reviews_published',
  'tracking_update',
]);
const DEAL_PREFIXES = ['payment_', 'milestone_', 'agreed_amount_', 'completion_', 'dispute_', 'project_completion'];

/** Whether a notification of this type is about a deal (so it links to its deal room when it names the project). */
export function isDealNotification(type: string): boolean {
  return DEAL_TYPES.has(type) || DEAL_PREFIXES.some((prefix) => type.startsWith(prefix));
}
