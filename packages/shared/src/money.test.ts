import { describe, expect, it } from 'vitest';
import {
  cartTotals,
  centsToDecimalString,
  formatMoney,
  formatUsd,
  moneyToCents,
  orderTotals,
  parseDollarsToCents,
  platformFee,
} from './money';

describe('money', () => {
  it('takes a 5% platform fee rounded to the cent and leaves the rest as net', () => {
    expect(platformFee(100_000)).toEqual({ feeCents: 5000, netCents: 95_000 });
    expect(platformFee(1999)).toEqual({ feeCents: 100, netCents: 1899 });
    expect(platformFee(1)).toEqual({ feeCents: 0, netCents: 1 });
  });

  it('computes shop totals as subtotal plus 8% tax plus flat 9.99 shipping', () => {
    expect(orderTotals(10_000)).toEqual({
      subtotalCents: 10_000,
      taxCents: 800,
      shippingCents: 999,
      totalCents: 11_799,
    });
    expect(orderTotals(1299)).toMatchObject({ taxCents: 104, totalCents: 1299 + 104 + 999 });
  });

  it('prices a cart as the sum of its lines, then tax and shipping on that subtotal', () => {
    // 2 × 7.99 + 3 × 12.99 = 54.95; 8% = 4.396 → 4.40.
    expect(
      cartTotals([
        { priceCents: 799, quantity: 2 },
        { priceCents: 1299, quantity: 3 },
      ]),
    ).toEqual({
      subtotalCents: 5495,
      taxCents: 440,
      shippingCents: 999,
      totalCents: 6934,
    });
    expect(cartTotals([])).toEqual({ subtotalCents: 0, taxCents: 0, shippingCents: 0, totalCents: 0 });
  });

  it('parses budgets that hold $, commas and spaces, and refuses anything else', () => {
    expect(parseDollarsToCents('$5,000')).toBe(500_000);
    expect(parseDollarsToCents(' 12 500.5 ')).toBe(1_250_050);
    expect(parseDollarsToCents(49.99)).toBe(4999);
    expect(parseDollarsToCents('ten dollars')).toBeNull();
    expect(parseDollarsToCents('-5')).toBeNull();
    expect(parseDollarsToCents('1.234')).toBeNull();
    expect(parseDollarsToCents(null)).toBeNull();
  });

  it('formats cents as a decimal string', () => {
    expect(centsToDecimalString(500_050)).toBe('5000.50');
    expect(centsToDecimalString(7)).toBe('0.07');
  });

  it('formats money one way for both apps: cents always, or trimmed when whole', () => {
    expect(formatUsd(500_050)).toBe('$5,000.50');
    expect(formatUsd(500_000)).toBe('$5,000');
    expect(formatUsd(125_005)).toBe('$1,250.05');
    expect(formatUsd(0)).toBe('$0');
    expect(formatUsd(-4_999)).toBe('-$49.99');
  });

  it("writes any amount exactly as Intl's en-US currency format would", () => {
    const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const whole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    // Amounts of every length from a fixed-seed generator, both signs, plus the edges.
    let seed = 42;
    const next = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    const amounts = [0, 1, 99, 100, 101, -1, -100, 99_999, 100_000, 10 ** 13];
    for (let i = 0; i < 5_000; i++) amounts.push(Math.round((next() - 0.3) * 10 ** (1 + next() * 12)) + 0); // + 0: no -0
    for (const amount of amounts)
      expect(formatUsd(amount), String(amount)).toBe((amount % 100 === 0 ? whole : cents).format(amount / 100));
  });

  it('shows an amount from the API (ZMoney) in the one money format, with a word for a missing one', () => {
    expect(formatMoney('950.00')).toBe('$950');
    expect(formatMoney('1000.00')).toBe('$1,000');
    expect(formatMoney('1234.50')).toBe('$1,234.50');
    expect(formatMoney('550.5')).toBe('$550.50');
    expect(formatMoney('0.00')).toBe('$0');
    expect(formatMoney('-12.50')).toBe('-$12.50');
    expect(formatMoney(null)).toBe('TBD');
    expect(formatMoney(undefined, '—')).toBe('—');
    expect(formatMoney(null, '$0')).toBe('$0');
    expect(formatMoney('soon')).toBe('TBD');
  });

  it('reads an amount from the API as integer cents, the inverse of centsToDecimalString', () => {
    expect(moneyToCents('49.99')).toBe(4999);
    expect(moneyToCents('-0.07')).toBe(-7);
    expect(moneyToCents(' 12.50 ')).toBe(1250);
    expect(moneyToCents(null)).toBeNull();
    expect(moneyToCents(undefined)).toBeNull();
    expect(moneyToCents('--1.00')).toBeNull();
    for (const cents of [0, 7, -7, 1250, -1250, 500_050]) expect(moneyToCents(centsToDecimalString(cents))).toBe(cents);
  });
});
