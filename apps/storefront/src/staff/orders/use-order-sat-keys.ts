'use client';

import { toAppError, type TSatKeysByProductId } from '@voltia/domain';
import { useLive, type TLive } from '@/shared/live/use-live';
import { signedInStaffBackend } from '../staff-backend';

/**
 * The SAT keys of the products `productIds` name (null: none needed), read once with the live reads'
 * bounded wait and "Reintentar"; a new `check` reads them again, after someone fixed a product's keys.
 */
export function useOrderSatKeys(productIds: readonly string[] | null, check: number): TLive<TSatKeysByProductId> {
  const key = productIds === null ? null : `${[...new Set(productIds)].sort().join('\n')}\n#${check}`;
  return useLive(
    key,
    signedInStaffBackend,
    (backend, onValue, onError) => {
      let stopped = false;
      backend.readProductSatKeys(backend.getDb(), productIds ?? []).then(
        (keys) => {
          if (!stopped) onValue(keys);
        },
        (error: unknown) => {
          if (!stopped) onError(toAppError(error, 'staff/invoice-data-failed'));
        },
      );
      return () => {
        stopped = true;
      };
    },
    { readFailed: 'staff/invoice-data-failed' },
  );
}
