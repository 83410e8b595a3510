import { hashPassword, type DB } from '@wallcraft/db';
import type { TAdminRole } from '@wallcraft/shared';
import { expect } from 'vitest';
import { adminSessionCookie } from '../../../test/admins';
import { brandProject, hire, registerAs, type Person } from '../../../test/fixtures';
import { call, type TestApp } from '../../../test/helpers';

/** What the console's table tests share: operators of each role, an escrowed payment, a shop order. */

let made = 0;

/** A signed-in operator of this role (a new one each call), as their admin session cookie. */
export async function adminCookie(db: DB, role: TAdminRole): Promise<string> {
  made += 1;
  const username = `${role}-${made}-${Date.now()}`;
  await db
    .insertInto('admins')
    .values({ username, password_hash: await hashPassword('a-long-enough-password'), role })
    .execute();
  return adminSessionCookie(db, username);
}

export type Deal = { brand: Person; artist: Person; project: { id: string; title: string }; paymentId: string };

/** A brand's project, its accepted artist, and a payment of `amount` dollars held in escrow for them. */
export async function escrowedDeal(t: TestApp, amount: string, title = 'Dock mural'): Promise<Deal> {
  const brand = await registerAs(t.app, 'brand', { firstName: 'Bea', lastName: 'Brand' });
  const artist = await registerAs(t.app, 'artist', { firstName: 'Frida', lastName: 'Kahlo' });
  const project = await brandProject(t.database.db, brand.user.id, { title });
  await hire(t.app, brand, artist, project.id);
  const paid = await call(t.app, brand.cookie, {
    method: 'POST',
    url: '/api/transactions',
    payload: {
      projectId: project.id,
      projectType: 'brand_project',
      recipientId: artist.user.id,
      amount,
      paymentType: 'lump_sum',
    },
  });
  expect(paid.statusCode, paid.body).toBe(201);
  expect(paid.json().paymentStatus).toBe('escrowed');
  return { brand, artist, project, paymentId: paid.json().id };
}

/** A shop order written straight to the database (placing one is the shop's test), with one line per product. */
export async function shopOrder(
  db: DB,
  userId: string,
  values: {
    status?: 'placed' | 'paid' | 'shipped' | 'cancelled';
    lines: { title: string; quantity: number; cents: number }[];
    shipName?: string;
  },
) {
  const subtotal = values.lines.reduce((sum, line) => sum + line.quantity * line.cents, 0);
  const tax = Math.round(subtotal * 0.08);
  const shipping = 999;
  const order = await db
    .insertInto('orders')
    .values({
      user_id: userId,
      status: values.status ?? 'paid',
      subtotal_cents: subtotal,
      tax_cents: tax,
      shipping_cents: shipping,
      total_cents: subtotal + tax + shipping,
      ship_name: values.shipName ?? 'Ada Lovelace',
      ship_email: 'ada@example.com',
      ship_line1: '1801 Main St',
      ship_city: 'Houston',
      ship_state: 'TX',
      ship_zip: '77002',
      paid_at: values.status === 'placed' ? null : new Date(),
    })
    .returning(['id', 'total_cents'])
    .executeTakeFirstOrThrow();
  for (const line of values.lines) {
    made += 1;
    const product = await db
      .insertInto('shop_products')
      .values({
        slug: `admin-test-${made}-${Date.now()}`,
        title: line.title,
        price_cents: line.cents,
        tags: [],
        images: [],
        stock: 10,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('order_items')
      .values({
        order_id: order.id,
        product_id: product.id,
        title: line.title,
        unit_price_cents: line.cents,
        quantity: line.quantity,
        line_total_cents: line.cents * line.quantity,
      })
      .execute();
  }
  return order;
}
