import type { DB } from '@wallcraft/db';
import type { TShippingAddress } from '@wallcraft/shared/schemas';
import { sql } from 'kysely';
import { likePattern } from '../../lib/fields';
import { page, shapedList } from '../../lib/paging';

const PRODUCT_COLUMNS = [
  'id',
  'slug',
  'title',
  'description',
  'price_cents',
  'compare_at_price_cents',
  'tags',
  'images',
  'stock',
  'active',
] as const;

export type ProductRow = NonNullable<Awaited<ReturnType<typeof findProduct>>>;

/** The grid's values, each given or not (the shape): `like` is the search as a LIKE pattern. */
type ProductListValues = { like?: string; tag?: string };

/** By title; built once per set of filters given (lib/paging.ts shapedList). */
const productList = shapedList(
  [
    ['title', 'asc'],
    ['id', 'asc'],
  ],
  (db: DB, _: null, values: ProductListValues) => {
    let query = db.selectFrom('shop_products').select(PRODUCT_COLUMNS).where('active', '=', true);
    const { like, tag } = values;
    if (like !== undefined) {
      query = query.where((eb) =>
        eb.or([
          eb('title', 'ilike', like),
          eb('description', 'ilike', like),
          eb(sql<string>`array_to_string(tags, ' ')`, 'ilike', like),
        ]),
      );
    }
    if (tag !== undefined) query = query.where(sql<boolean>`${tag} = ANY(tags)`);
    return query;
  },
);

/** The grid: products on sale, by title, with a search over title, description and tags and a tag filter. */
export function listProducts<T>(
  db: DB,
  filter: { search?: string; tag?: string; cursor?: string | null; limit: number },
  map: (row: ProductRow) => T,
) {
  const values = { like: filter.search ? likePattern(filter.search) : undefined, tag: filter.tag || undefined };
  return productList(db, null, values, filter, map);
}

/** Each tag of the products on sale, with how many carry it, most used first. */
export function listTags(db: DB) {
  return db
    .selectFrom(sql<{ tag: string }>`(SELECT unnest(tags) AS tag FROM shop_products WHERE active)`.as('t'))
    .select(['t.tag', sql<number>`count(*)::int`.as('count')])
    .groupBy('t.tag')
    .orderBy('count', 'desc')
    .orderBy('t.tag')
    .execute();
}

export function findProduct(db: DB, by: { id: string } | { slug: string }) {
  const query = db.selectFrom('shop_products').select(PRODUCT_COLUMNS);
  return ('id' in by ? query.where('id', '=', by.id) : query.where('slug', '=', by.slug)).executeTakeFirst();
}

export function findProducts(db: DB, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('shop_products').select(PRODUCT_COLUMNS).where('id', 'in', ids).execute();
}

/**
 * The products of an order, row-locked until the transaction ends, in id order (so two orders of the same
 * products take their locks in the same order and never deadlock): stock is read and taken under the lock.
 */
export function lockProducts(trx: DB, ids: readonly string[]) {
  return trx
    .selectFrom('shop_products')
    .select(PRODUCT_COLUMNS)
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
}

export async function takeStock(trx: DB, productId: string, quantity: number): Promise<void> {
  await trx
    .updateTable('shop_products')
    .set({ stock: sql`stock - ${quantity}`, updated_at: sql`now()` })
    .where('id', '=', productId)
    .execute();
}

/** An order that was never paid gives its stock back. */
export async function returnStock(trx: DB, orderId: string): Promise<void> {
  await sql`
    UPDATE shop_products p SET stock = p.stock + i.quantity, updated_at = now()
    FROM order_items i WHERE i.order_id = ${orderId} AND i.product_id = p.id`.execute(trx);
}

// ---- the cart ----

export function cartLines(db: DB, userId: string) {
  return db
    .selectFrom('cart_items as c')
    .innerJoin('shop_products as p', 'p.id', 'c.product_id')
    .select(PRODUCT_COLUMNS.map((column) => `p.${column}` as const))
    .select('c.quantity')
    .where('c.user_id', '=', userId)
    .orderBy('c.created_at')
    .orderBy('p.title')
    .execute();
}

/** What the user's cart holds (product → quantity), its rows locked for the change to come. */
export async function lockCartQuantities(trx: DB, userId: string): Promise<Map<string, number>> {
  const rows = await trx
    .selectFrom('cart_items')
    .select(['product_id', 'quantity'])
    .where('user_id', '=', userId)
    .forUpdate()
    .execute();
  return new Map(rows.map((row) => [row.product_id, row.quantity]));
}

