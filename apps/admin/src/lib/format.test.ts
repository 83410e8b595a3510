import { describe, expect, it } from 'vitest';

import { enumLabel, formatAge, formatDate, formatTotal, shortId } from './format';

describe('format helpers', () => {
  it('shortens an id to its first 8 characters', () => {
    expect(shortId('3f2a9c1e-7b4d-4e8a-9c2b-1d5e6f7a8b9c')).toBe('3f2a9c1e');
  });

  it('turns enum values into badge text', () => {
    expect(enumLabel('in_progress')).toBe('IN PROGRESS');
  });

  it('formats wire timestamps as short dates and tolerates junk', () => {
    expect(formatDate('2025-03-04T12:00:00.000Z')).toBe('Mar 4, 2025');
    expect(formatDate('not a date')).toBe('—');
  });

  it('says how long ago in the largest whole unit', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    expect(formatAge('2026-11-26T11:59:30Z', now)).toBe('just now');
    expect(formatAge('2026-11-26T11:15:00Z', now)).toBe('45 min');
    expect(formatAge('2026-11-26T07:00:00Z', now)).toBe('5 h');
    expect(formatAge('2026-11-23T12:00:00Z', now)).toBe('3 d');
    expect(formatAge('2026-10-26T12:00:00Z', now)).toBe('4 wk');
  });

  it('shows a total exactly, or with a plus once the server stopped counting', () => {
    expect(formatTotal({ count: 1234, capped: false })).toBe('1,234');
    expect(formatTotal({ count: 1000, capped: true })).toBe('1,000+');
  });
});
