/**
 * Every enumeration of the product, in one place: the database CHECK constraints and the API schemas (enums.ts)
 * use these. Plain arrays without zod, so a page that only needs a list or a label does not load zod.
 */
export const USER_TYPES = ['artist', 'wall_owner', 'brand'] as const;

export const PROJECT_TYPES = ['brand_project', 'wall_project'] as const;

/** A project's kind as stored (`projects.kind`); the API names it by its project type (`brand_project`). */
export const PROJECT_KINDS = ['brand', 'wall'] as const;

/**
 * closed: its owner closed it and may reopen it; cancelled: an operator closed it for good; hired: an artist is
 * hired and it takes no more applications (docs/product.md).
 */
export const PROJECT_STATUSES = ['open', 'in_progress', 'completed', 'cancelled', 'closed', 'hired'] as const;

export const DECISION_STATUSES = ['pending', 'accepted', 'rejected'] as const;

export const WALL_STATUSES = ['available', 'booked', 'unavailable'] as const;

export const SURFACE_TYPES = ['brick', 'concrete', 'metal', 'wood', 'stucco', 'glass', 'other'] as const;

export const VISIBILITIES = ['high', 'medium', 'low', 'private'] as const;

/** A brand profile's usual pace (onboarding, settings). */
export const TIMELINES = ['urgent', 'moderate', 'flexible'] as const;

/**
 * A project's timeline: the five options of the spec's discover filter, which the posting forms offer too, so each
 * filter option selects exactly the projects posted with it (labels: PROJECT_TIMELINE_LABELS).
 */
export const PROJECT_TIMELINES = ['1_2_weeks', '2_4_weeks', '1_3_months', '3_6_months', '6_plus_months'] as const;

export const COMPANY_SIZES = ['startup', 'small', 'medium', 'large', 'enterprise'] as const;

/** Settings say available/busy/booked, onboarding says available/limited/booked: both readings are accepted. */
export const ARTIST_AVAILABILITIES = ['available', 'limited', 'busy', 'booked'] as const;

export const PAYMENT_STATUSES = ['pending', 'escrowed', 'completed', 'cancelled', 'refunded'] as const;

export const PAYMENT_TYPES = ['lump_sum', 'milestone'] as const;

export const MILESTONE_STATUSES = ['pending', 'in_progress', 'completed', 'paid'] as const;

export const TRACKING_STATUSES = ['active', 'paused', 'completed'] as const;

/** Saved items: the five tabs' types, plus wall_owner for a wall owner's profile saved from the profile page. */
export const SAVED_ITEM_TYPES = ['artist', 'wall_owner', 'brand', 'wall', 'wall_project', 'brand_project'] as const;

/** The saved page's tabs, filtered and counted by the server; a saved wall owner sits with the walls. */
export const SAVED_TABS = ['all', 'artists', 'walls', 'brands', 'projects'] as const;
export const SAVED_TAB_TYPES: Record<
  Exclude<(typeof SAVED_TABS)[number], 'all'>,
  readonly (typeof SAVED_ITEM_TYPES)[number][]
> = {
  artists: ['artist'],
  walls: ['wall', 'wall_owner'],
  brands: ['brand'],
  projects: ['wall_project', 'brand_project'],
};

/** Recently viewed: a viewed user's userType, a wall, or one of the two project kinds. */
export const RECENTLY_VIEWED_TYPES = ['artist', 'wall_owner', 'brand', 'wall', 'project', 'wall_project'] as const;

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
  'support_reply',
  'project_cancelled',
  'webhook_disabled',
  'project_updated',
  'project_closed_by_owner',
  'application_withdrawn',
  'invitation_withdrawn',
  'data_export_ready',
  'agreed_amount_proposed',
  'agreed_amount_confirmed',
  'agreed_amount_declined',
  'milestone_delivered',
  'milestone_changes_requested',
  'project_completion_confirmed',
] as const;

/**
 * What each notification type leads to, so that none is a dead end: the id it must carry (createNotification's
 * input requires it), or null for a type with a page of its own. A project leads to its deal room for a deal
 * (isDealNotification), else to the project's page; a payment to its receipt (or its deal room, which the server
 * reads from the payment); a message to the conversation with its sender; an application, invitation or wall request
 * received to its decision. A withdrawn project's notices name it while it exists: one deleted by its owner is gone.
 */
