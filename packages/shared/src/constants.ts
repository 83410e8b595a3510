/** Business constants and limits. Money is integer cents; rates are basis points. */
export const PLATFORM_FEE_BPS = 500; // 5%, locked
export const PLATFORM_FEE_PERCENT = PLATFORM_FEE_BPS / 100;
export const SALES_TAX_BPS = 800; // 8% of the shop subtotal
export const SHIPPING_FLAT_CENTS = 999;
export const VERIFICATION_FEE_CENTS = 4999;
export const REFERRAL_BONUS_CENTS = 1000;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_UPLOAD_MB = 10;
/** Image types the upload flow accepts. SVG is refused: it can carry script. */
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
/** Files a message may carry: photos and PDFs (no GIF: attachments get no resized copies), at most 10 MB each. */
export const UPLOAD_ATTACHMENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const;
export const MAX_MESSAGE_ATTACHMENTS = 5;

export const NOTIFICATION_POLL_MS = 30_000;
export const NOTIFICATION_BADGE_MAX = 9;
export const RECENTLY_VIEWED_LIMIT = 8;
/** Each user keeps at most this many recently viewed entries: older ones are dropped when a new item is opened. */
export const MAX_RECENTLY_VIEWED_KEPT = 50;
export const DASHBOARD_MATCH_WALLS = 4;
export const DASHBOARD_MATCH_BRANDS = 4;
export const DASHBOARD_MATCH_ARTISTS = 8;
export const INSIGHTS_CURRENT_PROJECTS = 3;
export const STYLE_CHIPS_SHOWN = 3;
export const GALLERY_THUMBNAILS = 4;
export const TOAST_DURATION_MS = 5000;
export const COPIED_RESET_MS = 2000;

export const EARTH_RADIUS_MILES = 3959;
export const MAP_DEFAULT_ZOOM = 12;
export const TRACKING_MAP_ZOOM = 14;
export const HOUSTON = { latitude: 29.7604, longitude: -95.3698 } as const;
/** Items without coordinates are pinned here on the map. */
export const NASHVILLE = { latitude: 36.1627, longitude: -86.7816 } as const;
export const MAP_INFO_CARD_WIDTH = 180;

export const GEOLOCATION_OPTIONS = { enableHighAccuracy: false, timeout: 5000, maximumAge: 5 * 60 * 1000 } as const;
export const TRACKING_GEOLOCATION_OPTIONS = { enableHighAccuracy: true, timeout: 5000, maximumAge: 10_000 } as const;

export const PASSWORD_MIN_LENGTH = 8;
export const MESSAGE_MAX_LENGTH = 5000;
export const APPLICATION_MESSAGE_MAX_LENGTH = 2000;
/** Support assistant: characters per chat message and messages per conversation sent to POST /chat. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
export const CHAT_MAX_MESSAGES = 30;
export const REQUEST_BODY_LIMIT_BYTES = 1024 * 1024;

/** Page sizes for every list call: REST clients get arrays, never unbounded ones. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** Browse lists count their matches exactly up to this many; past it the total reads "1,000+". */
export const LIST_TOTAL_CAP = 1000;
