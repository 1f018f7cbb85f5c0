'use client';

import { useEffect, useState } from 'react';
import { AppError, CATALOGUE_PAGE_SIZE, type TCatalogueSearchAnswer } from '@voltia/domain';
import { loadStaffBackend } from '../staff-backend';
import { searchRequestOf, type TCatalogueFilter } from './catalogue-filter';

export type TCataloguePageState =
  | { readonly status: 'loading'; readonly previous: TCatalogueSearchAnswer | null }
  | { readonly status: 'ready'; readonly page: TCatalogueSearchAnswer }
  | { readonly status: 'error'; readonly error: AppError };

type TAnswer = { readonly key: string } & ({ readonly status: 'ready'; readonly page: TCatalogueSearchAnswer } | { readonly status: 'error'; readonly error: AppError });

/**
 * The table's page of the view, asked of the catalogue function; `key` changes to ask again (a
 * retry, a save). While a new page loads, the last one stays (dimmed) instead of a blank list.
 */
export function useCataloguePage(filter: TCatalogueFilter, key: string): TCataloguePageState {
  const [answer, setAnswer] = useState<TAnswer | null>(null);
  const [lastPage, setLastPage] = useState<TCatalogueSearchAnswer | null>(null);
  useEffect(() => {
    let live = true;
    loadStaffBackend()
      .then((backend) => backend.searchCatalogue(searchRequestOf(filter, filter.page, CATALOGUE_PAGE_SIZE)))
      .then(
        (page) => {
          if (!live) return;
          setAnswer({ key, status: 'ready', page });
          setLastPage(page);
        },
        (error: unknown) => {
          if (live) setAnswer({ key, status: 'error', error: error instanceof AppError && error.code !== 'unknown' ? error : new AppError('catalogue/search-failed', { cause: error }) });
        },
      );
    return () => {
      live = false;
    };
    // The key names the view and the attempt; the filter object itself changes identity on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (answer === null || answer.key !== key) return { status: 'loading', previous: lastPage };
  return answer.status === 'ready' ? { status: 'ready', page: answer.page } : { status: 'error', error: answer.error };
}
