'use client';

import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { getErrorEntry, MAX_LINE_QUANTITY, MAX_QUOTE_LINES } from '@voltia/domain';
import { fetchProductSuggestions, ProductSuggestionList, type TProductSuggestion } from '@/shared/catalogue/product-suggestions';
import { inputClass, primaryButtonClass } from '@/shared/ui/text-field';
import { parseLineField } from './desk-line-fields';
import type { TAddedProduct } from './desk-view';

const MIN_SEARCH_LENGTH = 2;
const SEARCH_DELAY_MS = 150;

/**
 * "Agregar producto": search the catalogue, pick a product and a quantity, and it joins the desk
 * as an alternative line (an `add_line` edit, saved like the rest).
 */
export function AddLineForm({ lineIds, onAdd }: { lineIds: readonly string[]; onAdd: (product: TAddedProduct, quantity: number) => void }) {
  const id = useId();
  const searchId = `${id}-buscar`;
  const listId = `${id}-opciones`;
  const quantityId = `${id}-cantidad`;
  const errorId = `${id}-error`;
  const [text, setText] = useState('');
  const [suggestions, setSuggestions] = useState<TProductSuggestion[]>([]);
  const [searched, setSearched] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<TProductSuggestion | null>(null);
  const [quantity, setQuantity] = useState('1');
  const [error, setError] = useState<{ field: 'product' | 'quantity'; message: string } | null>(null);
  const quantityRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const typed = text.trim();
    if (picked !== null || typed.length < MIN_SEARCH_LENGTH) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      // The store's search-box typeahead, reused: the best few published products for the prefix.
      fetchProductSuggestions(typed, controller.signal)
        .then((list) => {
          setSuggestions(list);
          setSearched(typed);
          setActive(list.length > 0 ? 0 : -1);
          setOpen(true);
        })
        .catch(() => {
          // Aborted by newer typing, or offline: nothing to pick from this time.
        });
    }, SEARCH_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [text, picked]);

  const pick = (suggestion: TProductSuggestion) => {
    setPicked(suggestion);
    setText(suggestion.description);
    setOpen(false);
    setError(lineIds.includes(suggestion.product_id) ? { field: 'product', message: getErrorEntry('desk/line-exists').message } : null);
    window.requestAnimationFrame(() => quantityRef.current?.select());
  };

  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open || suggestions.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      pick(suggestions[active] as TProductSuggestion);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (picked === null) return setError({ field: 'product', message: 'Busca y elige un producto del catálogo.' });
    if (lineIds.includes(picked.product_id)) return setError({ field: 'product', message: getErrorEntry('desk/line-exists').message });
    if (lineIds.length >= MAX_QUOTE_LINES) return setError({ field: 'product', message: getErrorEntry('desk/too-many-lines').message });
    const parsed = parseLineField('quantity', quantity);
    if (!parsed.ok || parsed.value === null) return setError({ field: 'quantity', message: getErrorEntry('cart/quantity-out-of-bounds').message });
    onAdd({ product_id: picked.product_id, sku: picked.sku, sku_description: picked.description, brand: '' }, parsed.value);
    setPicked(null);
    setText('');
    setSuggestions([]);
    setQuantity('1');
    setError(null);
  };

  const expanded = open && suggestions.length > 0;
  const optionId = (index: number) => `${id}-opcion-${index}`;
  const noResults = open && suggestions.length === 0 && searched !== null && searched === text.trim();

  return (
    <form onSubmit={submit} noValidate className="rounded-lg border border-slate-200 bg-white p-4" aria-labelledby={`${id}-titulo`}>
      <h3 id={`${id}-titulo`} className="text-base font-bold text-slate-900">
        Agregar producto
      </h3>
      <p className="mt-0.5 text-sm text-slate-600">Una alternativa o un producto que el cliente no pidió; se cotiza como los demás.</p>
      <div className="mt-3 grid gap-3 sm:grid-cols-[minmax(0,1fr)_8rem_auto] sm:items-end">
        <div className="relative flex min-w-0 flex-col gap-1">
          <label htmlFor={searchId} className="text-sm font-semibold text-slate-800">
            Producto del catálogo
          </label>
          <input
            id={searchId}
            type="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            aria-invalid={error?.field === 'product' ? true : undefined}
            aria-describedby={error?.field === 'product' ? errorId : undefined}
            autoComplete="off"
            spellCheck={false}
            placeholder="Descripción, marca o SKU"
            maxLength={100}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setPicked(null);
              setError(null);
              if (event.target.value.trim().length < MIN_SEARCH_LENGTH) setOpen(false);
            }}
            onKeyDown={onSearchKey}
            onBlur={() => setOpen(false)}
            className={inputClass}
          />
          <ProductSuggestionList
            id={listId}
            label="Productos encontrados"
            suggestions={suggestions}
            active={active}
            expanded={expanded}
            optionId={optionId}
            onPick={pick}
            onHover={setActive}
            className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-y-auto rounded-button border border-slate-200 bg-white py-1 text-slate-900 shadow-lg"
          />
          <p aria-live="polite" className="text-xs text-slate-600">
            {expanded ? `${suggestions.length} productos. Usa las flechas y Enter para elegir.` : noResults ? 'Ningún producto coincide.' : picked !== null ? `Elegido: SKU ${picked.sku}` : ''}
          </p>
        </div>
        <div className="flex flex-col gap-1 self-start">
          <label htmlFor={quantityId} className="text-sm font-semibold text-slate-800">
            Cantidad
          </label>
          <input
            ref={quantityRef}
            id={quantityId}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={String(MAX_LINE_QUANTITY).length}
            value={quantity}
            aria-invalid={error?.field === 'quantity' ? true : undefined}
            aria-describedby={error?.field === 'quantity' ? errorId : undefined}
            onChange={(event) => {
              setQuantity(event.target.value);
              if (error?.field === 'quantity') setError(null);
            }}
            className={inputClass}
          />
        </div>
        <button type="submit" className={`${primaryButtonClass} self-start sm:mt-6`}>
          Agregar
        </button>
      </div>
      {error === null ? null : (
        <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error.message}
        </p>
      )}
    </form>
  );
}
