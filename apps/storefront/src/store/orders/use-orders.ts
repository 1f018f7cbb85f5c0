'use client';

import { useLive, type TLive, type TLiveStart } from '@/shared/live/use-live';
import type { TNewest, TOrderWithHistory, TStoredOrder } from '@voltia/firebase-client/orders';

// The customer's orders, live. The Firestore SDK arrives with a dynamic import, as on the quote
// pages: these hooks run on the B2B pages only, never in a public page's first-load JavaScript.
const loadOrdersBackend = () =>
  Promise.all([
    import('@voltia/firebase-client/orders'),
    import('@voltia/firebase-client/firestore'),
    import('@voltia/firebase-client/auth'),
  ]).then(([orders, firestore, auth]) => ({ ...orders, getDb: firestore.getDb, authReady: auth.authReady }));

/** The backend once Auth has restored the session (the rules read who asks). */
export const loadSignedInBackend = () =>
  loadOrdersBackend().then(async (backend) => {
    await backend.authReady();
    return backend;
  });

/** A listener of the customer's order pages, with the shared bounded wait and retry. */
function useOrderLive<T>(
  key: string | null,
  start: TLiveStart<Awaited<ReturnType<typeof loadOrdersBackend>>, T>,
): TLive<T> {
  return useLive(key, loadSignedInBackend, start, { readFailed: 'order/read-failed' });
}

/** "Mis pedidos": the signed-in customer's newest `shown` orders, and whether older ones remain. */
export function useCustomerOrders(uid: string | null, shown: number): TLive<TNewest<TStoredOrder>> {
  return useOrderLive(uid === null ? null : `${uid}#${shown}`, (backend, onValue, onError) =>
    backend.subscribeCustomerOrders(backend.getDb(), uid as string, onValue, onError, shown),
  );
}

/** One order with its history, oldest entry first. */
export function useOrder(orderId: string | null): TLive<TOrderWithHistory> {
  return useOrderLive(orderId, (backend, onValue, onError) =>
    backend.subscribeOrder(backend.getDb(), orderId as string, onValue, onError),
  );
}
