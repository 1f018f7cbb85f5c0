'use client';

import type { Route } from 'next';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, useSyncExternalStore, useTransition, type FormEvent, type KeyboardEvent } from 'react';
import { SearchIcon } from '@/shared/ui/icons';
import { fetchProductSuggestions, ProductSuggestionList, type TProductSuggestion } from '@/shared/catalogue/product-suggestions';
import { recordCatalogueSearch, recordSubmittedSearchResults, rememberSubmittedSearch } from './record-catalogue-search';

/** Mirrors CATALOGUE_PARAMS of @voltia/catalogue-search; not imported so the search engine stays off the client. */
const PARAM = { text: 'q', categories: 'categoria', brands: 'marca', sort: 'orden' } as const;
const LISTING_PATH = '/productos';
const MIN_SUGGEST_LENGTH = 2;
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
export function CatalogueSearchBox({ defaultText = '', keep, variant = 'page', label = 'Buscar productos', resultCount }: CatalogueSearchBoxProps) {
  const router = useRouter();
  const baseId = useId();
  const inputId = `${baseId}-q`;
  const listId = `${baseId}-sugerencias`;
  const [text, setText] = useState(defaultText);
  const [suggestions, setSuggestions] = useState<TProductSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [isPending, startTransition] = useTransition();
  const requestRef = useRef<AbortController | null>(null);
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
    setText(defaultText);
  }

  useEffect(() => {
    const typed = text.trim();
    if (typed.length < MIN_SUGGEST_LENGTH || typed === defaultText.trim()) return;
    const timer = window.setTimeout(() => {
      requestRef.current?.abort();
      const controller = new AbortController();
      requestRef.current = controller;
      fetchProductSuggestions(typed, controller.signal)
        .then((list) => {
          setSuggestions(list);
          setActive(-1);
          setOpen(list.length > 0);
        })
        .catch(() => {
          // Aborted by newer typing, or offline: the plain search still works.
        });
    }, SUGGEST_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, defaultText]);

  useEffect(() => () => requestRef.current?.abort(), []);

  // The listing of a submitted search is shown: the search is recorded with its result count.
  useEffect(() => {
    if (resultCount !== undefined) recordSubmittedSearchResults(defaultText, resultCount);
  }, [defaultText, resultCount]);

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function goToProduct(suggestion: TProductSuggestion) {
    close();
    startTransition(() => router.push(`/productos/${encodeURIComponent(suggestion.product_id)}` as Route));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const selected = open && active >= 0 ? suggestions[active] : undefined;
    if (selected) {
      goToProduct(selected);
      return;
    }
    close();
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string' && value.trim() !== '') params.append(name, value.trim());
    }
    const searchTerm = params.get(PARAM.text);
    // The same search again on its own listing: its count is the one shown. Otherwise it is
    // recorded once the listing it leads to shows its count.
    if (searchTerm && resultCount !== undefined && searchTerm === defaultText.trim()) recordCatalogueSearch(searchTerm, 'search', resultCount);
    else if (searchTerm) rememberSubmittedSearch(searchTerm);
    const search = params.toString();
    startTransition(() => router.push((search ? `${LISTING_PATH}?${search}` : LISTING_PATH) as Route));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(event.key === 'ArrowDown' ? 0 : suggestions.length - 1);
        return;
      }
      // Positions run from -1 (the text itself) to the last suggestion, wrapping at both ends.
      const last = suggestions.length - 1;
      setActive((current) =>
        event.key === 'ArrowDown' ? (current >= last ? -1 : current + 1) : current <= -1 ? last : current - 1,
      );
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  }

  const isHero = variant === 'hero';
  const optionId = (index: number) => `${baseId}-opcion-${index}`;
  const expanded = open && suggestions.length > 0;

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
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            autoComplete="off"
            enterKeyHint="search"
            spellCheck={false}
            maxLength={200}
            placeholder="Producto, marca o SKU"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              if (event.target.value.trim().length < MIN_SUGGEST_LENGTH) {
                setSuggestions([]);
                close();
              }
            }}
            onKeyDown={onKeyDown}
            onBlur={close}
            onFocus={() => setOpen(suggestions.length > 0)}
            className={`w-full rounded-button border bg-white pr-3 pl-10 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-primary focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-2 ${
              isHero ? 'min-h-12 border-white text-base' : 'min-h-11 border-slate-300'
            }`}
          />
          <ProductSuggestionList
            id={listId}
            label="Sugerencias de productos"
            suggestions={suggestions}
            active={active}
            expanded={expanded}
            optionId={optionId}
            onPick={goToProduct}
            onHover={setActive}
            className="absolute inset-x-0 top-full z-30 mt-1 max-h-80 overflow-y-auto rounded-button border border-slate-200 bg-white py-1 text-left text-slate-900 shadow-lg"
          />
        </div>
        {keep?.categoryIds?.map((id) => <input key={`c-${id}`} type="hidden" name={PARAM.categories} value={id} />)}
        {keep?.brandIds?.map((id) => <input key={`m-${id}`} type="hidden" name={PARAM.brands} value={id} />)}
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
        {expanded ? `${suggestions.length} sugerencias. Usa las flechas para elegir una.` : ''}
      </p>
    </form>
  );
}
