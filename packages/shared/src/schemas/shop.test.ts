import { describe, expect, it } from 'vitest';
import { cartTotals } from '../money';
import { ZPlaceOrderRequest, ZSetCartItemRequest, ZShippingAddress } from './shop';

const ADDRESS = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  line1: '1 Main St',
  city: 'Houston',
  state: 'tx',
  zip: '77002',
};
const PRODUCT = '7d3c5a2e-8b1f-4c6d-9e0a-1b2c3d4e5f60';
const OTHER = '8e4d6b3f-9c2a-4d7e-8f1b-2c3d4e5f6a71';
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('the shipping address', () => {
  it('takes a US address, upper-cases the state and keeps ZIP+4 and a phone written any usual way', () => {
    const parsed = ZShippingAddress.parse({ ...ADDRESS, zip: '77002-1234', phone: '(713) 555-0100', line2: ' ' });
    expect(parsed).toMatchObject({ state: 'TX', zip: '77002-1234', phone: '(713) 555-0100', line2: null });
    expect(ZShippingAddress.parse({ ...ADDRESS, phone: '' }).phone).toBeNull();
  });

  it('refuses an unknown state, a malformed ZIP, a short phone and a blank name, each in words', () => {
    const cases: [object, RegExp][] = [
      [{ state: 'XX' }, /State must be a 2-letter US state code/],
      [{ state: 'Texas' }, /State must be a 2-letter US state code/],
      [{ zip: '7700' }, /ZIP must be 5 digits or ZIP\+4/],
      [{ zip: '77002-12' }, /ZIP must be 5 digits or ZIP\+4/],
      [{ phone: '555-0100' }, /Phone must be a US number of 10 digits/],
      [{ phone: 'call me' }, /Phone must be a US number of 10 digits/],
      [{ name: '  ' }, /Name is required/],
      // Left empty (the state is picked from a list): what is missing, not a format.
      [{ state: '' }, /^State is required$/],
      [{ state: '  ' }, /^State is required$/],
      [{ zip: '' }, /^ZIP is required$/],
      [{ email: 'nope' }, /valid email/],
    ];
    for (const [change, message] of cases)
      expect(messages(ZShippingAddress.safeParse({ ...ADDRESS, ...change })).join()).toMatch(message);
  });
});

describe('the order request', () => {
  const totals = cartTotals([{ priceCents: 799, quantity: 2 }]);
  const order = {
    items: [{ productId: PRODUCT, title: 'Can', quantity: 2, price: '7.99' }],
    subtotal: '15.98',
    tax: '1.28',
    shipping: 9.99,
    total: '27.25',
    shippingAddress: ADDRESS,
  };

  it('reads dollars into cents, matching the shared totals', () => {
    const parsed = ZPlaceOrderRequest.parse(order);
    expect(parsed.items[0]?.price).toBe(799);
    expect([parsed.subtotal, parsed.tax, parsed.shipping, parsed.total]).toEqual([
      totals.subtotalCents,
      totals.taxCents,
      totals.shippingCents,
      totals.totalCents,
    ]);
  });

  it('refuses an empty cart, zero, negative or fractional quantities and duplicate lines', () => {
    expect(messages(ZPlaceOrderRequest.safeParse({ ...order, items: [] }))).toEqual([
      'Add items to cart before checking out',
    ]);
    for (const quantity of [0, -1, 1.5, '2'])
      expect(
        messages(ZPlaceOrderRequest.safeParse({ ...order, items: [{ ...order.items[0], quantity }] })).join(),
      ).toMatch(/Quantity must be a whole number from 1 to 999/);
    const twice = ZPlaceOrderRequest.safeParse({ ...order, items: [order.items[0], order.items[0]] });
    expect(twice.error?.issues[0]).toMatchObject({ path: ['items', 1, 'productId'] });
    expect(messages(twice).join()).toMatch(/already on another line/);
    const two = ZPlaceOrderRequest.safeParse({
      ...order,
      items: [order.items[0], { ...order.items[0], productId: OTHER }],
    });
    expect(two.success).toBe(true);
  });

  it('refuses money that is not dollars with at most 2 decimals', () => {
    for (const total of ['-27.25', '27.255', 'lots', null])
      expect(ZPlaceOrderRequest.safeParse({ ...order, total }).success).toBe(false);
  });

  it('lets the cart take 0 (remove) but nothing below', () => {
    expect(ZSetCartItemRequest.safeParse({ productId: PRODUCT, quantity: 0 }).success).toBe(true);
    expect(ZSetCartItemRequest.safeParse({ productId: PRODUCT, quantity: -1 }).success).toBe(false);
    expect(ZSetCartItemRequest.safeParse({ productId: PRODUCT, quantity: 1000 }).success).toBe(false);
  });
});
