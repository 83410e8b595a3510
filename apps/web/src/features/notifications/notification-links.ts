import { dealPath, isDealNotification, type TProjectType } from '@wallcraft/shared';

/**
 * Where a notification leads, with the button's label: one about a deal (hire, payments, milestones, tracking,
 * completion, reviews, agreed amounts: isDealNotification) that names its project to its deal room; otherwise a
 * payment's to its receipt, a referral bonus to /referrals, an answer from support to /contact (where the user's
 * requests show with their replies), a disabled webhook to its section of Settings, a data export ready to its
 * download in Settings; one about a project (edited, closed, an application or invitation withdrawn) to that
 * project's page. Null when nowhere.
 */
export function notificationLink(notification: {
  type: string;
  transactionId: string | null;
  projectId?: string | null;
  projectType?: TProjectType | null;
}): { to: string; label: string } | null {
  if (notification.projectId && isDealNotification(notification.type))
    return { to: dealPath(notification.projectId), label: 'OPEN DEAL ROOM' };
  if (notification.type.startsWith('payment_') && notification.transactionId)
    return { to: `/payments/${notification.transactionId}`, label: 'VIEW RECEIPT' };
  if (notification.type === 'referral_bonus') return { to: '/referrals', label: 'VIEW REFERRALS' };
  if (notification.type === 'support_reply') return { to: '/contact', label: 'VIEW REPLY' };
  if (notification.type === 'webhook_disabled') return { to: '/settings#webhooks', label: 'VIEW WEBHOOKS' };
  if (notification.type === 'data_export_ready') return { to: '/settings#account-data', label: 'DOWNLOAD MY DATA' };
  if (notification.projectId) {
    const base = notification.projectType === 'wall_project' ? '/wall-projects' : '/projects';
    return { to: `${base}/${notification.projectId}`, label: 'VIEW PROJECT' };
  }
  return null;
}
