import { SPECIALTY_SUGGESTIONS } from '@wallcraft/shared';

const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/** The suggestion list: the default suggestions plus whatever the artist already has, sorted. */
export function suggestionList(selected: string[], custom: string[] = []): string[] {
  return mergeUnique([...SPECIALTY_SUGGESTIONS, ...custom, ...selected]).sort(byName);
}

/** Repeats removed regardless of case; the first spelling wins. */
export function mergeUnique(items: string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.trim().toLowerCase();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * A custom specialty is trimmed, non-empty and not a duplicate (case-insensitive).
 * Answers the error to show, or the trimmed value to add.
 */
export function checkCustomSpecialty(input: string, existing: string[]): { value: string } | { error: string } {
  const value = input.trim();
  if (!value) return { error: 'Enter a specialty' };
  if (value.length > 50) return { error: 'Specialty must be at most 50 characters' };
  if (existing.some((item) => item.toLowerCase() === value.toLowerCase()))
    return { error: 'That specialty is already in the list' };
  return { value };
}
