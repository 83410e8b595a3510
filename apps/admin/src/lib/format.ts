/** Display helpers for the console's tables; money (formatMoney) and names (fullName) come from @wallcraft/shared. */

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

/** How long ago, in the largest whole unit: "just now", "5 min", "3 h", "2 d", "6 wk". */
export function formatAge(value: string | Date, now: Date = new Date()): string {
  const date = value instanceof Date ? value : new Date(value);
  const minutes = Math.floor((now.getTime() - date.getTime()) / 60_000);
  if (Number.isNaN(minutes)) return '—';
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h`;
  const days = Math.floor(hours / 24);
  return days < 14 ? `${days} d` : `${Math.floor(days / 7)} wk`;
}

/** A list's total as the server counts it: exact, or "1,000+" once it stopped counting. */
export function formatTotal(total: { count: number; capped: boolean }): string {
  return `${total.count.toLocaleString('en-US')}${total.capped ? '+' : ''}`;
}
