/** Words about stock, the same on the server's refusals and in the apps. */

/** At or below this many left, the grid says so ("ONLY 3 LEFT"). */
export const LOW_STOCK_AT = 10;

/** Why a product cannot be had in the quantity asked: sold out, or fewer left. */
export function shortOfStockMessage(product: { title: string; stock: number }): string {
  return product.stock === 0 ? `${product.title} is out of stock` : `Only ${product.stock} left of ${product.title}`;
}
