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

/** A list's total as the server counts it: exact, or "1,000+" once it stopped counting. */
export function formatTotal(total: { count: number; capped: boolean }): string {
  return `${total.count.toLocaleString('en-US')}${total.capped ? '+' : ''}`;
}
