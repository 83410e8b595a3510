import { NOTIFICATION_CATEGORY_TYPES } from './enum-values';
import type { TNotificationType } from './enums';

/**
 * What a user may choose to be emailed about (Settings, Email Notifications). Account mails (confirming the
 * address, resetting the password) are not a choice and carry no unsubscribe link.
 */
export const EMAIL_CATEGORIES = [
  'applications',
  'invitations',
  'messages',
  'payments',
  'reviews',
  'referrals',
  'webhooks',
  'tracking',
] as const;
export type TEmailCategory = (typeof EMAIL_CATEGORIES)[number];

export const EMAIL_CATEGORY_LABELS: Record<TEmailCategory, { label: string; description: string }> = {
  applications: { label: 'Applications', description: 'A new application to your project, and the decision on yours' },
  invitations: { label: 'Invitations', description: 'An invitation to a project, and the answer to yours' },
  messages: {
    label: 'Messages',
    description: 'New messages while you are away (at most one email per conversation every 15 minutes)',
  },
  payments: {
    label: 'Payments',
    description: 'Receipts of money escrowed, released or refunded, disputes, milestones and shop order confirmations',
  },
  reviews: { label: 'Reviews', description: 'A review requested, received or published' },
  referrals: { label: 'Referral bonuses', description: 'A bonus earned when a friend you invited joins' },
  webhooks: { label: 'Webhooks', description: 'One of your webhook endpoints turned off after failing deliveries' },
  tracking: { label: 'Live tracking', description: 'The artist on your project paused or resumed live tracking' },
};

/** Which notifications are also emailed, by category; any type not listed (project updates) stays in the bell only. */
export const EMAIL_CATEGORY_TYPES: Record<TEmailCategory, readonly TNotificationType[]> = {
  // The same sets as the notifications page's filters, where the two agree.
  applications: NOTIFICATION_CATEGORY_TYPES.applications,
  invitations: NOTIFICATION_CATEGORY_TYPES.invitations,
  messages: ['message_received'],
  payments: NOTIFICATION_CATEGORY_TYPES.payments,
  reviews: ['review_requested', 'review_received', 'reviews_published'],
  referrals: ['referral_bonus'],
  webhooks: ['webhook_disabled'],
  tracking: ['tracking_update'],
};

/** The category a notification type is emailed under, or null when it is not emailed. */
export function emailCategoryOf(type: TNotificationType): TEmailCategory | null {
  for (const category of EMAIL_CATEGORIES) if (EMAIL_CATEGORY_TYPES[category].includes(type)) return category;
  return null;
}
