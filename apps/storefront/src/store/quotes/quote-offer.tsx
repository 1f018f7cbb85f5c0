'use client';

import type { ReactNode } from 'react';
import { LINE_AMOUNT_NOTE, quotePdfFilename, type TQuoteOffer } from '@voltia/domain';
import type { TStoredQuote } from '@voltia/firebase-client/quotes';
import { OfferLines } from '@/shared/quotes/offer-lines';
import { OfferTotals } from '@/shared/quotes/offer-totals';
import { QuotePdfButton } from './quote-pdf-button';
import { describeValidity } from './quote-validity-view';

/** A quote whose offer the customer may read: sent, or closed after it was sent. */
export type TOfferedQuote = TStoredQuote & { readonly offer: TQuoteOffer };

/** The offer staff sent: its validity, priced lines, totals and terms, the PDF, and what the customer may do with it. */
export function QuoteOffer({ quote, now, children }: { quote: TOfferedQuote; now: Date; children?: ReactNode }) {
  const { offer } = quote;
  return (
    <section aria-labelledby="oferta" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="oferta" className="text-lg font-bold text-slate-900">
          Precios de tu cotización
        </h2>
        <QuotePdfButton quoteId={quote.id} fileName={quotePdfFilename(quote.quote_number, quote.id)} />
      </div>
      {quote.valid_until === null ? null : <OfferValidity quote={quote} validUntil={quote.valid_until} now={now} />}
      <OfferLines lines={offer.lines} caption="Productos cotizados con sus precios" />
      <p className="text-xs text-slate-600" data-testid="offer-line-amount-note">
        {LINE_AMOUNT_NOTE}
      </p>
      <OfferTotals totals={offer.totals} />
      {offer.terms === '' ? null : (
        <div className="rounded-lg border border-slate-200 bg-slate-50 p-4">
          <h3 className="mb-1 font-semibold text-slate-900">Condiciones</h3>
          <p className="whitespace-pre-line text-sm text-slate-700" data-testid="offer-terms">
            {offer.terms}
          </p>
        </div>
      )}
      {children}
    </section>
  );
}

function OfferValidity({ quote, validUntil, now }: { quote: TOfferedQuote; validUntil: Date; now: Date }) {
  const validity = describeValidity(validUntil, now);
  // Days left matter while the customer can still decide; a closed quote only says until when it held.
  const text =
    quote.status === 'sent' || quote.status === 'expired'
      ? validity.text
      : `Vigencia de la oferta: hasta el ${validity.day}`;
  const urgent = quote.status === 'sent' && (validity.expired || validity.daysLeft <= 2);
  return (
    <p data-testid="offer-validity" className={`text-sm font-semibold ${urgent ? 'text-red-700' : 'text-slate-700'}`}>
      {text}
    </p>
  );
}
