import { cartTotals, centsToDecimalString } from '@wallcraft/shared';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../test/fixtures';
import { call, createTestApp, json, type Outputs, type TestApp } from '../../../test/helpers';
import { AppError } from '../../trpc/errors';
import { embeddedProvider, type PaymentProvider } from '../payments/provider';
import * as orders from './orders';
import { ZPlaceOrderWithKeyRequest } from './schemas';
import { addProduct, ADDRESS, type TestProduct } from './test-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000' });
});
afterAll(async () => t.close());

type Buyer = Awaited<ReturnType<typeof registerUser>>;
type Cart = Outputs['shop']['cart'];
type Order = Outputs['shop']['placeOrder'];

const get = (who: Buyer | undefined, url: string) => call(t.app, who?.cookie, { method: 'GET', url });
const send = (who: Buyer | undefined, method: 'POST' | 'PUT', url: string, payload: unknown, key?: string) =>
  call(t.app, who?.cookie, {
    method,
    url,
    payload: payload as Record<string, unknown>,
    headers: key ? { 'idempotency-key': key } : {},
  });

function expectError(response: LightMyRequestResponse, status: number, message: RegExp) {
  expect({ status: response.statusCode, message: response.json().message }).toMatchObject({ status, message });
}

const dollars = centsToDecimalString;

/** An order for these lines with the figures the checkout page shows (the shared cartTotals), as it sends them. */
function orderFor(lines: { product: TestProduct; quantity: number }[], changes: Record<string, unknown> = {}) {
  const totals = cartTotals(lines.map((line) => ({ priceCents: line.product.price_cents, quantity: line.quantity })));
  return {
    items: lines.map((line) => ({
      productId: line.product.id,
      title: line.product.title,
      quantity: line.quantity,
      price: dollars(line.product.price_cents),
    })),
    subtotal: dollars(totals.subtotalCents),
    tax: dollars(totals.taxCents),
    shipping: dollars(totals.shippingCents),
    total: dollars(totals.totalCents),
    shippingAddress: ADDRESS,
    ...changes,
  };
}

const place = (who: Buyer, payload: unknown, key?: string) => send(who, 'POST', '/api/shop/orders', payload, key);

/** Everything an order can change: orders, lines, ledger rows, the stock of these products and the buyer's cart. */
async function shopState(products: TestProduct[], buyer: Buyer) {
  const db = t.database.db;
  const count = async (table: 'orders' | 'order_items' | 'ledger_entries') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const stock = await db
    .selectFrom('shop_products')
    .select(['id', 'stock'])
    .where(
      'id',
      'in',
      products.map((p) => p.id),
    )
    .orderBy('id')
    .execute();
  const cart = await db
    .selectFrom('cart_items')
    .select(['product_id', 'quantity'])
    .where('user_id', '=', buyer.user.id)
    .orderBy('product_id')
    .execute();
  return {
    orders: await count('orders'),
    lines: await count('order_items'),
    ledger: await count('ledger_entries'),
    stock,
    cart,
  };
}

