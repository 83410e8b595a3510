import { z } from 'zod';

/** Every enumeration of the product, in one place: the database CHECK constraints and the API schemas use these. */
export const USER_TYPES = ['artist', 'wall_owner', 'brand'] as const;
export const ZUserType = z.enum(USER_TYPES);
export type TUserType = z.infer<typeof ZUserType>;

export const PROJECT_TYPES = ['brand_project', 'wall_project'] as const;
export const ZProjectType = z.enum(PROJECT_TYPES);
export type TProjectType = z.infer<typeof ZProjectType>;

export const PROJECT_STATUSES = ['open', 'in_progress', 'completed', 'cancelled'] as const;
export const ZProjectStatus = z.enum(PROJECT_STATUSES);
export type TProjectStatus = z.infer<typeof ZProjectStatus>;

export const DECISION_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export const ZDecisionStatus = z.enum(DECISION_STATUSES);
export type TDecisionStatus = z.infer<typeof ZDecisionStatus>;

export const WALL_STATUSES = ['available', 'booked', 'unavailable'] as const;
export const ZWallStatus = z.enum(WALL_STATUSES);

export const SURFACE_TYPES = ['brick', 'concrete', 'metal', 'wood', 'stucco', 'glass', 'other'] as const;
export const ZSurfaceType = z.enum(SURFACE_TYPES);

export const VISIBILITIES = ['high', 'medium', 'low', 'private'] as const;
export const ZVisibility = z.enum(VISIBILITIES);

export const TIMELINES = ['urgent', 'moderate', 'flexible'] as const;
export const ZTimeline = z.enum(TIMELINES);
export type TTimeline = z.infer<typeof ZTimeline>;

export const COMPANY_SIZES = ['startup', 'small', 'medium', 'large', 'enterprise'] as const;
export const ZCompanySize = z.enum(COMPANY_SIZES);

/** Settings say available/busy/booked, onboarding says available/limited/booked: both readings are accepted. */
export const ARTIST_AVAILABILITIES = ['available', 'limited', 'busy', 'booked'] as const;
export const ZArtistAvailability = z.enum(ARTIST_AVAILABILITIES);

export const PAYMENT_STATUSES = ['pending', 'escrowed', 'completed', 'cancelled', 'refunded'] as const;
export const ZPaymentStatus = z.enum(PAYMENT_STATUSES);

export const PAYMENT_TYPES = ['lump_sum', 'milestone'] as const;
export const ZPaymentType = z.enum(PAYMENT_TYPES);

export const MILESTONE_STATUSES = ['pending', 'in_progress', 'completed', 'paid'] as const;
export const ZMilestoneStatus = z.enum(MILESTONE_STATUSES);

export const TRACKING_STATUSES = ['active', 'paused', 'completed'] as const;
export const ZTrackingStatus = z.enum(TRACKING_STATUSES);

/** Saved items: the five tabs' types, plus wall_owner for a wall owner's profile saved from the profile page. */
export const SAVED_ITEM_TYPES = ['artist', 'wall_owner', 'brand', 'wall', 'wall_project', 'brand_project'] as const;
export const ZSavedItemType = z.enum(SAVED_ITEM_TYPES);

/** Recently viewed: a viewed user's userType, a wall, or one of the two project kinds. */
export const RECENTLY_VIEWED_TYPES = ['artist', 'wall_owner', 'brand', 'wall', 'project', 'wall_project'] as const;
export const ZRecentlyViewedType = z.enum(RECENTLY_VIEWED_TYPES);

export const NOTIFICATION_TYPES = [
  'application_received',
  'application_accepted',
  'application_rejected',
  'invitation_received',
  'invitation_accepted',
  'invitation_rejected',
  'message_received',
  'payment_created',
  'payment_released',
  'project_started',
  'project_completed',
  'review_requested',
  'tracking_update',
  'verification_completed',
  'referral_bonus',
  'project_wall_requested',
  'project_wall_accepted',
  'project_wall_rejected',
  'payment_escrowed',
  'payment_cancelled',
  'payment_refunded',
  'payment_disputed',
  'milestone_created',
  'milestone_released',
  'review_received',
  'reviews_published',
] as const;
export const ZNotificationType = z.enum(NOTIFICATION_TYPES);
export type TNotificationType = z.infer<typeof ZNotificationType>;

/**
 * The notifications page's filters, filtered and counted by the server: 'all', 'unread' (by the read flag),
 * and four categories, each a fixed set of types (so a type added later belongs nowhere until named here).
 */
export const NOTIFICATION_CATEGORIES = [
  'all',
  'unread',
  'applications',
  'invitations',
  'projects',
  'payments',
] as const;
export const ZNotificationCategory = z.enum(NOTIFICATION_CATEGORIES);
export type TNotificationCategory = z.infer<typeof ZNotificationCategory>;

export const NOTIFICATION_CATEGORY_TYPES: Record<
  Exclude<TNotificationCategory, 'all' | 'unread'>,
  readonly TNotificationType[]
> = {
  applications: ['application_received', 'application_accepted', 'application_rejected'],
  invitations: ['invitation_received', 'invitation_accepted', 'invitation_rejected'],
  projects: [
    'project_started',
    'project_completed',
    'project_wall_requested',
    'project_wall_accepted',
    'project_wall_rejected',
    'tracking_update',
    'review_requested',
    'review_received',
    'reviews_published',
  ],
  payments: [
    'payment_created',
    'payment_escrowed',
    'payment_released',
    'payment_cancelled',
    'payment_refunded',
    'payment_disputed',
    'milestone_created',
    'milestone_released',
  ],
};

export const MESSAGE_STATUSES = ['unread', 'seen'] as const;
export const ZMessageStatus = z.enum(MESSAGE_STATUSES);

/** awaiting_payment: the fee is not paid yet (nothing submitted); payment_failed: the fee's charge failed. */
export const VERIFICATION_STATUSES = [
  'awaiting_payment',
  'pending',
  'processing',
  'verified',
  'failed',
  'payment_failed',
] as const;
export const ZVerificationStatus = z.enum(VERIFICATION_STATUSES);

export const HELP_CATEGORIES = ['general', 'artists', 'walls', 'brands'] as const;
export const ZHelpCategory = z.enum(HELP_CATEGORIES);

/** What people write to WallCraft: feedback, or a contact request (section 2.19); answered from one inbox. */
export const SUPPORT_REQUEST_KINDS = ['feedback', 'contact'] as const;
export const ZSupportRequestKind = z.enum(SUPPORT_REQUEST_KINDS);
export const SUPPORT_REQUEST_STATUSES = ['open', 'in_progress', 'resolved'] as const;
export const ZSupportRequestStatus = z.enum(SUPPORT_REQUEST_STATUSES);
export type TSupportRequestStatus = z.infer<typeof ZSupportRequestStatus>;

export const ORDER_STATUSES = ['placed', 'paid', 'shipped', 'cancelled'] as const;
export const ZOrderStatus = z.enum(ORDER_STATUSES);

export const ADMIN_ROLES = ['superadmin', 'operator'] as const;
export const ZAdminRole = z.enum(ADMIN_ROLES);

export const UPLOAD_STATUSES = ['pending', 'uploaded'] as const;
