import {
  formatUsd,
  initialedName,
  makeReferralCode,
  REFERRAL_ACTION_LABELS,
  REFERRAL_BONUS_CENTS,
  referralEmailKey,
} from '@wallcraft/shared';
import { daysAgo, type SeedContext } from './context';
import type { People, Person } from './people';
import { Random } from './random';

/**
 * Draws of their own (codes, ids, the demo signups beyond the first three), so adding them left every other
 * seeded value unchanged.
 */
const REFERRAL_SEED = 0x72656673;

/**
 * Every seeded user gets a referral code as registration makes one. The demo accounts have friends who joined
 * with their codes: the artist three (two paid, one pending), the wall owner two (one of each), the brand one
 * pending; the multi account none (the page's empty state). Seeded people confirmed their addresses at sign-up, so
 * a paid friend also made a first payment, order or verification; a pending one has not yet. A paid bonus comes
 * with what the API writes when it pays: the claim on the friend's address, the ledger movement and the
 * notification.
 */
export function generateReferrals(ctx: SeedContext, people: People): void {
  const { random, rows } = ctx;
  const own = new Random(REFERRAL_SEED);
  const codes = new Map<string, string>();
  const taken = new Set<string>();
  for (const user of rows.users) {
    const userId = user.id as string;
    let code = makeReferralCode((n) => own.int(0, n - 1));
    while (taken.has(code)) code = makeReferralCode((n) => own.int(0, n - 1));
    taken.add(code);
    codes.set(userId, code);
    rows.referral_codes.push({ user_id: userId, code, created_at: user.created_at });
  }

  const { artist, owner, brand } = people.demo;
  const demoIds = new Set(Object.values(people.demo).map((d) => d.id));
  // The demo artist's three friends and their dates are drawn from the main stream, as before codes existed.
  const artistFriends = random.sample(
    people.artists.filter((a) => !demoIds.has(a.id)),
    3,
  );
  const artistDates = artistFriends.map((_, i) => daysAgo(ctx, 40 - i * 10));
  const referred = new Set([...demoIds, ...artistFriends.map((f) => f.id)]);
  const others = own.sample(
    [...people.owners, ...people.brands].filter((p) => !referred.has(p.id)),
    3,
  );
  const ago = (days: number) => new Date(ctx.now.getTime() - days * 86_400_000 - own.int(0, 86_399) * 1000);

  const signups: { referrer: Person; friend: Person; at: Date; paid: boolean }[] = [
    ...artistFriends.map((friend, i) => ({ referrer: artist, friend, at: artistDates[i] as Date, paid: i < 2 })),
    { referrer: owner, friend: others[0] as Person, at: ago(25), paid: true },
    { referrer: owner, friend: others[1] as Person, at: ago(3), paid: false },
    { referrer: brand, friend: others[2] as Person, at: ago(6), paid: false },
  ];
  const emails = new Map(rows.users.map((user) => [user.id as string, user.email]));
  for (const { referrer, friend, at, paid } of signups) {
    const id = own.uuid();
    rows.referral_signups.push({
      id,
      referrer_id: referrer.id,
      referred_user_id: friend.id,
      code: codes.get(referrer.id) as string,
      bonus_cents: REFERRAL_BONUS_CENTS,
      bonus_paid: paid,
      paid_at: paid ? at : null,
      status: paid ? 'paid' : 'pending',
      first_action: paid ? 'order' : null,
      first_action_at: paid ? at : null,
      due_at: paid ? at : null,
      created_at: at,
    });
    if (!paid) continue;
    rows.referral_bonus_addresses.push({
      email_key: referralEmailKey(emails.get(friend.id) as string),
      referral_signup_id: id,
      created_at: at,
    });
    // The movement the API writes: the platform's marketing expense pays the referrer's account.
    const leg = (account_type: 'platform_marketing' | 'referrer', user_id: string | null, amount_cents: number) => ({
      referral_signup_id: id,
      movement: 'referral_bonus' as const,
      account_type,
      user_id,
      amount_cents,
      created_at: at,
    });
    rows.ledger_entries.push(
      leg('platform_marketing', null, -REFERRAL_BONUS_CENTS),
      leg('referrer', referrer.id, REFERRAL_BONUS_CENTS),
    );
    rows.notifications.push({
      user_id: referrer.id,
      type: 'referral_bonus',
      title: 'Referral bonus',
      message: `You earned ${formatUsd(REFERRAL_BONUS_CENTS)}: ${initialedName(friend.firstName, friend.lastName)} joined with your code, confirmed their email and made their ${REFERRAL_ACTION_LABELS.order}.`,
      created_at: at,
    });
  }
}
