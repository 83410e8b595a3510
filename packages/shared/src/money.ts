import { PLATFORM_FEE_BPS, SALES_TAX_BPS, SHIPPING_FLAT_CENTS } from './constants';

/** Basis-point share of an amount in cents, rounded half up to the cent. */
export function bpsOf(amountCents: number, bps: number): number {
  return Math.round((amountCents * bps) / 10_000);
}

export function platformFee(amountCents: number): { feeCents: number; netCents: number } {
  const feeCents = bpsOf(amountCents, PLATFORM_FEE_BPS);
  return { feeCents, netCents: amountCents - feeCents };
}

/**
 * A shop order's figures from its subtotal, in integer cents: tax is SALES_TAX_BPS (8%) of the subtotal rounded half
 * up to the cent (bpsOf: 8% of a whole number of cents is never exactly half a cent, so no tie is ever rounded),
 * shipping is the flat SHIPPING_FLAT_CENTS (9.99) for any order with something in it, and the total is their sum.
 */
export function orderTotals(subtotalCents: number): {
  subtotalCents: number;
  taxCents: number;
  shippingCents: number;
  totalCents: number;
} {
  const taxCents = bpsOf(subtotalCents, SALES_TAX_BPS);
  const shippingCents = subtotalCents > 0 ? SHIPPING_FLAT_CENTS : 0;
  return { subtotalCents, taxCents, shippingCents, totalCents: subtotalCents + taxCents + shippingCents };
}

/** A cart line: what one unit costs (integer cents) and how many. */
export type PricedLine = { priceCents: number; quantity: number };

/**
 * The one way a cart becomes money, used by the server to price an order (from the database's prices) and by the
 * checkout page to show it (from the prices it was served): subtotal = Σ price × quantity, then orderTotals.
 */
export function cartTotals(lines: readonly PricedLine[]): ReturnType<typeof orderTotals> {
  return orderTotals(lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0));
}

/** "$5,000.50" → 500050; returns null for anything that is not a non-negative amount of dollars. */
export function parseDollarsToCents(input: string | number | null | undefined): number | null {
  if (input === null || input === undefined) return null;
  const text = String(input).replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/**
 * 500050 → "5000.50": the one way the server writes an amount (ZMoney: a decimal string of US dollars with two
 * decimals, never a float); null (an amount not given) stays null.
 */
export function centsToDecimalString(cents: number): string;
export function centsToDecimalString(cents: number | null): string | null;
export function centsToDecimalString(cents: number | null): string | null {
  if (cents === null) return null;
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * The one money format of both apps and the server's messages: cents only when there are some, so a budget,
 * a quote and a payment read alike (500000 → "$5,000", 500050 → "$5,000.50", -1250 → "-$12.50"). Written out
 * rather than with Intl.NumberFormat, whose first currency format loads locale data: about 15 ms of a phone's
 * main thread while a page's code starts, for a format that never changes.
 */
export function formatUsd(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const dollars = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = abs % 100;
  return `${sign}$${dollars}${rest ? `.${String(rest).padStart(2, '0')}` : ''}`;
}

/**
 * The apps' one money format, for every amount the API sends (ZMoney: a decimal string of US dollars, "5000.00"):
 * cents only when there are some, as formatUsd writes them ("$5,000", "$5,000.50", "-$12.50"); `missing` when
 * there is no amount (null) or it is not one.
 */
export function formatMoney(amount: string | null | undefined, missing = 'TBD'): string {
  const cents = moneyToCents(amount);
  return cents === null ? missing : formatUsd(cents);
}

/** An amount from the API ("-12.50") in integer cents (-1250), for sums and charts; null when there is none. */
export function moneyToCents(amount: string | null | undefined): number | null {
  if (amount === null || amount === undefined) return null;
  const text = amount.trim();
  const negative = text.startsWith('-');
  const cents = parseDollarsToCents(negative ? text.slice(1) : text);
  return cents === null ? null : negative ? -cents : cents;
}
