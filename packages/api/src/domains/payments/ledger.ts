import type { LedgerAccountType, LedgerMovement } from '@wallcraft/db';
import { bpsOf } from '@wallcraft/shared';

/**
 * The money rules in one place, pure (the service writes what these return).
 *
 * Fee: fee_cents = amount_cents × fee_bps / 10 000 rounded half up to the cent (bpsOf), i.e.
 * floor((amount_cents × bps + 5000) / 10 000); net = amount − fee, so fee + net is always the amount.
 *
 * Accounts: payer:<user>, escrow, artist:<user>, platform_fees, platform_revenue. Each movement's entries sum to
 * zero: fund = payer −amount, escrow +amount; release = escrow −amount, artist +net, platform_fees +fee;
 * refund = escrow −amount, payer +amount. The background verification fee is a movement of its own, of a
 * verification request rather than a payment: verification_fee = payer −fee, platform_revenue +fee (the
 * platform's own income, apart from platform_fees, which holds only the fees of released payments). A referral
 * bonus is a movement of a referral signup: referral_bonus = platform_marketing −bonus, referrer:<user> +bonus (the
 * platform's marketing expense pays the referrer's account). A shop order is paid to the accounts of the shop:
 * shop_sale = payer −total, shop_revenue +(subtotal + shipping), sales_tax +tax (tax collected is owed to the
 * state, not earned, so it has an account of its own).
 */
export function splitFee(amountCents: number, feeBps: number): { feeCents: number; netCents: number } {
  const feeCents = bpsOf(amountCents, feeBps);
  return { feeCents, netCents: amountCents - feeCents };
}

export type LedgerPayment = {
  id: string;
  payer_id: string;
  recipient_id: string;
  amount_cents: number;
  platform_fee_cents: number;
  net_amount_cents: number;
};

/**
 * A movement belongs to exactly one owner: a payment (transaction_id), a verification request, a referral signup
 * or a shop order.
 */
export type NewLedgerEntry = {
  movement: LedgerMovement;
  account_type: LedgerAccountType;
  user_id: string | null;
  amount_cents: number;
} & (
  | { transaction_id: string; verification_request_id?: never; referral_signup_id?: never; order_id?: never }
  | { verification_request_id: string; transaction_id?: never; referral_signup_id?: never; order_id?: never }
  | { referral_signup_id: string; transaction_id?: never; verification_request_id?: never; order_id?: never }
  | { order_id: string; transaction_id?: never; verification_request_id?: never; referral_signup_id?: never }
);

type Owner =
  | { transaction_id: string }
  | { verification_request_id: string }
  | { referral_signup_id: string }
  | { order_id: string };

function entries(
  owner: Owner,
  movement: LedgerMovement,
  legs: [LedgerAccountType, string | null, number][],
): NewLedgerEntry[] {
  // A zero leg (a 0% fee) is no movement at all: the table refuses zero amounts.
  return legs
    .filter(([, , amount]) => amount !== 0)
    .map(([account_type, user_id, amount_cents]) => ({ ...owner, movement, account_type, user_id, amount_cents }));
}

type PaymentMovement = Exclude<LedgerMovement, 'verification_fee' | 'referral_bonus' | 'shop_sale'>;

export const LEDGER_MOVES = {
  fund: (p: LedgerPayment) =>
    entries({ transaction_id: p.id }, 'fund', [
      ['payer', p.payer_id, -p.amount_cents],
      ['escrow', null, p.amount_cents],
    ]),
  release: (p: LedgerPayment) =>
    entries({ transaction_id: p.id }, 'release', [
      ['escrow', null, -p.amount_cents],
      ['artist', p.recipient_id, p.net_amount_cents],
      ['platform_fees', null, p.platform_fee_cents],
    ]),
  refund: (p: LedgerPayment) =>
    entries({ transaction_id: p.id }, 'refund', [
      ['escrow', null, -p.amount_cents],
      ['payer', p.payer_id, p.amount_cents],
    ]),
} satisfies Record<PaymentMovement, (p: LedgerPayment) => NewLedgerEntry[]>;

