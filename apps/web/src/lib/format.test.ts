import { describe, expect, it } from 'vitest';
import { badgeCount, formatBytes, foundLine, formatRelativeTime, initials } from './format';

const now = new Date('2025-06-01T12:00:00Z');

describe('formatRelativeTime', () => {
  it('says a few seconds ago for the last minute', () => {
    expect(formatRelativeTime('2025-06-01T11:59:30Z', now)).toBe('a few seconds ago');
  });
  it('counts minutes, hours and days in the past, in dayjs wording', () => {
    expect(formatRelativeTime('2025-06-01T11:55:00Z', now)).toBe('5 minutes ago');
    expect(formatRelativeTime('2025-06-01T09:00:00Z', now)).toBe('3 hours ago');
    expect(formatRelativeTime('2025-05-31T12:00:00Z', now)).toBe('a day ago');
    expect(formatRelativeTime('2025-05-18T12:00:00Z', now)).toBe('14 days ago');
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

describe('foundLine', () => {
  it('reads the server total, with thousands separators and + once capped', () => {
    expect(foundLine({ count: 0, capped: false }, 'WALL')).toBe('0 WALL(S) FOUND');
    expect(foundLine({ count: 70, capped: false }, 'PROJECT')).toBe('70 PROJECT(S) FOUND');
    expect(foundLine({ count: 1000, capped: true }, 'PROJECT')).toBe('1,000+ PROJECT(S) FOUND');
  });
});

describe('formatBytes', () => {
  it('reads bytes, kilobytes and megabytes as file managers count them', () => {
    expect(formatBytes(840)).toBe('840 B');
    expect(formatBytes(12 * 1024 + 300)).toBe('12 KB');
    expect(formatBytes(3.44 * 1024 * 1024)).toBe('3.4 MB');
  });
});
