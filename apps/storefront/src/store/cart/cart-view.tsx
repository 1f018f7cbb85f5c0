'use client';

import { IntentLink } from '@/store/layout/intent-link';
import type { Route } from 'next';
import { useId, useState, type FormEvent } from 'react';
import type { TCartLine } from '@voltia/domain';
import { CART_READ_FAILED_MESSAGE, QUOTE_ALIAS_MAX_LENGTH, cartItemCount } from '@voltia/domain/client';
import { getCartStore } from '@/shared/cart/cart-client';
import type { TCartKind } from '@/shared/cart/cart-view-model';
import { useCartView } from './use-cart-view';
import { secondaryButtonClass } from '@/shared/ui/text-field';
import { QuantityInput } from './quantity-input';

/**
 * The live cart page: lines with quantity edit and removal, the cart's name, and every state. It
 * keeps at least most of a screen's height in every state, so nothing below it (the footer) jumps
 * when the server's "Cargando" gives way to the remembered or the live lines (layout shift).
 */
export function CartView({ kind }: { kind: TCartKind }) {
  return (
    <div className="min-h-[75vh]">
      <CartViewState kind={kind} />
    </div>
  );
}

function CartViewState({ kind }: { kind: TCartKind }) {
  const cart = useCartView(kind);

  if (cart.status === 'loading') {
    return (
      <p role="status" className="rounded-button border border-slate-200 bg-white p-6 text-slate-600">
        Cargando tu cotización…
      </p>
    );
  }
  if (cart.status === 'error') {
    return (
      <div role="alert" className="rounded-button border border-red-200 bg-red-50 p-6 text-red-800">
        <p className="font-semibold">{CART_READ_FAILED_MESSAGE}</p>
        <p className="mt-1 text-sm">Revisa tu conexión e inténtalo de nuevo.</p>
        <button
          type="button"
          className={`${secondaryButtonClass} mt-4`}
          onClick={() => void getCartStore(kind).then((store) => store.retry())}
        >
          Reintentar
        </button>
      </div>
    );
  }
  if (cart.status === 'empty' || cart.lines.length === 0) {
    return (
      <div className="rounded-button border border-dashed border-slate-300 bg-white p-8 text-center">
        <p className="text-lg font-semibold text-slate-800">
          {kind === 'cart' ? 'Tu cotización está vacía.' : 'No hay una compra en curso.'}
        </p>
        <p className="mt-1 text-slate-600">Agrega productos desde el catálogo para pedir su precio.</p>
        <IntentLink
          href="/productos"
          className="mt-4 inline-flex min-h-11 items-center rounded-button bg-primary px-4 py-2 font-semibold text-on-primary hover:bg-primary-dark"
        >
          Ver productos
        </IntentLink>
      </div>
    );
  }

  const units = cartItemCount(cart.lines);
  return (
    <div className="flex flex-col gap-6">
      {kind === 'cart' && cart.alias !== null && <AliasForm alias={cart.alias} kind={kind} />}
      <ul
        aria-label="Productos de la cotización"
        className="divide-y divide-slate-200 rounded-button border border-slate-200 bg-white"
      >
        {cart.lines.map((line) => (
          <CartLineRow key={line.product_id} line={line} kind={kind} />
        ))}
      </ul>
      <p className="text-sm text-slate-700" aria-live="polite">
        {cart.lines.length} {cart.lines.length === 1 ? 'producto' : 'productos'} · {units}{' '}
        {units === 1 ? 'unidad' : 'unidades'}
        {cart.pending && <span className="ml-2 text-slate-500">Guardando…</span>}
        {cart.restored && !cart.pending && (
          <span className="ml-2 text-slate-500" data-testid="cart-stale">
            Como la dejaste en tu última visita · actualizando…
          </span>
        )}
      </p>
      <div>
        <IntentLink
          href={`/b2b/solicitar?carrito=${kind}` as Route}
          className="inline-flex min-h-11 items-center rounded-button bg-secondary px-5 py-2 font-bold text-on-secondary hover:bg-secondary-dark"
          data-testid="request-quote"
        >
          Solicitar cotización
        </IntentLink>
      </div>
    </div>
  );
}

function CartLineRow({ line, kind }: { line: TCartLine; kind: TCartKind }) {
  const inputId = useId();
  // While the person types, their draft shows; otherwise the live quantity (another tab, an add).
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? String(line.quantity);

  const commit = () => {
    setDraft(null);
    const quantity = Number(text);
    if (quantity !== line.quantity)
      void getCartStore(kind).then((store) => store.setQuantity(line.product_id, quantity));
  };

  return (
    <li
      className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
      data-product-id={line.product_id}
    >
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">{line.sku_description}</p>
        <p className="text-sm text-slate-600">
          SKU {line.sku}
          {line.brand ? ` · ${line.brand}` : ''}
        </p>
      </div>
      <div className="flex items-end gap-3">
        <div className="flex flex-col gap-1">
          <QuantityInput
            id={inputId}
            labelClassName="text-xs font-medium text-slate-600"
            value={text}
            onChange={(e) => setDraft(e.target.value)}
            onBlur={commit}
            onKeyDown={(e) => {
              if (e.key === 'Enter') e.currentTarget.blur();
            }}
            className="w-24 rounded-button border border-slate-300 px-2 py-1.5"
          />
        </div>
        <button
          type="button"
          onClick={() => void getCartStore(kind).then((store) => store.remove(line.product_id))}
          aria-label={`Quitar ${line.sku_description}`}
          className="min-h-11 rounded-button border border-slate-300 px-3 py-2 text-sm font-medium text-slate-700 hover:border-red-300 hover:bg-red-50 hover:text-red-800"
        >
          Quitar
        </button>
      </div>
    </li>
  );
}

function AliasForm({ alias, kind }: { alias: string; kind: TCartKind }) {
  const inputId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const value = draft ?? alias;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDraft(null);
    if (value.trim() !== alias) void getCartStore(kind).then((store) => store.rename(value));
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-1.5 sm:flex-row sm:items-end sm:gap-3">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="text-sm font-semibold text-slate-800">
          Nombre de la cotización
        </label>
        <input
          id={inputId}
          value={value}
          maxLength={QUOTE_ALIAS_MAX_LENGTH}
          onChange={(e) => setDraft(e.target.value)}
          className="min-h-11 w-full max-w-sm rounded-button border border-slate-300 px-3 py-2"
        />
      </div>
      <button
        type="submit"
        className="min-h-11 self-start rounded-button border border-primary px-4 py-2 font-semibold text-primary hover:bg-primary-light sm:self-auto"
      >
        Guardar nombre
      </button>
    </form>
  );
}
