import {
  ESTIMATE_FAT_CAPS_SLUG,
  ESTIMATE_PALETTE_SLUGS,
  ESTIMATE_PRIMER_SLUG,
  ESTIMATE_SKINNY_CAPS_SLUG,
} from '@wallcraft/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import { SHOP_PRODUCTS } from './seed/shop';
import { createTestDatabase } from './testing';

let handle: DatabaseHandle;
let userId: string;
let productId: string;
beforeAll(async () => {
  handle = await createTestDatabase();
  userId = (
    await handle.db
      .insertInto('users')
      .values({ email: 'buyer@example.com', password_hash: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  productId = (
    await handle.db
      .insertInto('shop_products')
      .values({ slug: 'can', title: 'Can', price_cents: 799, tags: ['spray paint'], images: [], stock: 3 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => handle.close());

async function order(totalCents = 1862) {
  return handle.db
    .insertInto('orders')
    .values({
      user_id: userId,
      subtotal_cents: 799,
      tax_cents: 64,
      shipping_cents: 999,
      total_cents: totalCents,
      ship_state: 'TX',
      ship_zip: '77002',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

describe('the shop migration', () => {
  it('never lets stock go below zero', async () => {
    await expect(
      handle.db.updateTable('shop_products').set({ stock: -1 }).where('id', '=', productId).execute(),
    ).rejects.toThrow(/shop_products_stock_check/);
  });

  it('keeps cart quantities from 1 to 999, one line per product', async () => {
    const line = { user_id: userId, product_id: productId };
    for (const quantity of [0, 1000])
      await expect(
        handle.db
          .insertInto('cart_items')
          .values({ ...line, quantity })
          .execute(),
      ).rejects.toThrow(/cart_items_quantity_check/);
    await handle.db
      .insertInto('cart_items')
      .values({ ...line, quantity: 2 })
      .execute();
    await expect(
      handle.db
        .insertInto('cart_items')
        .values({ ...line, quantity: 1 })
        .execute(),
    ).rejects.toThrow(/cart_items_pkey/);
  });

  it('checks the state and ZIP of an address, and a key comes with its request hash', async () => {
    const base = { user_id: userId, subtotal_cents: 0, tax_cents: 0, shipping_cents: 0, total_cents: 0 };
    await expect(
      handle.db
        .insertInto('orders')
        .values({ ...base, ship_state: 'tx' })
        .execute(),
    ).rejects.toThrow(/orders_ship_state_check/);
    await expect(
      handle.db
        .insertInto('orders')
        .values({ ...base, ship_zip: '7700' })
        .execute(),
    ).rejects.toThrow(/orders_ship_zip_check/);
    await expect(
      handle.db
        .insertInto('orders')
        .values({ ...base, idempotency_key: 'k' })
        .execute(),
    ).rejects.toThrow(/orders_key_hash_check/);
    const keyed = { ...base, idempotency_key: 'k', request_hash: 'h' };
    await handle.db.insertInto('orders').values(keyed).execute();
    await expect(handle.db.insertInto('orders').values(keyed).execute()).rejects.toThrow(
      /orders_user_id_idempotency_key_key/,
    );
  });

  it('books a sale against its order: balanced, once, and only with the order as its owner', async () => {
    const { id } = await order();
    const sale = (amounts: [number, number, number], db = handle.db) =>
      db
        .insertInto('ledger_entries')
        .values([
          { order_id: id, movement: 'shop_sale', account_type: 'payer', user_id: userId, amount_cents: amounts[0] },
          {
            order_id: id,
            movement: 'shop_sale',
            account_type: 'shop_revenue',
            user_id: null,
            amount_cents: amounts[1],
          },
          { order_id: id, movement: 'shop_sale', account_type: 'sales_tax', user_id: null, amount_cents: amounts[2] },
        ])
        .execute();
    await expect(handle.db.transaction().execute((trx) => sale([-1862, 1798, 63], trx))).rejects.toThrow(/sum to zero/);
    await handle.db.transaction().execute((trx) => sale([-1862, 1798, 64], trx));
    await expect(sale([-1862, 1798, 64])).rejects.toThrow(/ledger_entries_order_movement_account_key/);
    await expect(
      handle.db
        .insertInto('ledger_entries')
        .values({ order_id: id, movement: 'fund', account_type: 'escrow', user_id: null, amount_cents: 5 })
        .execute(),
    ).rejects.toThrow(/ledger_entries_owner_check/);
  });
});

describe('the seeded catalogue', () => {
  it('holds every product the paint estimator puts in a cart, in stock', () => {
    const bySlug = new Map(SHOP_PRODUCTS.map((product) => [product.slug, product]));
    for (const slug of [
      ...ESTIMATE_PALETTE_SLUGS,
      ESTIMATE_PRIMER_SLUG,
      ESTIMATE_FAT_CAPS_SLUG,
      ESTIMATE_SKINNY_CAPS_SLUG,
    ])
      expect(bySlug.get(slug)?.stock, slug).toBeGreaterThan(100);
    expect(new Set(SHOP_PRODUCTS.map((product) => product.slug)).size).toBe(SHOP_PRODUCTS.length);
  });
});
