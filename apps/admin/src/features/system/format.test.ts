import { describe, expect, it } from 'vitest';

import { formatBytes, formatWait, readinessLabel } from './format';

describe('the SYSTEM page’s wording', () => {
  it('sizes a backup in the largest fitting unit', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 * 1024 * 1024)).toBe('5.0 GB');
    expect(formatBytes(null)).toBe('—');
  });

  it('says how long the oldest job has waited, or nothing when none waits', () => {
    expect(formatWait(0)).toBe('—');
    expect(formatWait(45)).toBe('45 s');
    expect(formatWait(12 * 60 + 5)).toBe('12 min');
    expect(formatWait(3 * 3600)).toBe('3 h');
    expect(formatWait(3 * 86400)).toBe('3 d');
  });

  it('names each readiness part as its check', () => {
    expect(readinessLabel('jobs')).toBe('Job workers running');
    expect(readinessLabel('something-new')).toBe('something-new');
  });
});
