'use client';

import { useEffect, useState } from 'react';
import { AppError, type TBrand, type TCategory, type TSupplier } from '@voltia/domain';
import { loadStaffBackend } from '../staff-backend';

export type TSuppliersState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly suppliers: readonly TSupplier[] }
  | { readonly status: 'error'; readonly error: AppError };

/** Every supplier, live; `attempt` restarts the listener after an error. */
export function useSuppliers(attempt: number): TSuppliersState {
  // Kept with the attempt it belongs to, so a retry reads as loading without a reset in the effect.
  const [held, setHeld] = useState<{ attempt: number; state: TSuppliersState }>({ attempt, state: { status: 'loading' } });
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const setState = (state: TSuppliersState) => setHeld({ attempt, state });
    loadStaffBackend().then(
      (backend) => {
        if (cancelled) return;
        stop = backend.watchSuppliers(
          backend.getDb(),
          (suppliers) => setState({ status: 'ready', suppliers }),
          (error) => setState({ status: 'error', error }),
        );
      },
      (error: unknown) => {
        if (!cancelled) setState({ status: 'error', error: new AppError('supplier/read-failed', { cause: error }) });
      },
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [attempt]);
  return held.attempt === attempt ? held.state : { status: 'loading' };
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
