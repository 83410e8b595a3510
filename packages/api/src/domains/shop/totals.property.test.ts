import { createTestDatabase } from '@wallcraft/db/testing';
import { hashPassword, type DatabaseHandle } from '@wallcraft/db';
import { cartTotals, centsToDecimalString, SHIPPING_FLAT_CENTS } from '@wallcraft/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../trpc/errors';
import { embeddedProvider } from '../payments/provider';
import * as orders from './orders';
import { ZPlaceOrderWithKeyRequest } from './schemas';
import { addProduct, ADDRESS } from './test-fixtures';

/**
 * For any cart, the server's total is subtotal + round(8% of subtotal) + 999 cents, and it is the figure the checkout
 * page shows: the page displays cartTotals over the lines it was served, and the server prices the order with the
 * same cartTotals over the catalogue's prices, refusing (409) any figure that differs. The rule is written out here
 * independently of the code: tax = floor((subtotal × 8 + 50) / 100), i.e. 8% rounded half up to the cent.
 */

const taxOf = (subtotalCents: number) => Math.floor((subtotalCents * 8 + 50) / 100);

const lineArbitrary = fc.record({
  priceCents: fc.integer({ min: 1, max: 250_000 }),
  quantity: fc.integer({ min: 1, max: 99 }),
});

describe('cartTotals, the one pricing of a cart', () => {
  it('is subtotal + round half up (8% of subtotal) + 9.99 for any non-empty cart', () => {
    fc.assert(
      fc.property(fc.array(lineArbitrary, { minLength: 1, maxLength: 50 }), (lines) => {
        const subtotal = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
        const totals = cartTotals(lines);
        expect(totals).toEqual({
          subtotalCents: subtotal,
          taxCents: taxOf(subtotal),
          shippingCents: SHIPPING_FLAT_CENTS,
          totalCents: subtotal + taxOf(subtotal) + 999,
        });
        for (const value of Object.values(totals)) expect(Number.isSafeInteger(value)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('the server prices every order as the checkout page shows it', () => {
  let database: DatabaseHandle;
  let buyerId: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    const user = await database.db
      .insertInto('users')
      .values({ email: 'buyer@example.com', password_hash: await hashPassword('not-used-here') })
      .returning('id')
      .executeTakeFirstOrThrow();
    buyerId = user.id;
  });
  afterAll(async () => database?.close());

  it('accepts the figures of cartTotals and stores total = subtotal + round(8%) + 999; refuses them a cent off', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(lineArbitrary, { minLength: 1, maxLength: 6 }),
        fc.constantFrom('subtotal', 'tax', 'shipping', 'total'),
        fc.constantFrom(-1, 1),
        async (lines, tampered, off) => {
          // A catalogue holding these prices, as the page was served them.
          const products = await Promise.all(
            lines.map((line) => addProduct(database.db, { price_cents: line.priceCents, stock: line.quantity })),
          );
          const shown = cartTotals(lines);
          const request = {
            items: lines.map((line, index) => ({
              productId: products[index]!.id,
              quantity: line.quantity,
              price: centsToDecimalString(line.priceCents),
            })),
            subtotal: centsToDecimalString(shown.subtotalCents),
            tax: centsToDecimalString(shown.taxCents),
            shipping: centsToDecimalString(shown.shippingCents),
            total: centsToDecimalString(shown.totalCents),
            shippingAddress: ADDRESS,
          };

          const figure = { subtotal: shown.subtotalCents, tax: shown.taxCents, shipping: 999, total: shown.totalCents };
          const wrong = ZPlaceOrderWithKeyRequest.parse({
            ...request,
            [tampered]: centsToDecimalString(Math.max(0, figure[tampered] + off)),
          });
          const refusal = await orders.placeOrder(database.db, embeddedProvider, buyerId, wrong, null).then(
            () => null,
            (error: unknown) => error,
          );
          expect(refusal).toBeInstanceOf(AppError);
          expect((refusal as AppError).appCode).toBe('CONFLICT');
          expect((refusal as AppError).details).toMatchObject({ total: request.total });

          const placed = await orders.placeOrder(
            database.db,
            embeddedProvider,
            buyerId,
            ZPlaceOrderWithKeyRequest.parse(request),
            null,
          );
          const subtotal = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
          expect(placed.total).toBe(centsToDecimalString(subtotal + taxOf(subtotal) + 999));
          const stored = await database.db
            .selectFrom('orders')
            .select(['subtotal_cents', 'tax_cents', 'shipping_cents', 'total_cents'])
            .where('id', '=', placed.id)
            .executeTakeFirstOrThrow();
          expect(stored).toEqual({
            subtotal_cents: subtotal,
            tax_cents: taxOf(subtotal),
            shipping_cents: 999,
            total_cents: subtotal + taxOf(subtotal) + 999,
          });
        },
      ),
      { numRuns: 40 },
    );
  });
});
