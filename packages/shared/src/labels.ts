import type { TApiTokenScope, TReportReason, TReportStatus, TReportTargetType, TTimeline, TUserType } from './enums';

export const USER_TYPE_LABELS: Record<TUserType, string> = {
  artist: 'ARTIST',
  wall_owner: 'WALL OWNER',
  brand: 'BRAND',
};

export const BRAND_PROJECT_TIMELINE_LABELS: Record<TTimeline, string> = {
  urgent: 'ASAP',
  moderate: '1-3 months',
  flexible: '3+ months',
};

export const WALL_PROJECT_TIMELINE_LABELS: Record<TTimeline, string> = {
  urgent: '1-2 weeks',
  moderate: '1-2 months',
  flexible: '3+ months',
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

/** Specialty options offered during onboarding. */
export const ONBOARDING_SPECIALTIES = [
  { value: 'mural', label: 'MURAL' },
  { value: 'graffiti', label: 'GRAFFITI' },
  { value: 'abstract', label: 'ABSTRACT' },
  { value: 'portrait', label: 'PORTRAIT' },
  { value: 'lettering', label: 'LETTERING' },
  { value: 'geometric', label: 'GEOMETRIC' },
  { value: '3d', label: "3D/TROMPE L'OEIL" },
] as const;

/** Default specialty suggestions on the settings page. */
export const SPECIALTY_SUGGESTIONS = [
  'Graffiti',
  'Street Art',
  'Spray Paint',
  'Realism',
  'Abstract',
  'Portrait',
  'Landscape',
  'Typography',
  '3D Murals',
  'Mosaic',
  'Stencil Art',
  'Pop Art',
  'Photorealism',
  'Geometric',
  'Nature/Wildlife',
] as const;

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
