import type { TReferralAction, TReferralStatus } from './enums';

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

/** Bonuses a referrer is paid in a calendar month (UTC) before the rest wait for an operator; operators change it. */
export const REFERRAL_MONTHLY_CAP = 5;

/** A referral's state as the referrer's list and the console name it. */
export const REFERRAL_STATUS_LABELS: Record<TReferralStatus, string> = {
  pending: 'PENDING',
  paid: 'PAID',
  held: 'HELD FOR REVIEW',
  ineligible: 'INELIGIBLE',
  rejected: 'REJECTED',
};

/** The friend's first costly action, as a sentence names it. */
export const REFERRAL_ACTION_LABELS: Record<TReferralAction, string> = {
  payment: 'first escrowed payment',
  order: 'first paid shop order',
  verification: 'paid background verification',
};

/**
 * The rules in plain words, for the referrals page and the console's settings: `bonus` as formatted money, `cap`
 * the bonuses paid a month before review.
 */
export function referralRules(bonus: string, cap: number): string[] {
  return [
    `You earn ${bonus} when a friend who joined with your code has confirmed their email and made their first payment, shop order or background verification.`,
    'One bonus per person: a second account with the same email address (Gmail dots or a +tag included) earns nothing.',
    `Up to ${cap} ${cap === 1 ? 'bonus is' : 'bonuses are'} paid each calendar month; more are held for our team to review before they are paid.`,
  ];
}

/**
 * Mail providers whose addresses have several spellings for one mailbox, as their own help pages describe them.
 * Gmail ignores dots and anything after a + (googlemail.com is gmail.com); Outlook.com (outlook, hotmail, live,
 * msn), iCloud (me.com and mac.com are the same mailboxes), Fastmail and Proton (protonmail.com is proton.me) drop
 * anything after a +; Yahoo's disposable addresses add a -keyword. Other domains are only lower-cased.
 * Migration 2026_11_28_0200 wrote the same rules in SQL for the bonuses paid before it.
 */
const DOMAIN_ALIASES: Record<string, string> = {
  'googlemail.com': 'gmail.com',
  'me.com': 'icloud.com',
  'mac.com': 'icloud.com',
  'protonmail.com': 'proton.me',
};
const TAG_SEPARATORS: Record<string, '+' | '-'> = {
  'gmail.com': '+',
  'outlook.com': '+',
  'hotmail.com': '+',
  'live.com': '+',
  'msn.com': '+',
  'icloud.com': '+',
  'fastmail.com': '+',
  'fastmail.fm': '+',
  'proton.me': '+',
  'yahoo.com': '-',
  'ymail.com': '-',
};
const DOTLESS_DOMAINS = new Set(['gmail.com']);

/** One key per mailbox: a.b+x@GoogleMail.com and ab@gmail.com are both ab@gmail.com (one referral bonus each). */
export function referralEmailKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  const typedDomain = address.slice(at + 1);
  const domain = DOMAIN_ALIASES[typedDomain] ?? typedDomain;
  let local = address.slice(0, at);
  const separator = TAG_SEPARATORS[domain];
  const tag = separator ? local.indexOf(separator) : -1;
  if (tag > 0) local = local.slice(0, tag);
  if (DOTLESS_DOMAINS.has(domain)) local = local.replaceAll('.', '');
  return `${local}@${domain}`;
}
