import type { LedgerAccountType, LedgerMovement } from '@wallcraft/db';
import { bpsOf } from '@wallcraft/shared';

/**
 * The money rules in one place, pure (the service writes what these return).
 *
 * Fee: fee_cents = amount_cents × fee_bps / 10 000 rounded half up to the cent (bpsOf), i.e.
 * floor((amount_cents × bps + 5000) / 10 000); net = amount − fee, so fee + net is always the amount.
 *
 * Accounts: payer:<user>, escrow, artist:<user>, platform_fees. Each movement's entries sum to zero:
 * fund = payer −amount, escrow +amount; release = escrow −amount, artist +net, platform_fees +fee;
 * refund = escrow −amount, payer +amount.
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

export type NewLedgerEntry = {
  transaction_id: string;
  movement: LedgerMovement;
  account_type: LedgerAccountType;
  user_id: string | null;
  amount_cents: number;
};

function entries(
  payment: LedgerPayment,
  movement: LedgerMovement,
  legs: [LedgerAccountType, string | null, number][],
): NewLedgerEntry[] {
  // A zero leg (a 0% fee) is no movement at all: the table refuses zero amounts.
  return legs
    .filter(([, , amount]) => amount !== 0)
    .map(([account_type, user_id, amount_cents]) => ({
      transaction_id: payment.id,
      movement,
      account_type,
      user_id,
      amount_cents,
    }));
}

export const LEDGER_MOVES = {
  fund: (p: LedgerPayment) =>
    entries(p, 'fund', [
      ['payer', p.payer_id, -p.amount_cents],
      ['escrow', null, p.amount_cents],
    ]),
  release: (p: LedgerPayment) =>
    entries(p, 'release', [
      ['escrow', null, -p.amount_cents],
      ['artist', p.recipient_id, p.net_amount_cents],
      ['platform_fees', null, p.platform_fee_cents],
    ]),
  refund: (p: LedgerPayment) =>
    entries(p, 'refund', [
      ['escrow', null, -p.amount_cents],
      ['payer', p.payer_id, p.amount_cents],
    ]),
} satisfies Record<LedgerMovement, (p: LedgerPayment) => NewLedgerEntry[]>;
