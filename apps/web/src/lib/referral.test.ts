import { beforeEach, describe, expect, it } from 'vitest';
import { forgetReferral, keptReferral, rememberReferral } from './referral';

describe('the referral code of ?ref=', () => {
  const store = new Map<string, string>();
  beforeEach(() => {
    store.clear();
    globalThis.localStorage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    } as Storage;
  });

  it('keeps the code of the link, upper-cased, until it is forgotten', () => {
    rememberReferral('?tab=artists&ref=ab3kx7pq');
    expect(keptReferral()).toBe('AB3KX7PQ');
    rememberReferral('?tab=walls');
    expect(keptReferral()).toBe('AB3KX7PQ');
    rememberReferral('?ref=ZZZZ2345');
    expect(keptReferral()).toBe('ZZZZ2345');
    forgetReferral();
    expect(keptReferral()).toBeNull();
  });

  it('keeps nothing that is not shaped like a code, and lets a code go after 30 days', () => {
    rememberReferral('?ref=%3Cscript%3E');
    expect(keptReferral()).toBeNull();
    const now = Date.UTC(2026, 10, 1);
    rememberReferral('?ref=AB3KX7PQ', now);
    expect(keptReferral(now + 29 * 86_400_000)).toBe('AB3KX7PQ');
    expect(keptReferral(now + 31 * 86_400_000)).toBeNull();
    store.set('wallcraft.referral', '{not json');
    expect(keptReferral()).toBeNull();
  });
});
