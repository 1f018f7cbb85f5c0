'use client';

import Link from 'next/link';
import type { Route } from 'next';
import { useCustomerQuotes } from '@/quotes/use-quotes';
import { formatQuoteDate } from '@/quotes/format-quote-date';
import { QuoteStatusBadge } from './quote-status-badge';

/** "Mis cotizaciones": the customer's quotes with live status and Spanish dates. */
export function CustomerQuotes({ uid }: { uid: string }) {
  const quotes = useCustomerQuotes(uid);
  if (quotes.status === 'loading') {
    return (
      <p role="status" className="text-slate-600">
        Cargando tus cotizaciones…
      </p>
    );
  }
  if (quotes.status === 'error') {
    return (
      <p role="alert" className="text-red-700">
        {quotes.error.userMessage}
      </p>
    );
  }
  if (quotes.value.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">
        Aún no tienes cotizaciones. Agrega productos desde el{' '}
        <Link href="/productos" className="font-semibold text-primary underline">
          catálogo
        </Link>{' '}
        y solicita tu cotización.
      </p>
    );
  }
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white" data-testid="customer-quotes">
      {quotes.value.map((quote) => (
        <li key={quote.id}>
          <Link
            href={`/b2b/cotizaciones/${quote.id}` as Route}
            className="flex flex-col gap-1 p-4 hover:bg-slate-50 sm:flex-row sm:items-center sm:justify-between"
            data-testid="customer-quote"
          >
            <span className="font-semibold text-slate-900">{quote.alias}</span>
            <span className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
              <QuoteStatusBadge status={quote.status} />
              <span>Actualizada el {formatQuoteDate(quote.updated_at)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
