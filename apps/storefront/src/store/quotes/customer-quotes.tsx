'use client';

import { IntentLink } from '@/store/layout/intent-link';
import type { Route } from 'next';
import { formatMoney, quoteTitleParts } from '@voltia/domain';
import type { TStoredQuote } from '@voltia/firebase-client/quotes';
import { useCustomerQuotes } from './use-quotes';
import { formatQuoteDate } from '@/shared/quotes/format-quote-date';
import { QuoteStatusBadge } from '@/shared/quotes/quote-status-badge';
import { offeredQuote } from './offered-quote';
import { LiveContent } from '@/shared/ui/live-content';
import { useActiveCartId } from '@/shared/cart/active-cart';
import { ShowMoreButton, useKeptWhileGrowing, useNewestCount } from '@/store/account/newest-window';

/**
 * "Mis cotizaciones": the customer's quotes by number (lists by name) with live status, Spanish dates
 * and the offer's total; the newest hundred, and "Ver más cotizaciones" for older ones.
 */
export function CustomerQuotes({ uid }: { uid: string }) {
  const [shown, showMore] = useNewestCount();
  const { live, growing } = useKeptWhileGrowing(useCustomerQuotes(uid, shown), uid);
  return (
    <LiveContent live={live} loading="Cargando tus cotizaciones…">
      {(quotes) => (
        <div className="flex flex-col gap-3">
          <QuoteList quotes={quotes.items} />
          <ShowMoreButton more={quotes.more} growing={growing} onClick={showMore}>
            Ver más cotizaciones
          </ShowMoreButton>
        </div>
      )}
    </LiveContent>
  );
}

function QuoteList({ quotes }: { quotes: readonly TStoredQuote[] }) {
  const activeCartId = useActiveCartId();
  if (quotes.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">
        Aún no tienes cotizaciones. Agrega productos desde el{' '}
        <IntentLink href="/productos" className="font-semibold text-primary underline">
          catálogo
        </IntentLink>{' '}
        y solicita tu cotización.
      </p>
    );
  }
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white" data-testid="customer-quotes">
      {quotes.map((quote) => {
        const { title, subtitle } = quoteTitleParts(quote);
        const offer = offeredQuote(quote)?.offer ?? null;
        return (
          <li key={quote.id}>
            <IntentLink
              href={`/b2b/cotizaciones/${quote.id}` as Route}
              className="flex flex-col gap-2 p-4 hover:bg-slate-50 md:flex-row md:items-center md:justify-between md:gap-6"
              data-testid="customer-quote"
            >
              <span className="flex min-w-0 flex-col">
                <span className="font-semibold text-slate-900" data-testid="customer-quote-title">
                  {title}
                </span>
                {subtitle === null ? null : <span className="text-sm text-slate-700">{subtitle}</span>}
                {/* "Solicitud del", not a status word: the badge alone says the status. */}
                <span className="text-xs text-slate-600">
                  {quote.submitted_at === null
                    ? `Creada el ${formatQuoteDate(quote.created_at)}`
                    : `Solicitud del ${formatQuoteDate(quote.submitted_at)}`}
                  {' · '}
                  Actualizada el {formatQuoteDate(quote.updated_at)}
                </span>
              </span>
              <span className="flex flex-wrap items-center gap-3 text-sm md:shrink-0 md:justify-end">
                {offer === null ? null : (
                  <span className="font-semibold text-slate-900" data-testid="customer-quote-total">
                    Total {formatMoney(offer.totals.total_cents)} {offer.totals.currency}
                  </span>
                )}
                {quote.id === activeCartId && quote.status === 'draft' ? (
                  <span
                    className="rounded-full bg-primary-light px-2 py-0.5 text-xs font-semibold text-primary"
                    data-testid="customer-quote-active-cart"
                  >
                    Tu carrito
                  </span>
                ) : null}
                <QuoteStatusBadge status={quote.status} />
              </span>
            </IntentLink>
          </li>
        );
      })}
    </ul>
  );
}