export async function setCartQuantity(db: DB, userId: string, productId: string, quantity: number): Promise<void> {
  await db
    .insertInto('cart_items')
    // The statement's clock, not the transaction's: lines added together keep the order they were added in.
    .values({ user_id: userId, product_id: productId, quantity, created_at: sql`clock_timestamp()` })
    .onConflict((oc) => oc.columns(['user_id', 'product_id']).doUpdateSet({ quantity, updated_at: sql`now()` }))
    .execute();
}

export async function removeFromCart(db: DB, userId: string, productIds: readonly string[]): Promise<void> {
  if (productIds.length === 0) return;
  await db.deleteFrom('cart_items').where('user_id', '=', userId).where('product_id', 'in', productIds).execute();
}

// ---- orders ----

const ORDER_COLUMNS = [
  'id',
  'user_id',
  'status',
  'subtotal_cents',
  'tax_cents',
  'shipping_cents',
  'total_cents',
  'ship_name',
  'ship_email',
  'ship_line1',
  'ship_line2',
  'ship_city',
  'ship_state',
  'ship_zip',
  'ship_phone',
  'request_hash',
  'created_at',
  'paid_at',
] as const;

export type OrderRow = NonNullable<Awaited<ReturnType<typeof findOrder>>>;

export function findOrder(db: DB, id: string) {
  return db.selectFrom('orders').select(ORDER_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export function findOrderByKey(db: DB, userId: string, key: string) {
  return db
    .selectFrom('orders')
    .select(ORDER_COLUMNS)
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

export function listOrders(db: DB, userId: string, options: { cursor?: string | null; limit: number }) {
  return page(db.selectFrom('orders').select(ORDER_COLUMNS).where('user_id', '=', userId), {
    sort: [
      ['created_at', 'desc'],
      ['id', 'desc'],
    ],
    ...options,
  });
}

export function orderLines(db: DB, orderIds: readonly string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('order_items as i')
    .innerJoin('shop_products as p', 'p.id', 'i.product_id')
    .select(['i.order_id', 'i.product_id', 'p.slug', 'p.images', 'i.title', 'i.quantity', 'i.unit_price_cents'])
    .select('i.line_total_cents')
    .where('i.order_id', 'in', orderIds)
    .orderBy('i.order_id')
    .orderBy('i.title')
    .execute();
}

/**
 * A new order, placed (waiting for its payment). Undefined when the buyer's Idempotency-Key is already taken: by
 * an order committed first, which the unique key waits for.
 */
export function insertOrder(
  trx: DB,
  values: {
    userId: string;
    totals: { subtotalCents: number; taxCents: number; shippingCents: number; totalCents: number };
    address: TShippingAddress;
    provider: string;
    key: string | null;
    requestHash: string | null;
  },
) {
  const { totals, address } = values;
  return trx
    .insertInto('orders')
    .values({
      user_id: values.userId,
      subtotal_cents: totals.subtotalCents,
      tax_cents: totals.taxCents,
      shipping_cents: totals.shippingCents,
      total_cents: totals.totalCents,
      ship_name: address.name,
      ship_email: address.email,
      ship_line1: address.line1,
      ship_line2: address.line2 ?? null,
      ship_city: address.city,
      ship_state: address.state,
      ship_zip: address.zip,
      ship_phone: address.phone ?? null,
      provider: values.provider,
      idempotency_key: values.key,
      request_hash: values.key ? values.requestHash : null,
    })
    .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
}

export async function insertOrderLines(
  trx: DB,
  orderId: string,
  lines: { productId: string; title: string; priceCents: number; quantity: number }[],
): Promise<void> {
  await trx
    .insertInto('order_items')
    .values(
      lines.map((line) => ({
        order_id: orderId,
        product_id: line.productId,
        title: line.title,
        unit_price_cents: line.priceCents,
        quantity: line.quantity,
        line_total_cents: line.priceCents * line.quantity,
      })),
    )
    .execute();
}

export async function setPaymentRef(trx: DB, orderId: string, ref: string): Promise<void> {
  await trx
    .updateTable('orders')
    .set({ payment_ref: ref, updated_at: sql`now()` })
    .where('id', '=', orderId)
    .execute();
}

/** placed → paid or cancelled, once: a conditional update only the first caller wins. Undefined: not placed any more. */
export function settleOrder(trx: DB, orderId: string, to: 'paid' | 'cancelled', ref?: string | null) {
  return trx
    .updateTable('orders')
    .set({
      status: to,
      updated_at: sql`now()`,
      ...(to === 'paid' ? { paid_at: sql`now()` } : {}),
      ...(ref ? { payment_ref: ref } : {}),
    })
    .where('id', '=', orderId)
    .where('status', '=', 'placed')
    .returning(['id', 'user_id', 'subtotal_cents', 'tax_cents', 'shipping_cents', 'total_cents'])
    .executeTakeFirst();
}
