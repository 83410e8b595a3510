import {
  BRAND_TIMELINE_LABELS,
  COMPANY_SIZE_LABELS,
  canonicalStyle,
  USER_TYPES,
  type TUserType,
} from '@wallcraft/shared';

export type ProfileLink = { label: string; href: string; text: string };

/** A handle as typed ("@ava", " ava ") without its leading @. */
export function stripAt(handle: string): string {
  return handle.trim().replace(/^@+/, '');
}

/** The links section: website, Instagram, X, Facebook and TikTok, in that order, skipping empty ones. */
export function profileLinks(user: {
  website: string | null;
  instagramHandle: string | null;
  twitterHandle: string | null;
  facebookHandle: string | null;
  tiktokHandle: string | null;
}): ProfileLink[] {
  const links: ProfileLink[] = [];
  const website = user.website?.trim();
  if (website)
    links.push({
      label: 'Website',
      href: /^https?:\/\//i.test(website) ? website : `https://${website}`,
      text: website.replace(/^https?:\/\//i, ''),
    });
  const handles: [string, string | null, (h: string) => string][] = [
    ['Instagram', user.instagramHandle, (h) => `https://instagram.com/${h}`],
    ['X', user.twitterHandle, (h) => `https://x.com/${h}`],
    ['Facebook', user.facebookHandle, (h) => `https://facebook.com/${h}`],
    ['TikTok', user.tiktokHandle, (h) => `https://tiktok.com/@${h}`],
  ];
  for (const [label, raw, url] of handles) {
    const handle = raw ? stripAt(raw) : '';
    if (handle) links.push({ label, href: url(encodeURIComponent(handle)), text: `@${handle}` });
  }
  return links;
}

/**
 * Which variant a profile page shows: /artists/{id} and /brands/{id} ask for that profile when the user
 * holds it; otherwise (and on /profile/{id}) the user's active profile type.
 */
export function profileVariant(
  pathname: string,
  profile: { userType: TUserType | null; userTypes: TUserType[] },
): TUserType | null {
  if (pathname.startsWith('/artists/') && profile.userTypes.includes('artist')) return 'artist';
  if (pathname.startsWith('/brands/') && profile.userTypes.includes('brand')) return 'brand';
  return profile.userType ?? profile.userTypes[0] ?? null;
}

/** A specialty in the one vocabulary's spelling (vocabulary.ts); a person's own words as typed. */
export function specialtyLabel(value: string): string {
  return canonicalStyle(value);
}

export function companySizeLabel(size: string): string {
  return (COMPANY_SIZE_LABELS as Record<string, string>)[size] ?? size;
}

export function timelineLabel(timeline: string | null): string {
  return timeline ? ((BRAND_TIMELINE_LABELS as Record<string, string>)[timeline] ?? timeline) : 'TBD';
}

export const isUserTypeValue = (value: string): value is TUserType => (USER_TYPES as readonly string[]).includes(value);
