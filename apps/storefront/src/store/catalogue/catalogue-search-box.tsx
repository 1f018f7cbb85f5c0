'use client';

import type { Route } from 'next';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useState, useSyncExternalStore, useTransition, type FormEvent } from 'react';
import { SearchIcon } from '@/shared/ui/icons';
import { ProductSuggestionList } from '@/shared/catalogue/product-suggestion-list';
import type { TProductSuggestion } from '@/shared/catalogue/product-suggestions';
import { useProductCombobox } from '@/shared/catalogue/use-product-combobox';
import {
  recordCatalogueSearch,
  recordSubmittedSearchResults,
  rememberSubmittedSearch,
} from './record-catalogue-search';

/** Mirrors CATALOGUE_PARAMS of @voltia/catalogue-search; not imported so the search engine stays off the client. */
const PARAM = { text: 'q', categories: 'categoria', brands: 'marca', sort: 'orden' } as const;
const LISTING_PATH = '/productos';
const SUGGEST_DELAY_MS = 120;
const subscribeNothing = () => () => {};

export interface CatalogueSearchBoxProps {
  defaultText?: string;
  /** Filters kept when searching from the listing (hidden fields, so it works without JavaScript too). */
  keep?: { categoryIds?: readonly string[]; brandIds?: readonly string[]; sort?: string };
  variant?: 'hero' | 'page';
  /** Text of the visually hidden label. */
  label?: string;
  /** On the listing: how many products `defaultText` found, recorded with the search that led here. */
  resultCount?: number;
}

/**
 * The catalogue search: a GET form to the listing (works before hydration and without JavaScript),
 * enhanced with typeahead suggestions (WAI-ARIA combobox) that lead straight to a product, and with
 * the search recorded for the stats when it is submitted.
 */
export function CatalogueSearchBox({
  defaultText = '',
  keep,
  variant = 'page',
  label = 'Buscar productos',
  resultCount,
}: CatalogueSearchBoxProps) {
  const router = useRouter();
  const baseId = useId();
  const inputId = `${baseId}-q`;
  const [isPending, startTransition] = useTransition();
  const goToProduct = (suggestion: TProductSuggestion) =>
    startTransition(() => router.push(`/productos/${encodeURIComponent(suggestion.product_id)}` as Route));
  // No suggestions for the search this listing already shows.
  const combobox = useProductCombobox({
    baseId,
    initialText: defaultText,
    delayMs: SUGGEST_DELAY_MS,
    shouldSuggest: (typed) => typed !== defaultText.trim(),
    onPick: goToProduct,
  });
  // True once hydrated: the suggestions exist from then on (browser tests wait for it).
  const enhanced = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );

  // A new page (back button, another search) brings its own text.
  const [shownDefault, setShownDefault] = useState(defaultText);
  if (shownDefault !== defaultText) {
    setShownDefault(defaultText);
    combobox.setText(defaultText);
  }

  // The listing of a submitted search is shown: the search is recorded with its result count.
  useEffect(() => {
    if (resultCount !== undefined) recordSubmittedSearchResults(defaultText, resultCount);
  }, [defaultText, resultCount]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    combobox.close();
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string' && value.trim() !== '') params.append(name, value.trim());
    }
    const searchTerm = params.get(PARAM.text);
    // The same search again on its own listing: its count is the one shown. Otherwise it is
    // recorded once the listing it leads to shows its count.
    if (searchTerm && resultCount !== undefined && searchTerm === defaultText.trim())
      recordCatalogueSearch(searchTerm, 'search', resultCount);
    else if (searchTerm) rememberSubmittedSearch(searchTerm);
    const search = params.toString();
    startTransition(() => router.push((search ? `${LISTING_PATH}?${search}` : LISTING_PATH) as Route));
  }

  const isHero = variant === 'hero';

  return (
    <form
      role="search"
      action={LISTING_PATH}
      method="get"
      onSubmit={onSubmit}
      className="w-full"
      aria-busy={isPending}
      data-enhanced={enhanced ? 'true' : undefined}
    >
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <SearchIcon
            className={`pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 ${isHero ? 'text-slate-500' : 'text-slate-400'}`}
          />
          <input
            id={inputId}
            name={PARAM.text}
            type="search"
            {...combobox.inputProps}
            enterKeyHint="search"
            maxLength={200}
            placeholder="Producto, marca o SKU"
            onChange={(event) => combobox.setText(event.target.value)}
            className={`w-full rounded-button border bg-white pr-3 pl-10 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-primary focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-2 ${
              isHero ? 'min-h-12 border-white text-base' : 'min-h-11 border-slate-300'
            }`}
          />
          <ProductSuggestionList
            {...combobox.listProps}
            label="Sugerencias de productos"
            className="absolute inset-x-0 top-full z-30 mt-1 max-h-80 overflow-y-auto rounded-button border border-slate-200 bg-white py-1 text-left text-slate-900 shadow-lg"
          />
        </div>
        {keep?.categoryIds?.map((id) => (
          <input key={`c-${id}`} type="hidden" name={PARAM.categories} value={id} />
        ))}
        {keep?.brandIds?.map((id) => (
          <input key={`m-${id}`} type="hidden" name={PARAM.brands} value={id} />
        ))}
        {keep?.sort ? <input type="hidden" name={PARAM.sort} value={keep.sort} /> : null}
        <button
          type="submit"
          className={`inline-flex shrink-0 items-center justify-center gap-2 rounded-button px-4 font-semibold shadow-sm transition-colors disabled:opacity-70 sm:px-5 ${
            isHero
              ? 'min-h-12 bg-secondary text-on-secondary hover:bg-secondary-dark'
              : 'min-h-11 bg-primary text-on-primary hover:bg-primary-dark'
          }`}
        >
          <SearchIcon className="size-5 sm:hidden" />
          <span className="sr-only sm:not-sr-only">Buscar</span>
        </button>
      </div>
      <p aria-live="polite" className="sr-only">
        {combobox.expanded ? `${combobox.suggestions.length} sugerencias. Usa las flechas para elegir una.` : ''}
      </p>
    </form>
  );
}