export const NOTIFICATION_LEADS_BY = {
  application_received: 'applicationId',
  application_accepted: 'projectId',
  application_rejected: 'projectId',
  invitation_received: 'invitationId',
  invitation_accepted: 'projectId',
  invitation_rejected: 'projectId',
  message_received: 'messageId',
  payment_created: 'transactionId',
  payment_released: 'transactionId',
  project_started: 'projectId',
  project_completed: 'projectId',
  review_requested: 'projectId',
  tracking_update: 'projectId',
  verification_completed: null,
  referral_bonus: null,
  project_wall_requested: 'wallRequestId',
  project_wall_accepted: 'projectId',
  project_wall_rejected: 'projectId',
  payment_escrowed: 'transactionId',
  payment_cancelled: 'transactionId',
  payment_refunded: 'transactionId',
  payment_disputed: 'projectId',
  milestone_created: 'projectId',
  milestone_released: 'projectId',
  review_received: 'projectId',
  reviews_published: 'projectId',
  support_reply: null,
  project_cancelled: 'projectId',
  webhook_disabled: null,
  project_updated: 'projectId',
  project_closed_by_owner: null,
  application_withdrawn: 'projectId',
  invitation_withdrawn: 'projectId',
  data_export_ready: null,
  agreed_amount_proposed: 'projectId',
  agreed_amount_confirmed: 'projectId',
  agreed_amount_declined: 'projectId',
  milestone_delivered: 'projectId',
  milestone_changes_requested: 'projectId',
  project_completion_confirmed: 'projectId',
} as const satisfies Record<
  (typeof NOTIFICATION_TYPES)[number],
  'projectId' | 'transactionId' | 'messageId' | 'applicationId' | 'invitationId' | 'wallRequestId' | null
>;

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

export const NOTIFICATION_CATEGORY_TYPES: Record<
  Exclude<(typeof NOTIFICATION_CATEGORIES)[number], 'all' | 'unread'>,
  readonly (typeof NOTIFICATION_TYPES)[number][]
> = {
  applications: ['application_received', 'application_accepted', 'application_rejected', 'application_withdrawn'],
  invitations: ['invitation_received', 'invitation_accepted', 'invitation_rejected', 'invitation_withdrawn'],
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
    'project_cancelled',
    'project_updated',
    'project_closed_by_owner',
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
    'milestone_delivered',
    'milestone_changes_requested',
    // Confirming the work releases the escrow: told (and mailed) with the payments.
    'project_completion_confirmed',
    'agreed_amount_proposed',
    'agreed_amount_confirmed',
    'agreed_amount_declined',
  ],
};

export const MESSAGE_STATUSES = ['unread', 'seen'] as const;

/** awaiting_payment: the fee is not paid yet (nothing submitted); payment_failed: the fee's charge failed. */
export const VERIFICATION_STATUSES = [
  'awaiting_payment',
  'pending',
  'processing',
  'verified',
  'failed',
  'payment_failed',
] as const;

export const HELP_CATEGORIES = ['general', 'artists', 'walls', 'brands'] as const;

/** What people write to WallCraft: feedback, or a contact request (section 2.19); answered from one inbox. */
export const SUPPORT_REQUEST_KINDS = ['feedback', 'contact'] as const;
export const SUPPORT_REQUEST_STATUSES = ['open', 'in_progress', 'resolved'] as const;

export const ORDER_STATUSES = ['placed', 'paid', 'shipped', 'cancelled'] as const;

/** viewer reads everything and changes nothing; operator acts on users, content, support and disputes; superadmin also changes settings, refunds above the threshold and manages operators. */
export const ADMIN_ROLES = ['viewer', 'operator', 'superadmin'] as const;

/** Settings operators change in the console; a missing one takes the environment's default. */
export const PLATFORM_SETTING_KEYS = [
  'platform_fee_bps',
  'payment_minimum_cents',
  'referral_bonus_cents',
  'referral_monthly_cap',
] as const;

/**
 * A referral's bonus: pending until the friend has confirmed their email and paid for something, then paid, held
 * for an operator (over the referrer's monthly cap), ineligible (their address already earned one) or rejected.
 */
export const REFERRAL_STATUSES = ['pending', 'paid', 'held', 'ineligible', 'rejected'] as const;
/** What a friend did that cost them something, the second condition of the bonus. */
export const REFERRAL_ACTIONS = ['payment', 'order', 'verification'] as const;

/** What a signed-in user can report, and why (moderation). */
export const REPORT_TARGET_TYPES = ['user', 'wall', 'brand_project', 'wall_project', 'message'] as const;
export const REPORT_REASONS = ['spam', 'scam', 'offensive', 'harassment', 'copyright', 'misleading', 'other'] as const;
export const REPORT_STATUSES = ['pending', 'under_review', 'resolved'] as const;

export const UPLOAD_STATUSES = ['pending', 'uploaded'] as const;

/** What a personal API token may do (issue 17): each REST operation a token may call names the scope it needs. */
export const API_TOKEN_SCOPES = [
  'profile:read',
  'projects:read',
  'projects:write',
  'messages:read',
  'messages:write',
  'payments:read',
  'webhooks:write',
] as const;

/** What a webhook endpoint can subscribe to (issue 17): each is produced in the transaction of the change it reports. */
export const WEBHOOK_EVENT_TYPES = [
  'application.created',
  'application.accepted',
  'application.rejected',
  'invitation.created',
  'invitation.accepted',
  'invitation.rejected',
  'message.created',
  'project.started',
  'project.completed',
  'payment.escrowed',
  'payment.released',
  'payment.refunded',
  'review.published',
  'order.paid',
] as const;

/** pending: waiting for its next attempt; succeeded: a 2xx answer; failed: retried for 3 days, given up. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
