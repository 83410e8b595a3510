import { STYLES } from './vocabulary';
import type {
  TApiTokenScope,
  TWebhookEventType,
  TReportReason,
  TReportStatus,
  TReportTargetType,
  TProjectTimeline,
  TTimeline,
  TUserType,
} from './enums';

export const USER_TYPE_LABELS: Record<TUserType, string> = {
  artist: 'ARTIST',
  wall_owner: 'WALL OWNER',
  brand: 'BRAND',
};

/** A brand profile's usual pace, in the words of the spec's brand project form. */
export const BRAND_TIMELINE_LABELS: Record<TTimeline, string> = {
  urgent: 'ASAP',
  moderate: '1-3 months',
  flexible: '3+ months',
};

/** Both project kinds, the posting forms and the discover filter (upper-cased there) use these. */
export const PROJECT_TIMELINE_LABELS: Record<TProjectTimeline, string> = {
  '1_2_weeks': '1-2 weeks',
  '2_4_weeks': '2-4 weeks',
  '1_3_months': '1-3 months',
  '3_6_months': '3-6 months',
  '6_plus_months': '6+ months',
};

export const AVAILABILITY_LABELS = {
  available: 'AVAILABLE NOW',
  limited: 'LIMITED AVAILABILITY',
  busy: 'LIMITED AVAILABILITY',
  booked: 'FULLY BOOKED',
} as const;

export const COMPANY_SIZE_LABELS = {
  startup: 'Startup',
  small: 'Small (1-50)',
  medium: 'Medium (51-200)',
  large: 'Large (201-1000)',
  enterprise: 'Enterprise (1000+)',
} as const;

/** Specialty options offered during onboarding: the one vocabulary, stored as labelled. */
export const ONBOARDING_SPECIALTIES = STYLES.map((style) => ({ value: style, label: style }));

/** Default specialty and style suggestions in settings and when posting a project: the one vocabulary. */
export const SPECIALTY_SUGGESTIONS = STYLES;

export const FOOTER_RIGHTS_LINE = '© 2025 WallCraft. All rights reserved.';

/** The reasons a person picks when reporting an item, as the report form and the console show them. */
export const REPORT_REASON_LABELS: Record<TReportReason, string> = {
  spam: 'Spam',
  scam: 'Scam or fraud',
  offensive: 'Offensive content',
  harassment: 'Harassment',
  copyright: 'Copyright or stolen work',
  misleading: 'Misleading or false',
  other: 'Something else',
};

export const REPORT_TARGET_TYPE_LABELS: Record<TReportTargetType, string> = {
  user: 'Profile',
  wall: 'Wall',
  brand_project: 'Project',
  wall_project: 'Wall project',
  message: 'Message',
};

export const REPORT_STATUS_LABELS: Record<TReportStatus, string> = {
  pending: 'Pending',
  under_review: 'Under review',
  resolved: 'Resolved',
};

/** What each API token scope lets a token do, as Settings offers them. */
export const API_TOKEN_SCOPE_LABELS: Record<TApiTokenScope, string> = {
  'profile:read': 'Read your profile',
  'projects:read': 'Read projects and applications',
  'projects:write': 'Post projects, apply to them and decide on applications',
  'messages:read': 'Read your messages',
  'messages:write': 'Send messages',
  'payments:read': 'Read your payments',
  'webhooks:write': 'Manage webhooks',
};

/** What each webhook event reports, as Settings offers them. */
export const WEBHOOK_EVENT_LABELS: Record<TWebhookEventType, string> = {
  'application.created': 'An artist applied to your project',
  'application.accepted': 'Your application was accepted',
  'application.rejected': 'Your application was declined',
  'invitation.created': 'You were invited to a project',
  'invitation.accepted': 'Your invitation was accepted',
  'invitation.rejected': 'Your invitation was declined',
  'message.created': 'You received a message',
  'project.started': 'A project started',
  'project.completed': 'A project was completed',
  'payment.escrowed': 'A payment went into escrow',
  'payment.released': 'A payment was released',
  'payment.refunded': 'A payment was refunded',
  'review.published': 'Reviews were published',
  'order.paid': 'A shop order was paid',
};
