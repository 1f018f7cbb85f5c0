'use client';

import { useSyncExternalStore } from 'react';
import { getCartStore } from './cart-client';
import { CART_STORAGE_KEYS } from './cart-view-model';

// Which of the customer's lists is this browser's cart (the quote id under cartID): chosen from the
// lists dialog or from a list's own page, followed by every component that shows it, in this tab
// and in the others.

const chosenHere = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  window.addEventListener('storage', listener);
  chosenHere.add(listener);
  return () => {
    window.removeEventListener('storage', listener);
    chosenHere.delete(listener);
  };
}

/** The quote id of this browser's cart, or null (none yet, or on the server). */
export function useActiveCartId(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => window.localStorage.getItem(CART_STORAGE_KEYS.cart),
    () => null,
  );
}

/** Makes one of the customer's lists this browser's cart: the badge and the cart page follow it. */
export async function chooseCart(quoteId: string): Promise<void> {
  window.localStorage.setItem(CART_STORAGE_KEYS.cart, quoteId);
  for (const listener of chosenHere) listener();
  (await getCartStore('cart')).adoptQuoteId(quoteId);
}
