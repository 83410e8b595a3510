import type { TProjectType } from '@wallcraft/shared';
import { LIVE_TRACKING_ANCHOR } from '../../components/Tracking/tracking-format';

/**
 * Where a notification leads, with the button's label: a payment's to its receipt, a referral bonus to /referrals,
 * an answer from support to /contact (where the user's requests show with their replies), a disabled webhook to
 * its section of Settings, a data export ready to its download in Settings; a paused or resumed tracking to the live tracking card of the project's page; an agreed
 * amount to the project's milestones page (where it is answered); one about
 * a project (edited, closed, an application or invitation withdrawn) to that project's page. Null when nowhere.
 */
export function notificationLink(notification: {
  type: string;
  transactionId: string | null;
  projectId?: string | null;
  projectType?: TProjectType | null;
}): { to: string; label: string } | null {
  if (notification.type.startsWith('payment_') && notification.transactionId)
    return { to: `/payments/${notification.transactionId}`, label: 'VIEW RECEIPT' };
  if (notification.type === 'referral_bonus') return { to: '/referrals', label: 'VIEW REFERRALS' };
  if (notification.type === 'support_reply') return { to: '/contact', label: 'VIEW REPLY' };
  if (notification.type === 'webhook_disabled') return { to: '/settings#webhooks', label: 'VIEW WEBHOOKS' };
  if (notification.type === 'data_export_ready') return { to: '/settings#account-data', label: 'DOWNLOAD MY DATA' };
  if (notification.type.startsWith('agreed_amount_') && notification.projectId)
    return {
      to: `/projects/${notification.projectId}/milestones?projectType=${notification.projectType ?? 'brand_project'}`,
      label: 'VIEW AMOUNT',
    };
  if (notification.projectId) {
    const base = notification.projectType === 'wall_project' ? '/wall-projects' : '/projects';
    if (notification.type === 'tracking_update')
      return { to: `${base}/${notification.projectId}#${LIVE_TRACKING_ANCHOR}`, label: 'VIEW TRACKING' };
    return { to: `${base}/${notification.projectId}`, label: 'VIEW PROJECT' };
  }
  return null;
}
