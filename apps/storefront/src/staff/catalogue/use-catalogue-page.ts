'use client';

import { useEffect, useState } from 'react';
import { AppError, CATALOGUE_PAGE_SIZE, type TCatalogueSearchAnswer } from '@voltia/domain';
import { watchLive } from '@/shared/live/use-live';
import { loadStaffBackend, type TStaffBackend } from '../staff-backend';
import { searchRequestOf, type TCatalogueFilter } from './catalogue-filter';

export type TCataloguePageState =
  | { readonly status: 'loading'; readonly previous: TCatalogueSearchAnswer | null }
  | { readonly status: 'ready'; readonly page: TCatalogueSearchAnswer }
  | { readonly status: 'error'; readonly error: AppError };

type TAnswer = { readonly key: string } & (
  | { readonly status: 'ready'; readonly page: TCatalogueSearchAnswer }
  | { readonly status: 'error'; readonly error: AppError }
);

/**
 * The table's page of the view, asked of the catalogue function; `key` changes to ask again (a
 * retry, a save). While a new page loads, the last one stays (dimmed) instead of a blank list.
 */
export function useCataloguePage(filter: TCatalogueFilter, key: string): TCataloguePageState {
  const [answer, setAnswer] = useState<TAnswer | null>(null);
  const [lastPage, setLastPage] = useState<TCatalogueSearchAnswer | null>(null);
  useEffect(() => {
    // One answer, through the shared live path so it too gets the bounded wait.
    return watchLive<TStaffBackend, TCatalogueSearchAnswer>(
      loadStaffBackend,
      (backend, onValue, onError) => {
        let open = true;
        backend.searchCatalogue(searchRequestOf(filter, filter.page, CATALOGUE_PAGE_SIZE)).then(
          (page) => {
            if (open) onValue(page);
          },
          (error: unknown) => {
            if (open)
              onError(
                error instanceof AppError && error.code !== 'unknown'
                  ? error
                  : new AppError('catalogue/search-failed', { cause: error }),
              );
          },
        );
        return () => {
          open = false;
        };
      },
      (live) => {
        if (live.status === 'error') setAnswer({ key, status: 'error', error: live.error });
        if (live.status !== 'ready') return;
        setAnswer({ key, status: 'ready', page: live.value });
        setLastPage(live.value);
      },
      { readFailed: 'catalogue/search-failed' },
    );
    // The key names the view and the attempt; the filter object itself changes identity on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (answer === null || answer.key !== key) return { status: 'loading', previous: lastPage };
  return answer.status === 'ready' ? { status: 'ready', page: answer.page } : { status: 'error', error: answer.error };
}
