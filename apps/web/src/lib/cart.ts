import {
  cartTotals,
  MAX_CART_LINES,
  MAX_CART_QUANTITY,
  parseDollarsToCents,
  shortOfStockMessage,
} from '@wallcraft/shared';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { errorCode } from './errors';
import { useSession } from './session';
import { trpc, type RouterOutputs } from './trpc';
import { EMPTY, readStored, subscribeStored, writeStored, type StoredLine } from './visitor-cart';
import { NO_ERROR_TOAST } from './toast';

/**
 * The cart, wherever it lives: on the server for a signed-in user (GET /shop/cart), in this browser's local
 * storage for a visitor (product ids and quantities only; the products are read from the API, so prices and
 * stock are current). At sign-in the visitor's cart is merged into the account's (useMergeVisitorCart) and
 * forgotten here (lib/visitor-cart.ts). Shop pages and the wall pages' estimator read it through useCart.
 */

export type ShopProduct = RouterOutputs['shop']['getProduct'];
export type CartLine = { product: ShopProduct; quantity: number };

/** The same rules the server keeps, checked in the browser for a visitor: sold, in stock, at most 999, 50 products. */
function checkVisitorLine(product: ShopProduct, quantity: number, lines: StoredLine[]): void {
  if (!product.active) throw new Error(`${product.title} is no longer sold`);
  if (quantity > MAX_CART_QUANTITY)
    throw new Error(`You can have at most ${MAX_CART_QUANTITY} of ${product.title} in your cart`);
  if (quantity > product.stock) throw new Error(shortOfStockMessage(product));
  if (!lines.some((line) => line.productId === product.id) && lines.length >= MAX_CART_LINES)
    throw new Error(`A cart holds at most ${MAX_CART_LINES} products`);
}

/** A product's price in integer cents (the API sends dollars with two decimals). */
export function priceCents(product: Pick<ShopProduct, 'price'>): number {
  return parseDollarsToCents(product.price) ?? 0;
}

/** The cart's figures: the shared cartTotals, the same function the server prices an order with. */
export function cartFigures(lines: readonly CartLine[]) {
  return cartTotals(lines.map((line) => ({ priceCents: priceCents(line.product), quantity: line.quantity })));
}

export function useCart() {
  const { state } = useSession();
  const signedIn = state === 'signed-in' || state === 'onboarding';
  const utils = trpc.useUtils();
  const server = trpc.shop.cart.useQuery(undefined, { enabled: signedIn });
  const stored = useSyncExternalStore(subscribeStored, readStored, () => EMPTY);
  const products = trpc.useQueries((t) =>
    signedIn ? [] : stored.map((line) => t.shop.getProduct({ idOrSlug: line.productId })),
  );
  const setCart = (cart: RouterOutputs['shop']['cart']) => utils.shop.cart.setData(undefined, cart);
  // A change rejects with its reason, which the button that asked for it tells (signed out too).
  const setItem = trpc.shop.setCartItem.useMutation({ ...NO_ERROR_TOAST, onSuccess: setCart });
  const addItems = trpc.shop.addToCart.useMutation({ ...NO_ERROR_TOAST, onSuccess: setCart });

  const lines: CartLine[] = useMemo(() => {
    if (signedIn) return server.data?.items ?? [];
    return stored.flatMap((line, index) => {
      const product = products[index]?.data;
      return product ? [{ product, quantity: line.quantity }] : [];
    });
  }, [signedIn, server.data, stored, products]);

  /** Sets a line's quantity; below 1 removes it. Rejects with the reason when the quantity cannot be had. */
  const setQuantity = async (product: ShopProduct, quantity: number) => {
    const wanted = Math.max(0, Math.floor(quantity));
    if (signedIn) {
      await setItem.mutateAsync({ productId: product.id, quantity: wanted });
      return;
    }
    const current = readStored();
    if (wanted === 0) return writeStored(current.filter((line) => line.productId !== product.id));
    checkVisitorLine(product, wanted, current);
    writeStored(
      current.some((line) => line.productId === product.id)
        ? current.map((line) => (line.productId === product.id ? { ...line, quantity: wanted } : line))
        : [...current, { productId: product.id, quantity: wanted }],
    );
  };

  /** Adds each quantity to what the cart holds (ADD TO CART, an estimate), all or none. */
  const add = async (items: { product: ShopProduct; quantity: number }[]) => {
    if (signedIn) {
      await addItems.mutateAsync({
        items: items.map((item) => ({ productId: item.product.id, quantity: item.quantity })),
      });
      return;
    }
    let next = [...readStored()];
    for (const { product, quantity } of items) {
      const held = next.find((line) => line.productId === product.id)?.quantity ?? 0;
      checkVisitorLine(product, held + quantity, next);
      next = held
        ? next.map((line) => (line.productId === product.id ? { ...line, quantity: held + quantity } : line))
        : [...next, { productId: product.id, quantity }];
    }
    writeStored(next);
  };

  // Lines whose product is gone (an old id in storage) leave the visitor's cart.
  const isGone = (index: number) => errorCode(products[index]?.error) === 'NOT_FOUND';
  const gone = stored.filter((_, index) => isGone(index)).map((line) => line.productId);
  const goneKey = gone.join();
  useEffect(() => {
    if (!goneKey) return;
    const ids = new Set(goneKey.split(','));
    writeStored(readStored().filter((line) => !ids.has(line.productId)));
  }, [goneKey]);

  return {
    lines,
    count: lines.reduce((sum, line) => sum + line.quantity, 0),
    loading: signedIn ? server.isPending : products.some((query) => query.isPending),
    error: signedIn ? server.error : null,
    busy: setItem.isPending || addItems.isPending,
    signedIn,
    setQuantity,
    add,
  };
}
