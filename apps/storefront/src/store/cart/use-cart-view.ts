'use client';

import { useSyncExternalStore } from 'react';
import { getCartViewSource } from '@/shared/cart/cart-client';
import { SERVER_CART_VIEW, type TCartKind, type TCartView } from '@/shared/cart/cart-view-model';

const noSource = { subscribe: () => () => {}, getSnapshot: () => SERVER_CART_VIEW };

/** The live view of a cart; during server rendering and hydration, the loading view. */
export function useCartView(kind: TCartKind): TCartView {
  const source = typeof window === 'undefined' ? noSource : getCartViewSource(kind);
  return useSyncExternalStore(source.subscribe, source.getSnapshot, () => SERVER_CART_VIEW);
}
