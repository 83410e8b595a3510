import { dealPath, isDealNotification } from './deals';
import type { TProjectType } from './enums';

/** The conversation with one person on the messages page. */
export function conversationPath(userId: string): string {
  return `/messages?userId=${userId}`;
}

/**
 * Where a notification, and its mail, leads, with the button's label: one about a deal (hire, payments, milestones, tracking,
 * completion, reviews, agreed amounts: isDealNotification) that names its project to its deal room; otherwise a
 * payment's to its receipt, a referral bonus to /referrals, a verification's outcome to its panel in Settings, an answer from support to /contact (where the user's
 * requests show with their replies), a disabled webhook to its section of Settings, a data export ready to its
 * download in Settings; a new message to the conversation with its sender; one about a project (edited, closed, an
 * application or invitation withdrawn) to that project's page, or to Discover once its owner deleted it. Null when
 * nowhere: a notification asking for a decision has its buttons instead (decisionTarget), and every type leads to one
 * or the other given the id it carries (NOTIFICATION_LEADS_BY).
 */
export function notificationLink(notification: {
  type: string;
  transactionId?: string | null;
  projectId?: string | null;
  projectType?: TProjectType | null;
  senderId?: string | null;
}): { to: string; label: string } | null {
  if (notification.projectId && isDealNotification(notification.type))
    return { to: dealPath(notification.projectId), label: 'OPEN DEAL ROOM' };
  if (notification.type.startsWith('payment_') && notification.transactionId)
    return { to: `/payments/${notification.transactionId}`, label: 'VIEW RECEIPT' };
  if (notification.type === 'referral_bonus') return { to: '/referrals', label: 'VIEW REFERRALS' };
  if (notification.type === 'support_reply') return { to: '/contact', label: 'VIEW REPLY' };
  if (notification.type === 'verification_completed')
    return { to: '/settings#verification', label: 'VIEW VERIFICATION' };
  if (notification.type === 'webhook_disabled') return { to: '/settings#webhooks', label: 'VIEW WEBHOOKS' };
  if (notification.type === 'message_received' && notification.senderId)
    return { to: conversationPath(notification.senderId), label: 'OPEN CONVERSATION' };
  if (notification.type === 'data_export_ready') return { to: '/settings#account-data', label: 'DOWNLOAD MY DATA' };
  if (notification.projectId) {
    const base = notification.projectType === 'wall_project' ? '/wall-projects' : '/projects';
    return { to: `${base}/${notification.projectId}`, label: 'VIEW PROJECT' };
  }
  // The project was deleted by its owner: the artist's next step is another one.
  if (notification.type === 'project_closed_by_owner') return { to: '/discover', label: 'FIND PROJECTS' };
  return null;
}
