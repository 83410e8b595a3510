/** Display helpers for the console's tables; money (formatUsd) and names (fullName) come from @wallcraft/shared. */

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

export function formatDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined) return '—';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : dateFormat.format(date);
}

/** The short form of an id shown in the console: its first 8 characters. */
export function shortId(id: string): string {
  return id.slice(0, 8);
}

/** `in_progress` → `IN PROGRESS`: enum values shown as badge text. */
export function enumLabel(value: string): string {
  return value.replace(/_/g, ' ').toUpperCase();
}

/** How long ago, in the largest whole unit: "45m", "5h", "3d" (a queue's age column). */
export function formatAge(value: string | Date, now: Date = new Date()): string {
  const date = value instanceof Date ? value : new Date(value);
  const minutes = Math.max(0, Math.floor((now.getTime() - date.getTime()) / 60_000));
  if (Number.isNaN(minutes)) return '—';
  if (minutes < 60) return `${minutes}m`;
  if (minutes < 60 * 24) return `${Math.floor(minutes / 60)}h`;
  return `${Math.floor(minutes / (60 * 24))}d`;
}
