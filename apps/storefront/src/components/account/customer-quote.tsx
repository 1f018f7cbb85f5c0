'use client';

import Link from 'next/link';
import { useState } from 'react';
import { toast } from '@/browser/toasts';
import { allowedMoves, toAppError } from '@voltia/domain';
import { useQuote, loadQuotesBackend } from '@/quotes/use-quotes';
import { formatQuoteDate } from '@/quotes/format-quote-date';
import { secondaryButtonClass } from '../forms/text-field';
import { QuoteStatusBadge } from './quote-status-badge';
import { RequireCustomer } from './require-customer';

/** A customer's quote: status, dates, lines, the request's details and the moves the lifecycle allows. */
export function CustomerQuote({ quoteId }: { quoteId: string }) {
  return <RequireCustomer reason="Ingresa para ver esta cotización.">{(user) => <QuoteDetail quoteId={quoteId} uid={user.id} />}</RequireCustomer>;
}

function QuoteDetail({ quoteId, uid }: { quoteId: string; uid: string }) {
  const live = useQuote(quoteId);
  const [cancelling, setCancelling] = useState(false);

  if (live.status === 'loading') return <p role="status">Cargando la cotización…</p>;
  if (live.status === 'error') {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-red-800">
        <p className="mb-3">{live.error.code === 'firestore/not-found' ? 'No encontramos esta cotización.' : live.error.userMessage}</p>
        <Link href="/b2b" className="font-semibold underline">
          Volver a mis cotizaciones
        </Link>
      </div>
    );
  }
  const { quote, lines } = live.value;
  const canCancel = allowedMoves(quote, { role: 'customer', uid }, new Date()).includes('cancel');

  const cancel = async () => {
    if (!window.confirm('¿Cancelar esta solicitud de cotización? No se puede deshacer.')) return;
    setCancelling(true);
    try {
      const backend = await loadQuotesBackend();
      await backend.moveQuote(quoteId, { type: 'cancel' });
      toast.success('Cancelaste la solicitud de cotización.');
    } catch (error) {
      toast.error(toAppError(error, 'quote/move-failed').userMessage);
    } finally {
      setCancelling(false);
    }
  };

  return (
    <article className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <Link href="/b2b" className="text-sm font-semibold text-primary underline-offset-2 hover:underline">
          ← Mis cotizaciones
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl">{quote.alias}</h1>
          <QuoteStatusBadge status={quote.status} />
        </div>
        <dl className="grid gap-x-6 gap-y-1 text-sm text-slate-600 sm:grid-cols-2">
          <div>
            <dt className="inline font-semibold">Creada: </dt>
            <dd className="inline">{formatQuoteDate(quote.created_at)}</dd>
          </div>
          <div>
            <dt className="inline font-semibold">Solicitada: </dt>
            <dd className="inline">{formatQuoteDate(quote.submitted_at)}</dd>
          </div>
          {quote.valid_until ? (
            <div>
              <dt className="inline font-semibold">Vigente hasta: </dt>
              <dd className="inline">{formatQuoteDate(quote.valid_until)}</dd>
            </div>
          ) : null}
        </dl>
      </header>

      <section aria-labelledby="productos-cotizacion">
        <h2 id="productos-cotizacion" className="mb-2 text-lg font-bold text-slate-900">
          Productos
        </h2>
        {lines.length === 0 ? (
          <p className="text-slate-600">Esta cotización no tiene productos.</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {lines.map((line) => (
              <li key={line.product_id} className="flex items-center justify-between gap-3 p-3 text-sm" data-testid="quote-line">
                <span>
                  <span className="block font-semibold text-slate-900">{line.sku_description}</span>
                  <span className="text-slate-600">
                    {line.brand} · SKU {line.sku}
                  </span>
                </span>
                <span className="shrink-0 font-semibold">× {line.quantity}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      {quote.request_details ? (
        <section aria-labelledby="datos-solicitud">
          <h2 id="datos-solicitud" className="mb-2 text-lg font-bold text-slate-900">
            Datos de la solicitud
          </h2>
          <dl className="grid gap-2 rounded-lg border border-slate-200 bg-white p-4 text-sm sm:grid-cols-2">
            {[
              ['Contacto', quote.request_details.contact_name],
              ['Correo', quote.request_details.email],
              ['Teléfono', quote.request_details.phone],
              ['Empresa', quote.request_details.company],
              ['Identificación fiscal', quote.request_details.tax_id],
              ['Ciudad de entrega', quote.request_details.delivery_city],
              ['Notas', quote.request_details.notes ?? '—'],
            ].map(([label, value]) => (
              <div key={label}>
                <dt className="font-semibold text-slate-700">{label}</dt>
                <dd className="break-words text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      {canCancel ? (
        <div>
          <button type="button" className={secondaryButtonClass} disabled={cancelling} onClick={() => void cancel()}>
            {cancelling ? 'Cancelando…' : 'Cancelar solicitud'}
          </button>
        </div>
      ) : null}
    </article>
  );
}
