const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 60 * 60],
  ['month', 30 * 24 * 60 * 60],
  ['week', 7 * 24 * 60 * 60],
  ['day', 24 * 60 * 60],
  ['hour', 60 * 60],
  ['minute', 60],
];

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago": times are stored as ISO strings and formatted here. */
export function formatRelativeTime(iso: string, now: Date = new Date()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return '';
  const seconds = Math.round((then - now.getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}

/** Initials of first and last name when both are present, otherwise 'U' (spec 1, header). */
export function initials(firstName: string | null | undefined, lastName: string | null | undefined): string {
  const first = firstName?.trim();
  const last = lastName?.trim();
  if (!first || !last) return 'U';
  return `${first[0] ?? ''}${last[0] ?? ''}`.toUpperCase();
}

/** The unread badge text: the count, or '9+' above the maximum. */
export function badgeCount(count: number, max: number): string {
  return count > max ? `${max}+` : String(count);
}