describe('the catalogue', () => {
  let tagged: TestProduct;
  let retired: TestProduct;
  beforeAll(async () => {
    tagged = await addProduct(t.database.db, {
      title: 'Aaa Zebra Stencil Kit',
      description: 'Cut-out letters',
      tags: ['stencils-test', 'layout'],
      price_cents: 2299,
      compare_at_price_cents: 2799,
    });
    retired = await addProduct(t.database.db, { title: 'Aaa Retired Can', tags: ['stencils-test'], active: false });
    await addProduct(t.database.db, { title: 'Aab Second Product' });
  });

  it('lists the products on sale to anyone, by title, in the one paging shape', async () => {
    const response = await get(undefined, '/api/shop/products?limit=1');
    expect(response.statusCode).toBe(200);
    const first = json<Outputs['shop']['listProducts']>(response);
    expect(first.items).toHaveLength(1);
    expect(first.items[0]).toMatchObject({
      title: 'Aaa Zebra Stencil Kit',
      price: '22.99',
      compareAtPrice: '27.99',
      tags: ['stencils-test', 'layout'],
      stock: 50,
      active: true,
    });
    expect(first.items[0]?.images[0]).toMatch(/^\/media\/seed\/product-/);
    expect(first.nextCursor).toEqual(expect.any(String));
    const next = json<Outputs['shop']['listProducts']>(
      await get(undefined, `/api/shop/products?limit=1&cursor=${first.nextCursor}`),
    );
    expect(next.items[0]?.id).not.toBe(tagged.id);
  });

  it('searches title, description and tags, filters by tag, and never lists a product no longer sold', async () => {
    const titles = async (query: string) =>
      json<Outputs['shop']['listProducts']>(await get(undefined, `/api/shop/products?${query}`)).items.map(
        (p) => p.title,
      );
    expect(await titles('tag=stencils-test')).toEqual(['Aaa Zebra Stencil Kit']);
    expect(await titles('search=CUT-OUT')).toEqual(['Aaa Zebra Stencil Kit']);
    expect(await titles('search=stencils-te')).toEqual(['Aaa Zebra Stencil Kit']);
    expect(await titles('search=100%25')).toEqual([]);
    const tags = json<Outputs['shop']['tags']>(await get(undefined, '/api/shop/tags')).items;
    expect(tags).toContainEqual({ tag: 'stencils-test', count: 1 });
  });

  it('answers one product by id or slug, a retired one as such, and 404 for anything else', async () => {
    expect(json(await get(undefined, `/api/shop/products/${tagged.id}`)).slug).toBe(tagged.slug);
    expect(json(await get(undefined, `/api/shop/products/${tagged.slug}`)).id).toBe(tagged.id);
    expect(json(await get(undefined, `/api/shop/products/${retired.slug}`)).active).toBe(false);
    expectError(await get(undefined, '/api/shop/products/no-such-thing'), 404, /Product not found/);
    expectError(
      await get(undefined, '/api/shop/products/00000000-0000-4000-8000-000000000000'),
      404,
      /Product not found/,
    );
  });

  it('refuses a limit over 100 and a cursor it did not make', async () => {
    expectError(await get(undefined, '/api/shop/products?limit=101'), 400, /limit must be at most 100/);
    expectError(await get(undefined, '/api/shop/products?cursor=bm9wZQ'), 400, /cursor/);
  });
});

