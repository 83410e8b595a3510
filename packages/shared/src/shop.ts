/** The cart's limits and words about stock, the same on the server and in the apps (no zod: the shell uses them). */

/** A mural takes hundreds of cans: a line holds up to 999 (the stock permitting). */
export const MAX_CART_QUANTITY = 999;
/** Products in one cart, and lines in one order. */
export const MAX_CART_LINES = 50;

/** At or below this many left, the grid says so ("ONLY 3 LEFT"). */
export const LOW_STOCK_AT = 10;

/** Why a product cannot be had in the quantity asked: sold out, or fewer left. */
export function shortOfStockMessage(product: { title: string; stock: number }): string {
  return product.stock === 0 ? `${product.title} is out of stock` : `Only ${product.stock} left of ${product.title}`;
}
