import type { DB } from '@wallcraft/db';
import { centsToDecimalString, MAX_CART_LINES, MAX_CART_QUANTITY, shortOfStockMessage } from '@wallcraft/shared';
import type { TCartItemsRequest, TSetCartItemRequest } from '@wallcraft/shared/schemas';
import { isUuid } from '../../lib/fields';
import { AppError } from '../../trpc/errors';
import * as queries from './queries';
import type { TCart, TListProductsRequest, TShopProduct } from './schemas';

/**
 * The catalogue and the signed-in user's cart. The rules every cart change keeps: a product that exists, is sold
 * (active) and has the stock; 1 to 999 of it; at most 50 products. Orders are in orders.ts.
 */

const dollars = centsToDecimalString;

export function toProduct(row: queries.ProductRow): TShopProduct {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    price: dollars(row.price_cents),
    compareAtPrice: row.compare_at_price_cents === null ? null : dollars(row.compare_at_price_cents),
    tags: row.tags,
    images: row.images,
    stock: row.stock,
    active: row.active,
  };
}

export async function listProducts(db: DB, input: TListProductsRequest) {
  return queries.listProducts(db, input, (row) => toProduct(row));
}

export async function listTags(db: DB) {
  return { items: await queries.listTags(db) };
}

/** By id or slug. A product no longer sold is still found (old links and carts show it as such). */
export async function getProduct(db: DB, idOrSlug: string): Promise<TShopProduct> {
  const row = await queries.findProduct(db, isUuid(idOrSlug) ? { id: idOrSlug } : { slug: idOrSlug });
  if (!row) throw new AppError('NOT_FOUND', 'Product not found');
  return toProduct(row);
}

export async function getCart(db: DB, userId: string): Promise<TCart> {
  const rows = await queries.cartLines(db, userId);
  return { items: rows.map((row) => ({ product: toProduct(row), quantity: row.quantity })) };
}

/** The 409 when a product cannot be had in that quantity: sold out, or fewer left. */
export function shortOf(product: { title: string; stock: number }): AppError {
  return new AppError('CONFLICT', shortOfStockMessage(product), { details: { stock: product.stock } });
}

export const notSold = (product: { title: string }) =>
  new AppError('CONFLICT', `${product.title} is no longer sold; remove it from your cart`);

/** A quantity the cart can hold of a product: it is sold, in stock, and at most 999. */
function checkQuantity(product: queries.ProductRow, quantity: number) {
  if (!product.active) throw notSold(product);
  if (quantity > MAX_CART_QUANTITY)
    throw new AppError(
      'INVALID_INPUT',
      `You can have at most ${MAX_CART_QUANTITY} of ${product.title} in your cart; you would have ${quantity}`,
    );
  if (quantity > product.stock) throw shortOf(product);
}

/** Sets a line's quantity; 0 removes it (removing what is not there is fine). */
export async function setCartItem(db: DB, userId: string, input: TSetCartItemRequest): Promise<TCart> {
  if (input.quantity === 0) {
    await queries.removeFromCart(db, userId, [input.productId]);
    return getCart(db, userId);
  }
  await db.transaction().execute(async (trx) => {
    const product = await queries.findProduct(trx, { id: input.productId });
    if (!product) throw new AppError('NOT_FOUND', 'Product not found');
    checkQuantity(product, input.quantity);
    const cart = await queries.lockCartQuantities(trx, userId);
    if (!cart.has(product.id) && cart.size >= MAX_CART_LINES)
      throw new AppError('INVALID_INPUT', `A cart holds at most ${MAX_CART_LINES} products`);
    await queries.setCartQuantity(trx, userId, product.id, input.quantity);
  });
  return getCart(db, userId);
}

/** ADD TO CART (one product or an estimate's several): each quantity is added to what the cart holds, all or none. */
export async function addToCart(db: DB, userId: string, input: TCartItemsRequest): Promise<TCart> {
  await db.transaction().execute(async (trx) => {
    const products = new Map(
      (
        await queries.findProducts(
          trx,
          input.items.map((item) => item.productId),
        )
      ).map((row) => [row.id, row]),
    );
    const cart = await queries.lockCartQuantities(trx, userId);
    for (const [index, item] of input.items.entries()) {
      const product = products.get(item.productId);
      if (!product) throw new AppError('NOT_FOUND', `items.${index}.productId: Product not found`);
      checkQuantity(product, (cart.get(item.productId) ?? 0) + item.quantity);
    }
    const lines = new Set([...cart.keys(), ...input.items.map((item) => item.productId)]);
    if (lines.size > MAX_CART_LINES)
      throw new AppError('INVALID_INPUT', `A cart holds at most ${MAX_CART_LINES} products`);
    for (const item of input.items)
      await queries.setCartQuantity(trx, userId, item.productId, (cart.get(item.productId) ?? 0) + item.quantity);
  });
  return getCart(db, userId);
}

/**
 * The cart a visitor filled in the browser, joined to the account at sign-in. Each line becomes the larger of the
 * two quantities (so merging the same cart twice, a retried request, changes nothing), limited to the stock;
 * products no longer sold, unknown or sold out are left out rather than failing the sign-in's merge, and so are
 * lines past the 50-product limit. The answer is the cart as it now is.
 */
export async function mergeCart(db: DB, userId: string, input: TCartItemsRequest): Promise<TCart> {
  await db.transaction().execute(async (trx) => {
    const products = new Map(
      (
        await queries.findProducts(
          trx,
          input.items.map((item) => item.productId),
        )
      ).map((row) => [row.id, row]),
    );
    const cart = await queries.lockCartQuantities(trx, userId);
    let lines = cart.size;
    for (const item of input.items) {
      const product = products.get(item.productId);
      if (!product?.active || product.stock === 0) continue;
      const held = cart.get(item.productId);
      if (held === undefined && lines >= MAX_CART_LINES) continue;
      const quantity = Math.min(Math.max(held ?? 0, item.quantity), product.stock, MAX_CART_QUANTITY);
      if (quantity === held) continue;
      if (held === undefined) lines += 1;
      await queries.setCartQuantity(trx, userId, item.productId, quantity);
    }
  });
  return getCart(db, userId);
}