describe('the cart', () => {
  let buyer: Buyer;
  let can: TestProduct;
  let caps: TestProduct;
  let scarce: TestProduct;
  let retired: TestProduct;
  beforeAll(async () => {
    buyer = await registerUser(t.app);
    can = await addProduct(t.database.db, { stock: 30 });
    caps = await addProduct(t.database.db, { price_cents: 1299, stock: 30 });
    scarce = await addProduct(t.database.db, { title: 'Chrome Spray', stock: 2 });
    retired = await addProduct(t.database.db, { title: 'Old Can', active: false });
  });
  const cartOf = async (who: Buyer) =>
    json<Cart>(await get(who, '/api/shop/cart')).items.map((line) => [line.product.id, line.quantity]);
  const setQuantity = (who: Buyer, productId: string, quantity: unknown) =>
    send(who, 'PUT', `/api/shop/cart/items/${productId}`, { quantity });

  it('needs an account: a visitor’s cart lives in the browser', async () => {
    expect((await get(undefined, '/api/shop/cart')).statusCode).toBe(401);
    expect((await setQuantity(undefined as never, can.id, 1)).statusCode).toBe(401);
  });

  it('adds, sets and removes lines; lowering a quantity below 1 removes the product', async () => {
    expect(json<Cart>(await get(buyer, '/api/shop/cart')).items).toEqual([]);
    const added = await send(buyer, 'POST', '/api/shop/cart/items', {
      items: [
        { productId: can.id, quantity: 2 },
        { productId: caps.id, quantity: 1 },
      ],
    });
    expect(added.statusCode).toBe(200);
    expect(json<Cart>(added).items.map((line) => [line.product.title, line.quantity])).toEqual([
      [can.title, 2],
      [caps.title, 1],
    ]);
    await send(buyer, 'POST', '/api/shop/cart/items', { items: [{ productId: can.id, quantity: 3 }] });
    expect(await cartOf(buyer)).toEqual([
      [can.id, 5],
      [caps.id, 1],
    ]);
    expect((await setQuantity(buyer, can.id, 4)).statusCode).toBe(200);
    expect((await setQuantity(buyer, caps.id, 0)).statusCode).toBe(200);
    expect(await cartOf(buyer)).toEqual([[can.id, 4]]);
    // Removing what is not there is fine.
    expect((await setQuantity(buyer, caps.id, 0)).statusCode).toBe(200);
  });

  it('refuses negative, fractional and oversized quantities, unknown and retired products, and more than the stock', async () => {
    const before = await cartOf(buyer);
    for (const quantity of [-1, 1.5, 1000, 'two'])
      expectError(await setQuantity(buyer, can.id, quantity), 400, /Quantity must be a whole number from 0 to 999/);
    expectError(
      await send(buyer, 'POST', '/api/shop/cart/items', { items: [{ productId: can.id, quantity: 0 }] }),
      400,
      /Quantity must be a whole number from 1 to 999/,
    );
    expectError(await setQuantity(buyer, '00000000-0000-4000-8000-000000000000', 1), 404, /Product not found/);
    expectError(await setQuantity(buyer, 'not-a-uuid', 1), 400, /productId must be a product id/);
    expectError(await setQuantity(buyer, retired.id, 1), 409, /Old Can is no longer sold/);
    expectError(await setQuantity(buyer, scarce.id, 3), 409, /Only 2 left of Chrome Spray/);
    expectError(
      await send(buyer, 'POST', '/api/shop/cart/items', { items: [{ productId: can.id, quantity: 999 }] }),
      400,
      /at most 999 of .* you would have 1003/,
    );
    expectError(
      await send(buyer, 'POST', '/api/shop/cart/items', {
        items: [
          { productId: can.id, quantity: 1 },
          { productId: can.id, quantity: 1 },
        ],
      }),
      400,
      /already on another line/,
    );
    // All or none: the good line of a refused request is not added either.
    expectError(
      await send(buyer, 'POST', '/api/shop/cart/items', {
        items: [
          { productId: caps.id, quantity: 1 },
          { productId: scarce.id, quantity: 5 },
        ],
      }),
      409,
      /Only 2 left of Chrome Spray/,
    );
    expect(await cartOf(buyer)).toEqual(before);
  });

  it('merges a visitor’s cart at sign-in: the larger quantity, within the stock, the same however often it is sent', async () => {
    const other = await registerUser(t.app);
    await setQuantity(other, can.id, 3);
    const visitorCart = {
      items: [
        { productId: can.id, quantity: 2 },
        { productId: caps.id, quantity: 4 },
        { productId: scarce.id, quantity: 9 },
        { productId: retired.id, quantity: 1 },
        { productId: '00000000-0000-4000-8000-000000000000', quantity: 1 },
      ],
    };
    const merged = await send(other, 'POST', '/api/shop/cart/merge', visitorCart);
    expect(merged.statusCode).toBe(200);
    // Lines merged in one go share their time, so their order among themselves is the title's: compare as sets.
    const expected = [
      [can.id, 3],
      [caps.id, 4],
      [scarce.id, 2],
    ];
    const lines = json<Cart>(merged).items.map((line) => [line.product.id, line.quantity]);
    expect(lines).toHaveLength(expected.length);
    expect(lines).toEqual(expect.arrayContaining(expected));
    await send(other, 'POST', '/api/shop/cart/merge', visitorCart);
    expect(await cartOf(other)).toEqual(lines);
  });
});

