'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toAppError, type TQuoteDocument } from '@voltia/domain';
import { toast } from '@/shared/browser/toasts';
import { chooseCart, useActiveCartId } from '@/shared/cart/active-cart';
import { primaryButtonClass, secondaryButtonClass } from '@/shared/ui/text-field';
import { IntentLink } from '@/store/layout/intent-link';

/**
 * On a list's page (a draft not yet asked for): whether it is this browser's cart, and the way to
 * make it so ("Usar como mi carrito", which opens the cart) or to the cart it already is.
 */
export function ListCartChoice({ quote }: { quote: Pick<TQuoteDocument, 'alias'> & { readonly id: string } }) {
  const router = useRouter();
  const active = useActiveCartId() === quote.id;
  const [busy, setBusy] = useState(false);

  const choose = async () => {
    setBusy(true);
    try {
      await chooseCart(quote.id);
      toast.success(`«${quote.alias}» es ahora tu carrito.`);
      router.push('/carrito');
    } catch (error) {
      toast.error(toAppError(error, 'lists/choose-failed').userMessage);
      setBusy(false);
    }
  };

  return (
    <section
      aria-label="Carrito"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid="list-cart-choice"
    >
      <p className="text-sm text-slate-700">
        {active
          ? 'Esta lista es tu carrito: lo que agregues desde el catálogo llega aquí.'
          : 'Para agregarle productos o solicitar su cotización, úsala como tu carrito.'}
      </p>
      {active ? (
        <IntentLink href="/carrito" className={`${secondaryButtonClass} shrink-0`}>
          Ir al carrito
        </IntentLink>
      ) : (
        <button
          type="button"
          className={`${primaryButtonClass} shrink-0`}
          disabled={busy}
          onClick={() => void choose()}
        >
          {busy ? 'Cambiando…' : 'Usar como mi carrito'}
        </button>
      )}
    </section>
  );
}
