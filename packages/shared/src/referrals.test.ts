import { describe, expect, it } from 'vitest';
import { REFERRAL_CODE_ALPHABET, makeReferralCode, normalizeReferralCode, referralLink } from './referrals';

describe('referral codes', () => {
  it('leaves out the characters people confuse', () => {
    for (const lookAlike of ['0', 'O', '1', 'I', 'L']) expect(REFERRAL_CODE_ALPHABET).not.toContain(lookAlike);
    expect(new Set(REFERRAL_CODE_ALPHABET).size).toBe(REFERRAL_CODE_ALPHABET.length);
  });

  it('makes eight characters from the alphabet', () => {
    let n = 0;
    const code = makeReferralCode((size) => (n += 7) % size);
    expect(code).toMatch(new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{8}$`));
    expect(makeReferralCode(() => 0)).toBe('AAAAAAAA');
    expect(makeReferralCode((size) => size - 1)).toBe('99999999');
  });

  it('reads a typed or linked code trimmed and upper-cased, and nothing that cannot be a code', () => {
    expect(normalizeReferralCode('  ab3kx7pq ')).toBe('AB3KX7PQ');
    expect(normalizeReferralCode('AVASPRAY')).toBe('AVASPRAY');
    for (const bad of ['', '   ', 'ABC', 'AB-3KX7P', 'x'.repeat(33), '<script>', null, undefined])
      expect(normalizeReferralCode(bad)).toBeNull();
  });

  it('links to the site with ?ref=', () => {
    expect(referralLink('https://wallcraft.example', 'AB3KX7PQ')).toBe('https://wallcraft.example?ref=AB3KX7PQ');
  });
});