describe('placing an order', () => {
  let buyer: Buyer;
  let can: TestProduct;
  let caps: TestProduct;
  let retired: TestProduct;
  beforeAll(async () => {
    buyer = await registerUser(t.app);
    can = await addProduct(t.database.db, { title: 'Black Can', price_cents: 799, stock: 40 });
    caps = await addProduct(t.database.db, { title: 'Fat Caps', price_cents: 1299, stock: 10 });
    retired = await addProduct(t.database.db, { title: 'Retired Tote', active: false });
  });

  it('prices it on the server, takes the stock, pays through the provider, books the sale and empties those lines', async () => {
    await send(buyer, 'POST', '/api/shop/cart/items', {
      items: [
        { productId: can.id, quantity: 3 },
        { productId: caps.id, quantity: 2 },
      ],
    });
    const other = await addProduct(t.database.db, { title: 'Gloves' });
    await send(buyer, 'PUT', `/api/shop/cart/items/${other.id}`, { quantity: 1 });

    const response = await place(
      buyer,
      orderFor([
        { product: can, quantity: 3 },
        { product: caps, quantity: 2 },
      ]),
    );
    expect(response.statusCode).toBe(201);
    const order = json<Order>(response);
    // 3 × 7.99 + 2 × 12.99 = 49.95; tax 8% = 3.996 → 4.00; shipping 9.99.
    expect(order).toMatchObject({
      status: 'paid',
      subtotal: '49.95',
      tax: '4.00',
      shipping: '9.99',
      total: '63.94',
      checkoutUrl: null,
      shippingAddress: { ...ADDRESS, state: 'TX' },
    });
    expect(order.paidAt).toEqual(expect.any(String));
    expect(order.items.map((item) => [item.title, item.quantity, item.price, item.lineTotal])).toEqual([
      ['Black Can', 3, '7.99', '23.97'],
      ['Fat Caps', 2, '12.99', '25.98'],
    ]);

    const stock = await t.database.db
      .selectFrom('shop_products')
      .select(['id', 'stock'])
      .where('id', 'in', [can.id, caps.id])
      .execute();
    expect(Object.fromEntries(stock.map((row) => [row.id, row.stock]))).toEqual({ [can.id]: 37, [caps.id]: 8 });
    // The lines ordered left the cart; the one not ordered stayed.
    expect(json<Cart>(await get(buyer, '/api/shop/cart')).items.map((line) => line.product.id)).toEqual([other.id]);

    const ledger = await t.database.db
      .selectFrom('ledger_entries')
      .select(['movement', 'account_type', 'user_id', 'amount_cents'])
      .where('order_id', '=', order.id)
      .orderBy('amount_cents')
      .execute();
    expect(ledger).toEqual([
      { movement: 'shop_sale', account_type: 'payer', user_id: buyer.user.id, amount_cents: -6394 },
      { movement: 'shop_sale', account_type: 'sales_tax', user_id: null, amount_cents: 400 },
      { movement: 'shop_sale', account_type: 'shop_revenue', user_id: null, amount_cents: 5994 },
    ]);
  });

  it('shows the buyer their orders, newest first, and the confirmation; anyone else gets 404', async () => {
    const placed = json<Order>(await place(buyer, orderFor([{ product: can, quantity: 1 }])));
    const list = json<Outputs['shop']['listOrders']>(await get(buyer, '/api/shop/orders?limit=1'));
    expect(list.items.map((order) => [order.id, order.status, order.total])).toEqual([
      [placed.id, 'paid', placed.total],
    ]);
    expect(list.nextCursor).toEqual(expect.any(String));
    expect(json<Order>(await get(buyer, `/api/shop/orders/${placed.id}`)).id).toBe(placed.id);

    const stranger = await registerUser(t.app);
    expectError(await get(stranger, `/api/shop/orders/${placed.id}`), 404, /Order not found/);
    expectError(await get(buyer, '/api/shop/orders/not-an-id'), 404, /Order not found/);
    expect(json<Outputs['shop']['listOrders']>(await get(stranger, '/api/shop/orders')).items).toEqual([]);
    expect((await get(undefined, '/api/shop/orders')).statusCode).toBe(401);
    expect((await place(undefined as never, orderFor([{ product: can, quantity: 1 }]))).statusCode).toBe(401);
  });

  describe('refuses, storing nothing and leaving stock, cart and ledger as they were', () => {
    const good = () => orderFor([{ product: can, quantity: 2 }]);
    const item = (changes: Record<string, unknown>) => ({ ...good().items[0], ...changes });
    const cases: [string, () => unknown, number, RegExp][] = [
      ['an empty cart', () => ({ ...good(), items: [] }), 400, /Add items to cart before checking out/],
      ['a zero quantity', () => ({ ...good(), items: [item({ quantity: 0 })] }), 400, /Quantity must be a whole/],
      ['a negative quantity', () => ({ ...good(), items: [item({ quantity: -2 })] }), 400, /Quantity must be/],
      ['a fractional quantity', () => ({ ...good(), items: [item({ quantity: 1.5 })] }), 400, /Quantity must be/],
      [
        'an unknown product',
        () => ({ ...good(), items: [item({ productId: '00000000-0000-4000-8000-000000000000' })] }),
        400,
        /items\.0\.productId: There is no product with this id/,
      ],
      [
        'a product no longer sold',
        () => orderFor([{ product: retired, quantity: 1 }]),
        409,
        /Retired Tote is no longer sold/,
      ],
      ['a tampered price', () => ({ ...good(), items: [item({ price: '0.01' })] }), 409, /price of Black Can is now/],
      ['a tampered total', () => ({ ...good(), total: '1.00' }), 409, /total must be 27\.25, not 1\.00/],
      ['a tampered tax', () => ({ ...good(), tax: '0.00' }), 409, /tax must be 1\.28/],
      ['free shipping', () => ({ ...good(), shipping: 0 }), 409, /shipping must be 9\.99/],
      ['more than the stock', () => orderFor([{ product: caps, quantity: 11 }]), 409, /Only \d+ left of Fat Caps/],
      [
        'an unknown state',
        () => ({ ...good(), shippingAddress: { ...ADDRESS, state: 'ZZ' } }),
        400,
        /state: State must/,
      ],
      ['a malformed ZIP', () => ({ ...good(), shippingAddress: { ...ADDRESS, zip: '770' } }), 400, /zip: ZIP must be/],
      ['no address', () => ({ ...good(), shippingAddress: undefined }), 400, /shippingAddress/],
      ['a bad email', () => ({ ...good(), shippingAddress: { ...ADDRESS, email: 'x' } }), 400, /valid email/],
      ['a short phone', () => ({ ...good(), shippingAddress: { ...ADDRESS, phone: '5550100' } }), 400, /Phone must/],
      ['the same product twice', () => ({ ...good(), items: [item({}), item({})] }), 400, /already on another line/],
      ['money with 3 decimals', () => ({ ...good(), total: '27.250' }), 400, /Total must be an amount/],
    ];
    for (const [what, payload, status, message] of cases)
      it(what, async () => {
        await send(buyer, 'PUT', `/api/shop/cart/items/${can.id}`, { quantity: 2 });
        const before = await shopState([can, caps, retired], buyer);
        expectError(await place(buyer, payload()), status, message);
        expect(await shopState([can, caps, retired], buyer)).toEqual(before);
      });
  });

  it('answers a tampered figure with the server’s figures, which the buyer can then send', async () => {
    const refused = await place(buyer, orderFor([{ product: can, quantity: 2 }], { total: '20.00' }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CONFLICT',
      details: {
        items: [{ productId: can.id, title: 'Black Can', price: '7.99', quantity: 2, lineTotal: '15.98' }],
        subtotal: '15.98',
        tax: '1.28',
        shipping: '9.99',
        total: '27.25',
      },
    });
    const { details } = refused.json();
    const again = await place(buyer, { ...orderFor([{ product: can, quantity: 2 }]), total: details.total });
    expect(again.statusCode).toBe(201);
  });

  it('takes an Idempotency-Key as payments do: the same key and body answer the first order, another body 409', async () => {
    const body = orderFor([{ product: can, quantity: 1 }]);
    const before = await shopState([can], buyer);
    const first = await place(buyer, body, 'order-key-1');
    expect(first.statusCode).toBe(201);
    const again = await place(buyer, body, 'order-key-1');
    expect(again.statusCode).toBe(201);
    expect(json<Order>(again).id).toBe(json<Order>(first).id);
    expect((await shopState([can], buyer)).stock).toEqual([{ id: can.id, stock: before.stock[0]!.stock - 1 }]);
    expect((await shopState([can], buyer)).orders).toBe(before.orders + 1);

    expectError(
      await place(buyer, orderFor([{ product: can, quantity: 2 }]), 'order-key-1'),
      409,
      /already used for a different order/,
    );
    // Another buyer's key space is their own.
    const other = await registerUser(t.app);
    expect((await place(other, body, 'order-key-1')).statusCode).toBe(201);
    expectError(await place(buyer, body, 'has spaces'), 400, /Idempotency-Key must be printable ASCII/);

    // tRPC clients send the key in the input; header and input must agree.
    const trpc = (input: object, key?: string) =>
      call(t.app, buyer.cookie, {
        method: 'POST',
        url: '/trpc/shop.placeOrder',
        payload: input as Record<string, unknown>,
        headers: key ? { 'idempotency-key': key } : {},
      });
    const viaTrpc = await trpc({ ...body, idempotencyKey: 'trpc-order' });
    expect(viaTrpc.statusCode).toBe(200);
    const replayed = await trpc({ ...body, idempotencyKey: 'trpc-order' });
    expect(replayed.json().result.data.id).toBe(viaTrpc.json().result.data.id);
    expect((await trpc({ ...body, idempotencyKey: 'a' }, 'b')).statusCode).toBe(400);
  });

  it('stores nothing when the provider declines the charge', async () => {
    const declining: PaymentProvider = {
      ...embeddedProvider,
      charge: () => Promise.reject(new AppError('PAYMENT_DECLINED', 'Your card was declined; nothing was charged.')),
    };
    await send(buyer, 'PUT', `/api/shop/cart/items/${can.id}`, { quantity: 2 });
    const before = await shopState([can], buyer);
    const input = ZPlaceOrderWithKeyRequest.parse(orderFor([{ product: can, quantity: 2 }]));
    await expect(orders.placeOrder(t.database.db, declining, buyer.user.id, input, 'declined-1')).rejects.toThrow(
      /declined/,
    );
    expect(await shopState([can], buyer)).toEqual(before);
  });

  it('sells the last units once when two buyers order them at the same moment', async () => {
    const last = await addProduct(t.database.db, { title: 'Last Cans', stock: 3 });
    const [a, b] = [await registerUser(t.app), await registerUser(t.app)];
    const results = await Promise.all([a, b].map((who) => place(who, orderFor([{ product: last, quantity: 2 }]))));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json().message).toBe('Only 1 left of Last Cans');
    const row = await t.database.db
      .selectFrom('shop_products')
      .select('stock')
      .where('id', '=', last.id)
      .executeTakeFirstOrThrow();
    expect(row.stock).toBe(1);
  });

  it('keeps every order’s ledger balanced and its total = subtotal + tax + shipping', async () => {
    const { rows } = await sql<{ id: string }>`
      SELECT o.id FROM orders o
      WHERE o.status = 'paid' AND (SELECT coalesce(sum(amount_cents), 0) FROM ledger_entries l WHERE l.order_id = o.id) <> 0
         OR (SELECT -sum(amount_cents) FROM ledger_entries l WHERE l.order_id = o.id AND l.account_type = 'payer')
            <> o.total_cents`.execute(t.database.db);
    expect(rows).toEqual([]);
  });
});

describe('the REST document', () => {
  it('lists every shop path with its method', async () => {
    const document = json<{ paths: Record<string, Record<string, unknown>> }>(
      await get(undefined, '/api/openapi.json'),
    );
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations).toEqual(
      expect.arrayContaining([
        'GET /shop/products',
        'GET /shop/products/{idOrSlug}',
        'GET /shop/tags',
        'GET /shop/cart',
        'PUT /shop/cart/items/{productId}',
        'POST /shop/cart/items',
        'POST /shop/cart/merge',
        'POST /shop/orders',
        'GET /shop/orders',
        'GET /shop/orders/{id}',
      ]),
    );
  });
});