/**
 * An operator's split of an escrowed payment (a dispute decided between the parties): shareCents of the amount is
 * released with the payment's own fee rate applied to that share, and the rest is refunded; one release and one
 * refund movement, each summing to zero, together emptying escrow (a zero part writes no movement).
 */
export function splitPayment(p: LedgerPayment & { platform_fee_bps: number }, shareCents: number) {
  const { feeCents, netCents } = splitFee(shareCents, p.platform_fee_bps);
  const refundCents = p.amount_cents - shareCents;
  return {
    paymentId: p.id,
    amountCents: p.amount_cents,
    shareCents,
    feeCents,
    netCents,
    refundCents,
    entries: [
      ...entries({ transaction_id: p.id }, 'release', [
        ['escrow', null, -shareCents],
        ['artist', p.recipient_id, netCents],
        ['platform_fees', null, feeCents],
      ]),
      ...entries({ transaction_id: p.id }, 'refund', [
        ['escrow', null, -refundCents],
        ['payer', p.payer_id, refundCents],
      ]),
    ],
  };
}

/** The artists' share of a split: dollars in all (cents), or a percentage of each payment (basis points). */
export type SplitShare = { cents: number } | { bps: number };

/**
 * A dispute's split over the payments escrow holds for the project, the one rule both the console's preview and the
 * decision use. A percentage takes that share of each payment (rounded half up); an amount in dollars is shared
 * out in proportion to the payments, largest remainders first, so the parts add up to it to the cent.
 */
export function planSplit(held: (LedgerPayment & { platform_fee_bps: number })[], share: SplitShare) {
  const heldCents = held.reduce((sum, p) => sum + p.amount_cents, 0);
  let shares: number[];
  if ('bps' in share) shares = held.map((p) => bpsOf(p.amount_cents, share.bps));
  else {
    const exact = held.map((p) => (heldCents ? (share.cents * p.amount_cents) / heldCents : 0));
    shares = exact.map(Math.floor);
    let left = share.cents - shares.reduce((sum, cents) => sum + cents, 0);
    const byRemainder = exact.map((value, index) => ({ index, rest: value - Math.floor(value) }));
    byRemainder.sort((a, b) => b.rest - a.rest || a.index - b.index);
    for (const { index } of byRemainder) {
      if (left <= 0) break;
      shares[index] = (shares[index] ?? 0) + 1;
      left -= 1;
    }
  }
  const parts = held.map((p, index) => splitPayment(p, shares[index] ?? 0));
  const total = (key: 'shareCents' | 'feeCents' | 'netCents' | 'refundCents') =>
    parts.reduce((sum, part) => sum + part[key], 0);
  return {
    heldCents,
    shareCents: total('shareCents'),
    feeCents: total('feeCents'),
    netCents: total('netCents'),
    refundCents: total('refundCents'),
    parts,
  };
}

/** The background verification fee a user paid for a verification request: payer → platform_revenue. */
export function verificationFeeEntries(request: { id: string; user_id: string; fee_cents: number }): NewLedgerEntry[] {
  return entries({ verification_request_id: request.id }, 'verification_fee', [
    ['payer', request.user_id, -request.fee_cents],
    ['platform_revenue', null, request.fee_cents],
  ]);
}

/** A referrer's bonus for a friend who finished onboarding: the platform's marketing expense → the referrer. */
export function referralBonusEntries(signup: {
  id: string;
  referrer_id: string;
  bonus_cents: number;
}): NewLedgerEntry[] {
  return entries({ referral_signup_id: signup.id }, 'referral_bonus', [
    ['platform_marketing', null, -signup.bonus_cents],
    ['referrer', signup.referrer_id, signup.bonus_cents],
  ]);
}

/** A paid shop order: the buyer → the shop's revenue (goods and shipping) and the sales tax it collected. */
export function shopSaleEntries(order: {
  id: string;
  user_id: string;
  subtotal_cents: number;
  tax_cents: number;
  shipping_cents: number;
  total_cents: number;
}): NewLedgerEntry[] {
  return entries({ order_id: order.id }, 'shop_sale', [
    ['payer', order.user_id, -order.total_cents],
    ['shop_revenue', null, order.subtotal_cents + order.shipping_cents],
    ['sales_tax', null, order.tax_cents],
  ]);
}
