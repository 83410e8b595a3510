import { bpsOf, formatUsd, parseDollarsToCents } from '@wallcraft/shared';

/**
 * What the fee and the artist's share will be for the amount being typed, by the server's published rule
 * (bpsOf: the fee rounded half up to the cent). A preview only: the server computes the payment's figures.
 * Null while the amount is not (yet) a valid number of dollars.
 */
export function feePreview(amount: string, feeBps: number): { fee: string; net: string } | null {
  const cents = parseDollarsToCents(amount);
  if (cents === null || cents <= 0) return null;
  const feeCents = bpsOf(cents, feeBps);
  return { fee: formatUsd(feeCents), net: formatUsd(cents - feeCents) };
}
