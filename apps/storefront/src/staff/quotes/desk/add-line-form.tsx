'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { getErrorEntry, MAX_LINE_QUANTITY, MAX_QUOTE_LINES } from '@voltia/domain';
import { ProductSuggestionList } from '@/shared/catalogue/product-suggestion-list';
import type { TProductSuggestion } from '@/shared/catalogue/product-suggestions';
import { useProductCombobox } from '@/shared/catalogue/use-product-combobox';
import { inputClass, primaryButtonClass } from '@/shared/ui/text-field';
import { parseLineField } from './desk-line-fields';
import type { TAddedProduct } from './desk-save-state';

const SEARCH_DELAY_MS = 150;

/**
 * "Agregar producto": search the catalogue, pick a product and a quantity, and it joins the desk
 * as an alternative line (an `add_line` edit, saved like the rest).
 */
export function AddLineForm({
  lineIds,
  onAdd,
}: {
  lineIds: readonly string[];
  onAdd: (product: TAddedProduct, quantity: number) => void;
}) {
  const id = useId();
  const searchId = `${id}-buscar`;
  const quantityId = `${id}-cantidad`;
  const errorId = `${id}-error`;
  const [picked, setPicked] = useState<TProductSuggestion | null>(null);
  const [quantity, setQuantity] = useState('1');
  const [error, setError] = useState<{ field: 'product' | 'quantity'; message: string } | null>(null);
  const quantityRef = useRef<HTMLInputElement>(null);

  // The store's search-box typeahead: the best few published products for what is typed, until one is picked.
  const combobox = useProductCombobox({
    baseId: id,
    delayMs: SEARCH_DELAY_MS,
    shouldSuggest: () => picked === null,
    onPick: (suggestion) => {
      setPicked(suggestion);
      combobox.setText(suggestion.description);
      setError(
        lineIds.includes(suggestion.product_id)
          ? { field: 'product', message: getErrorEntry('desk/line-exists').message }
          : null,
      );
      window.requestAnimationFrame(() => quantityRef.current?.select());
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (picked === null) return setError({ field: 'product', message: 'Busca y elige un producto del catálogo.' });
    if (lineIds.includes(picked.product_id))
      return setError({ field: 'product', message: getErrorEntry('desk/line-exists').message });
    if (lineIds.length >= MAX_QUOTE_LINES)
      return setError({ field: 'product', message: getErrorEntry('desk/too-many-lines').message });
    const parsed = parseLineField('quantity', quantity);
    if (!parsed.ok || parsed.value === null)
      return setError({ field: 'quantity', message: getErrorEntry('cart/quantity-out-of-bounds').message });
    onAdd(
      { product_id: picked.product_id, sku: picked.sku, sku_description: picked.description, brand: '' },
      parsed.value,
    );
    setPicked(null);
    combobox.setText('');
    setQuantity('1');
    setError(null);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="rounded-lg border border-slate-200 bg-white p-4"
      aria-labelledby={`${id}-titulo`}
    >
      <h3 id={`${id}-titulo`} className="text-base font-bold text-slate-900">
        Agregar producto
      </h3>
      <p className="mt-0.5 text-sm text-slate-600">
        Una alternativa o un producto que el cliente no pidió; se cotiza como los demás.
      </p>
      <div className="mt-3 grid gap-3 sm:grid-cols-[minmax(0,1fr)_8rem_auto] sm:items-end">
        <div className="relative flex min-w-0 flex-col gap-1">
          <label htmlFor={searchId} className="text-sm font-semibold text-slate-800">
            Producto del catálogo
          </label>
          <input
            id={searchId}
            type="search"
            {...combobox.inputProps}
            aria-invalid={error?.field === 'product' ? true : undefined}
            aria-describedby={error?.field === 'product' ? errorId : undefined}
            placeholder="Descripción, marca o SKU"
            maxLength={100}
            onChange={(event) => {
              combobox.setText(event.target.value);
              setPicked(null);
              setError(null);
            }}
            className={inputClass}
          />
          <ProductSuggestionList
            {...combobox.listProps}
            label="Productos encontrados"
            noteFor={(suggestion) => (lineIds.includes(suggestion.product_id) ? 'Ya está en la cotización' : null)}
            className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-y-auto rounded-button border border-slate-200 bg-white py-1 text-slate-900 shadow-lg"
          />
          <p aria-live="polite" className="text-xs text-slate-600">
            {combobox.expanded
              ? `${combobox.suggestions.length} productos. Usa las flechas y Enter para elegir.`
              : combobox.noResults
                ? 'Ningún producto coincide.'
                : picked !== null
                  ? `Elegido: SKU ${picked.sku}`
                  : ''}
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
