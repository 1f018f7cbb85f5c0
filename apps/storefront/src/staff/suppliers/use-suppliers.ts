'use client';

import { useEffect, useState } from 'react';
import type { AppError, TBrand, TCategory, TSupplier } from '@voltia/domain';
import { useLive } from '@/shared/live/use-live';
import { loadStaffBackend, type TStaffBackend } from '../staff-backend';

export type TSuppliersState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly suppliers: readonly TSupplier[] }
  | { readonly status: 'error'; readonly error: AppError };

/** Every supplier, live, with the shared bounded wait; `attempt` restarts the listener after an error. */
export function useSuppliers(attempt: number): TSuppliersState {
  const live = useLive<TStaffBackend, readonly TSupplier[]>(
    `suppliers#${attempt}`,
    loadStaffBackend,
    (backend, onValue, onError) => backend.watchSuppliers(backend.getDb(), onValue, onError),
    {
      readFailed: 'supplier/read-failed',
    },
  );
  return live.status === 'ready' ? { status: 'ready', suppliers: live.value } : live;
}

export type TSupplierChoices = { readonly brands: readonly TBrand[]; readonly categories: readonly TCategory[] };

/** The brands and categories the editor offers (empty until read; a failed read leaves them empty). */
export function useSupplierChoices(): TSupplierChoices {
  const [choices, setChoices] = useState<TSupplierChoices>({ brands: [], categories: [] });
  useEffect(() => {
    let cancelled = false;
    void loadStaffBackend()
      .then((backend) => backend.readSupplierChoices(backend.getDb()))
      .then(
        (read) => {
          if (!cancelled) setChoices(read);
        },
        () => undefined,
      );
    return () => {
      cancelled = true;
    };
  }, []);
  return choices;
}
