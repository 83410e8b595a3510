import { describe, expect, it } from 'vitest';
import {
  REFERRAL_CODE_ALPHABET,
  makeReferralCode,
  normalizeReferralCode,
  referralEmailKey,
  referralLink,
  referralRules,
} from './referrals';

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

describe('one referral bonus per mailbox', () => {
  it('reads Gmail without dots or a +tag, and googlemail.com as gmail.com', () => {
    for (const spelling of ['ab@gmail.com', 'a.b+x@gmail.com', 'A.B@GMAIL.COM', ' a.b+farm.1@googlemail.com '])
      expect(referralEmailKey(spelling), spelling).toBe('ab@gmail.com');
  });

  it('drops the +tag for Outlook.com, iCloud, Fastmail and Proton, keeping their dots', () => {
    expect(referralEmailKey('a.b+x@hotmail.com')).toBe('a.b@hotmail.com');
    expect(referralEmailKey('ab+1@outlook.com')).toBe('ab@outlook.com');
    expect(referralEmailKey('ab+1@live.com')).toBe('ab@live.com');
    expect(referralEmailKey('ab+1@me.com')).toBe('ab@icloud.com');
    expect(referralEmailKey('ab@mac.com')).toBe('ab@icloud.com');
    expect(referralEmailKey('ab+news@fastmail.com')).toBe('ab@fastmail.com');
    expect(referralEmailKey('ab+1@protonmail.com')).toBe('ab@proton.me');
  });

  it("drops Yahoo's -keyword, and keeps a + there", () => {
    expect(referralEmailKey('ab-shopping@yahoo.com')).toBe('ab@yahoo.com');
    expect(referralEmailKey('ab+x@yahoo.com')).toBe('ab+x@yahoo.com');
  });

  it('only lower-cases other domains, and leaves a leading separator alone', () => {
    expect(referralEmailKey('A.B+x@Example.com')).toBe('a.b+x@example.com');
    expect(referralEmailKey('a-b@outlook.com')).toBe('a-b@outlook.com');
    expect(referralEmailKey('+ab@gmail.com')).toBe('+ab@gmail.com');
    // Different mailboxes stay different.
    expect(referralEmailKey('ab@hotmail.com')).not.toBe(referralEmailKey('ab@outlook.com'));
  });

  it('says the rules with the bonus and the cap', () => {
    const [earn, once, cap] = referralRules('$10', 5);
    expect(earn).toMatch(/\$10 when a friend .* confirmed their email and made their first payment, shop order or/);
    expect(once).toMatch(/One bonus per person/);
    expect(cap).toBe(
      'Up to 5 bonuses are paid each calendar month; more are held for our team to review before they are paid.',
    );
    expect(referralRules('$10', 1)[2]).toMatch(/^Up to 1 bonus is paid/);
  });
});
