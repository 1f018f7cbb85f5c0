'use client';

import { useEffect, useState } from 'react';
import { AppError, type TBrand, type TCategory } from '@voltia/domain';
import type { TSupplierChoice } from '@voltia/firebase-client/staff';
import { loadStaffBackend } from '../staff-backend';

export type TCatalogueChoices = {
  readonly brands: readonly TBrand[];
  readonly categories: readonly TCategory[];
  readonly suppliers: readonly TSupplierChoice[];
};

export type TChoicesState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly choices: TCatalogueChoices }
  | { readonly status: 'error'; readonly error: AppError };

/** Brands, categories and suppliers for the filters and the editor, read once per attempt. */
export function useCatalogueChoices(attempt: number): TChoicesState {
  const [state, setState] = useState<TChoicesState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    loadStaffBackend()
      .then((backend) => backend.readCatalogueChoices(backend.getDb()))
      .then(
        (choices) => {
          if (live) setState({ status: 'ready', choices });
        },
        (error: unknown) => {
          if (live) setState({ status: 'error', error: new AppError('catalogue/search-failed', { cause: error }) });
        },
      );
    return () => {
      live = false;
    };
  }, [attempt]);
  return state;
}
