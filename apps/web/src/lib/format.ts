import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

/** "a few seconds ago", "5 minutes ago", "a day ago": times are stored as ISO strings and formatted here. */
export function formatRelativeTime(iso: string, now: Date = new Date()): string {
  const then = dayjs(iso);
  return then.isValid() ? then.from(now) : '';
}

/** Initials of first and last name when both are present, otherwise 'U' (the header's avatar). */
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

/** A file's size as people read it: "840 B", "12 KB", "3.4 MB" (1 KB = 1024 bytes, as file managers count). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** A browse list's "N THING(S) FOUND": its server-side total, with "+" once the count is capped. */
export function foundLine(total: { count: number; capped: boolean }, noun: string): string {
  return `${total.count.toLocaleString('en-US')}${total.capped ? '+' : ''} ${noun}(S) FOUND`;
}
