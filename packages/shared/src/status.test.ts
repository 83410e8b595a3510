import { describe, expect, it } from 'vitest';
import { statusLabel, statusTone } from './status';

describe('statusTone', () => {
  it('reads statuses of every kind by what they mean', () => {
    expect(statusTone('pending')).toBe('waiting');
    expect(statusTone('open')).toBe('moving');
    expect(statusTone('In Progress')).toBe('moving');
    expect(statusTone('escrowed')).toBe('held');
    expect(statusTone('accepted')).toBe('done');
    expect(statusTone('rejected')).toBe('stopped');
  });
  it('counts an unknown status as stopped', () => {
    expect(statusTone('archived')).toBe('stopped');
  });
});

describe('statusLabel', () => {
  it('spells the status in capitals with spaces', () => {
    expect(statusLabel('in_progress')).toBe('IN PROGRESS');
  });
});
