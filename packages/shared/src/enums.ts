import { z } from 'zod';
import {
  API_TOKEN_SCOPES,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENT_TYPES,
  USER_TYPES,
  PROJECT_TYPES,
  PROJECT_KINDS,
  PROJECT_STATUSES,
  DECISION_STATUSES,
  WALL_STATUSES,
  SURFACE_TYPES,
  VISIBILITIES,
  TIMELINES,
  PROJECT_TIMELINES,
  COMPANY_SIZES,
  ARTIST_AVAILABILITIES,
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
  MILESTONE_STATUSES,
  TRACKING_STATUSES,
  SAVED_ITEM_TYPES,
  RECENTLY_VIEWED_TYPES,
  NOTIFICATION_TYPES,
  NOTIFICATION_CATEGORIES,
  MESSAGE_STATUSES,
  VERIFICATION_STATUSES,
  HELP_CATEGORIES,
  SUPPORT_REQUEST_KINDS,
  SUPPORT_REQUEST_STATUSES,
  ORDER_STATUSES,
  ADMIN_ROLES,
  PLATFORM_SETTING_KEYS,
  REFERRAL_ACTIONS,
  REFERRAL_STATUSES,
  REPORT_TARGET_TYPES,
  REPORT_REASONS,
  REPORT_STATUSES,
} from './enum-values';
import { DISCOVER_TABS } from './filters';

/** The zod schema of each enumeration in enum-values.ts, and its type. */
export const ZUserType = z.enum(USER_TYPES);
export type TUserType = z.infer<typeof ZUserType>;
export const ZProjectType = z.enum(PROJECT_TYPES);
export type TProjectType = z.infer<typeof ZProjectType>;
export const ZProjectKind = z.enum(PROJECT_KINDS);
export type TProjectKind = z.infer<typeof ZProjectKind>;
/** The API's name of a stored project kind, and back. */
export const projectTypeOf = (kind: TProjectKind): TProjectType =>
  kind === 'brand' ? 'brand_project' : 'wall_project';
export const projectKindOf = (type: TProjectType): TProjectKind => (type === 'brand_project' ? 'brand' : 'wall');
export const ZProjectStatus = z.enum(PROJECT_STATUSES);
export type TProjectStatus = z.infer<typeof ZProjectStatus>;
export const ZDecisionStatus = z.enum(DECISION_STATUSES);
export type TDecisionStatus = z.infer<typeof ZDecisionStatus>;
export const ZWallStatus = z.enum(WALL_STATUSES);
export type TWallStatus = z.infer<typeof ZWallStatus>;
export const ZSurfaceType = z.enum(SURFACE_TYPES);
export type TSurfaceType = z.infer<typeof ZSurfaceType>;
export const ZVisibility = z.enum(VISIBILITIES);
export const ZTimeline = z.enum(TIMELINES);
export type TTimeline = z.infer<typeof ZTimeline>;

export const ZProjectTimeline = z.enum(PROJECT_TIMELINES);
export type TProjectTimeline = z.infer<typeof ZProjectTimeline>;
/**
 * A project's timeline in a request: one of the five spans, or one of the three paces projects stored before them
 * (integrators written against SDK 1.0 still send those), taken as the span each became in the migration
 * 2026_11_28_0540_timeline_values. Answers always carry the span.
 */
const LEGACY_PROJECT_TIMELINES: Record<string, TProjectTimeline> = {
  urgent: '1_2_weeks',
  moderate: '1_3_months',
  flexible: '3_6_months',
};
export const ZProjectTimelineInput = z
  .enum([...PROJECT_TIMELINES, 'urgent', 'moderate', 'flexible'])
  .transform((value): TProjectTimeline => LEGACY_PROJECT_TIMELINES[value] ?? (value as TProjectTimeline));
export const ZCompanySize = z.enum(COMPANY_SIZES);
export const ZArtistAvailability = z.enum(ARTIST_AVAILABILITIES);
export const ZPaymentStatus = z.enum(PAYMENT_STATUSES);
export const ZPaymentType = z.enum(PAYMENT_TYPES);
export const ZMilestoneStatus = z.enum(MILESTONE_STATUSES);
export const ZTrackingStatus = z.enum(TRACKING_STATUSES);
export const ZSavedItemType = z.enum(SAVED_ITEM_TYPES);
export const ZRecentlyViewedType = z.enum(RECENTLY_VIEWED_TYPES);
export const ZNotificationType = z.enum(NOTIFICATION_TYPES);
export type TNotificationType = z.infer<typeof ZNotificationType>;
export const ZNotificationCategory = z.enum(NOTIFICATION_CATEGORIES);
export type TNotificationCategory = z.infer<typeof ZNotificationCategory>;
export const ZMessageStatus = z.enum(MESSAGE_STATUSES);
export const ZVerificationStatus = z.enum(VERIFICATION_STATUSES);
export const ZHelpCategory = z.enum(HELP_CATEGORIES);
export const ZSupportRequestKind = z.enum(SUPPORT_REQUEST_KINDS);
export const ZSupportRequestStatus = z.enum(SUPPORT_REQUEST_STATUSES);
export type TSupportRequestStatus = z.infer<typeof ZSupportRequestStatus>;
export const ZOrderStatus = z.enum(ORDER_STATUSES);
export const ZAdminRole = z.enum(ADMIN_ROLES);
export type TAdminRole = z.infer<typeof ZAdminRole>;
export const ZPlatformSettingKey = z.enum(PLATFORM_SETTING_KEYS);
export type TPlatformSettingKey = z.infer<typeof ZPlatformSettingKey>;
export const ZReferralStatus = z.enum(REFERRAL_STATUSES);
export type TReferralStatus = z.infer<typeof ZReferralStatus>;
export const ZReferralAction = z.enum(REFERRAL_ACTIONS);
export type TReferralAction = z.infer<typeof ZReferralAction>;
export const ZReportTargetType = z.enum(REPORT_TARGET_TYPES);
export type TReportTargetType = z.infer<typeof ZReportTargetType>;
export const ZReportReason = z.enum(REPORT_REASONS);
export type TReportReason = z.infer<typeof ZReportReason>;
export const ZReportStatus = z.enum(REPORT_STATUSES);
export type TReportStatus = z.infer<typeof ZReportStatus>;
export const ZDiscoverTab = z.enum(DISCOVER_TABS);
export const ZApiTokenScope = z.enum(API_TOKEN_SCOPES, { error: `Scopes are ${API_TOKEN_SCOPES.join(', ')}` });
export type TApiTokenScope = z.infer<typeof ZApiTokenScope>;
export const ZWebhookEventType = z.enum(WEBHOOK_EVENT_TYPES, {
  error: `Event types are ${WEBHOOK_EVENT_TYPES.join(', ')}`,
});
export type TWebhookEventType = z.infer<typeof ZWebhookEventType>;
export const ZWebhookDeliveryStatus = z.enum(WEBHOOK_DELIVERY_STATUSES);
export type TWebhookDeliveryStatus = z.infer<typeof ZWebhookDeliveryStatus>;
