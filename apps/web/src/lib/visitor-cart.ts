import { MAX_CART_LINES, MAX_CART_QUANTITY } from '@wallcraft/shared';
import { useCallback, useEffect } from 'react';
import { trpc } from './trpc';

/**
 * A visitor's cart, kept in this browser's local storage as product ids and quantities (lib/cart.ts reads the
 * products from the API, so prices and stock are current), and joined to the account's cart at sign-in. Kept
 * apart from lib/cart.ts because the layout loads it on every page: it must stay small (no schemas, no pages).
 */

export type StoredLine = { productId: string; quantity: number };

const KEY = 'wallcraft.cart';
export const EMPTY: StoredLine[] = [];
const listeners = new Set<() => void>();
let snapshot: StoredLine[] | null = null;

function isStoredLine(value: unknown): value is StoredLine {
  const line = value as StoredLine;
  return (
    typeof line?.productId === 'string' &&
    /^[0-9a-f-]{36}$/i.test(line.productId) &&
    Number.isInteger(line.quantity) &&
    line.quantity >= 1 &&
    line.quantity <= MAX_CART_QUANTITY
  );
}

export function readStored(): StoredLine[] {
  if (snapshot) return snapshot;
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    snapshot = Array.isArray(parsed) ? parsed.filter(isStoredLine).slice(0, MAX_CART_LINES) : EMPTY;
  } catch {
    snapshot = EMPTY;
  }
  return snapshot;
}

export function writeStored(lines: StoredLine[]): void {
  snapshot = lines.length ? lines : EMPTY;
  try {
    if (lines.length) localStorage.setItem(KEY, JSON.stringify(lines));
    else localStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the cart lasts as long as the tab.
  }
  listeners.forEach((listener) => listener());
}

export function subscribeStored(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed the cart.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== KEY) return;
    snapshot = null;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * At sign-in, the cart a visitor filled in this browser joins the account's (POST /shop/cart/merge, which keeps
 * the larger quantity of each product, so a retry does no harm) and is forgotten here; on failure it is kept.
 */
export function useMergeVisitorCart(signedIn: boolean) {
  const utils = trpc.useUtils();
  const { mutate } = trpc.shop.mergeCart.useMutation({
    onSuccess: (cart) => utils.shop.cart.setData(undefined, cart),
  });
  const restore = useCallback((items: StoredLine[]) => {
    const now = readStored();
    writeStored([...items.filter((item) => !now.some((line) => line.productId === item.productId)), ...now]);
  }, []);
  useEffect(() => {
    if (!signedIn) return;
    const items = readStored();
    if (items.length === 0) return;
    // Taken first, so a second run of this effect (or another tab) does not send it again.
    writeStored([]);
    mutate(
      { items },
      {
        // The failure itself is toasted by the query client.
        onError: () => restore(items),
      },
    );
  }, [signedIn, mutate, restore]);
}
