/** Display helpers for the console's tables; money (formatUsd) and names (fullName) come from @wallcraft/shared. */

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** A date as the console shows it; withTime adds hours and minutes (the audit log). */
export function formatDate(value: string | Date | null | undefined, withTime = false): string {
  if (value === null || value === undefined) return '—';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return (withTime ? dateTimeFormat : dateFormat).format(date);
}

/** The short form of an id shown in the console: its first 8 characters. */
export function shortId(id: string): string {
  return id.slice(0, 8);
}

/** `in_progress` → `IN PROGRESS`: enum values shown as badge text. */
export function enumLabel(value: string): string {
  return value.replace(/_/g, ' ').toUpperCase();
}
