/**
 * Referral codes (spec 2.16): one per user, made at registration. Eight characters from an alphabet without
 * look-alikes (no 0/O, no 1/I/L), so a code read aloud or copied from a screenshot is typed right.
 * Codes are stored upper-case; whatever a person types or a link carries is trimmed and upper-cased first.
 */
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 8;
/** The database's bounds for a stored code (older codes may be longer than new ones). */
export const REFERRAL_CODE_MIN_LENGTH = 4;
export const REFERRAL_CODE_MAX_LENGTH = 32;
/** A code can be redeemed only this many days after one's own sign-up. */
export const REFERRAL_CODE_WINDOW_DAYS = 30;

/** A new code; `randomIndex(n)` answers an integer in [0, n) (crypto on the server, the seeded PRNG in the seed). */
export function makeReferralCode(randomIndex: (n: number) => number): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i += 1)
    code += REFERRAL_CODE_ALPHABET[randomIndex(REFERRAL_CODE_ALPHABET.length)];
  return code;
}

/** A code as a person or a link gives it: trimmed and upper-cased; null unless it has the shape of a code. */
export function normalizeReferralCode(value: string | null | undefined): string | null {
  const code = value?.trim().toUpperCase() ?? '';
  const shape = new RegExp(`^[A-Z0-9]{${REFERRAL_CODE_MIN_LENGTH},${REFERRAL_CODE_MAX_LENGTH}}$`);
  return shape.test(code) ? code : null;
}

/** The link a user shares: the site's origin plus ?ref= and the code (spec 2.16). */
export function referralLink(origin: string, code: string): string {
  return `${origin}?ref=${encodeURIComponent(code)}`;
}
