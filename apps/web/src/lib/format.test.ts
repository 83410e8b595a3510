import { describe, expect, it } from 'vitest';
import { badgeCount, formatRelativeTime, initials } from './format';

const now = new Date('2025-06-01T12:00:00Z');

describe('formatRelativeTime', () => {
  it('says just now for the last minute', () => {
    expect(formatRelativeTime('2025-06-01T11:59:30Z', now)).toBe('just now');
  });
  it('counts minutes, hours and days in the past', () => {
    expect(formatRelativeTime('2025-06-01T11:55:00Z', now)).toBe('5 minutes ago');
    expect(formatRelativeTime('2025-06-01T09:00:00Z', now)).toBe('3 hours ago');
    expect(formatRelativeTime('2025-05-31T12:00:00Z', now)).toBe('yesterday');
    expect(formatRelativeTime('2025-05-18T12:00:00Z', now)).toBe('2 weeks ago');
  });
  it('returns an empty string for an invalid date', () => {
    expect(formatRelativeTime('not a date', now)).toBe('');
  });
});

describe('initials', () => {
  it('uses both initials when first and last name exist', () => {
    expect(initials('ada', 'lovelace')).toBe('AL');
  });
  it('falls back to U when either name is missing', () => {
    expect(initials('Ada', null)).toBe('U');
    expect(initials(null, 'Lovelace')).toBe('U');
    expect(initials(' ', 'Lovelace')).toBe('U');
  });
});

describe('badgeCount', () => {
  it('shows the count up to the maximum and max+ above it', () => {
    expect(badgeCount(9, 9)).toBe('9');
    expect(badgeCount(10, 9)).toBe('9+');
  });
});

