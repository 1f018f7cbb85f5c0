'use client';

import { AppError } from '@voltia/domain';
import type { TOrderWithHistory } from '@voltia/firebase-client/staff';
import { useLive, type TLive } from '@/shared/live/use-live';
import { signedInStaffBackend } from '../staff-backend';

/**
 * One order with its history (oldest entry first), live, for staff: the customer's listener, whose
 * read failure is worded for staff ("el pedido", not "tus pedidos").
 */
export function useStaffOrder(orderId: string): TLive<TOrderWithHistory> {
  return useLive(
    orderId,
    signedInStaffBackend,
    (backend, onValue, onError) =>
      backend.subscribeOrder(backend.getDb(), orderId, onValue, (error) =>
        onError(error.code === 'order/read-failed' ? new AppError('staff/order-read-failed', { cause: error }) : error),
      ),
    { readFailed: 'staff/order-read-failed' },
  );
}
