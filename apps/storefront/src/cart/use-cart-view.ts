'use client';

import { useSyncExternalStore } from 'react';
import { SERVER_CART_VIEW, type CartStore, type TCartView } from './cart-store';

const noStore = {
  subscribe: () => () => {},
  getSnapshot: () => SERVER_CART_VIEW,
};

/** The live view of a cart; during server rendering and hydration, the loading view. */
export function useCartView(getStore: () => CartStore): TCartView {
  const store = typeof window === 'undefined' ? noStore : getStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, () => SERVER_CART_VIEW);
}
