'use client';

import {
  dayOfValidUntil,
  formatDeliveryDays,
  formatMoney,
  formatPercentBp,
  LINE_AMOUNT_NOTE,
  quotePdfFilename,
  type TQuoteOffer,
} from '@voltia/domain';
import type { TStoredQuote } from '@voltia/firebase-client/quotes';
import { PdfButton } from '@/shared/ui/pdf-button';
import { formatQuoteDate, formatQuoteDay } from '@/shared/quotes/format-quote-date';
import { loadStaffBackend } from '../../staff-backend';
import { TotalsPanel } from './totals-panel';

const OFFER_STANDS: readonly TStoredQuote['status'][] = ['sent', 'accepted', 'rejected', 'expired'];

/** The PDF's file name: the quote number (as the quotes function names it). */
export function quotePdfName(quote: Pick<TStoredQuote, 'id' | 'quote_number'>): string {
  return quotePdfFilename(quote.quote_number, quote.id);
}

/** The offer as it was sent (the snapshot on the quote, read-only), with its PDF. */
export function OfferSent({ quote, offer }: { quote: TStoredQuote; offer: TQuoteOffer }) {
  // After a withdrawal the offer stays as the record of what was sent, but it no longer stands.
  const current = OFFER_STANDS.includes(quote.status);
  return (
    <section
      aria-labelledby="oferta-enviada"
      className="flex flex-col gap-3 rounded-lg border border-indigo-200 bg-white p-4"
      data-testid="offer-sent"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id="oferta-enviada" className="text-lg font-bold text-slate-900">
            {current ? 'Oferta enviada' : 'Última oferta enviada (retirada)'} · versión {offer.version}
          </h2>
          <p className="text-sm text-slate-600">
            Enviada el {formatQuoteDate(quote.sent_at)}
            {current && quote.valid_until !== null ? (
              <> · vigente hasta el {formatQuoteDay(dayOfValidUntil(quote.valid_until))}</>
            ) : null}
          </p>
        </div>
        <PdfButton
          label="Descargar PDF"
          fileName={quotePdfName(quote)}
          download={async () => (await loadStaffBackend()).downloadQuotePdf(quote.id)}
          failure="quote/pdf-failed"
        />
      </div>
      <ul className="divide-y divide-slate-200 rounded-button border border-slate-200 text-sm">
        {offer.lines.map((line) => (
          <li
            key={line.product_id}
            className="flex flex-col gap-1 p-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4"
          >
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">{line.sku_description}</p>
              <p className="text-xs text-slate-600">
                SKU {line.sku}
                {line.brand === '' ? '' : ` · ${line.brand}`} · Entrega: {formatDeliveryDays(line.delivery_days)}
              </p>
            </div>
            <p className="shrink-0 tabular-nums text-slate-800 sm:text-right">
              {line.quantity} × {formatMoney(line.unit_price_cents)}
              {line.discount_bp > 0 ? ` − ${formatPercentBp(line.discount_bp)}` : ''}
              <span className="block font-semibold text-slate-900">{formatMoney(line.gross_cents)}</span>
            </p>
          </li>
        ))}
      </ul>
      <p className="text-xs text-slate-600">{LINE_AMOUNT_NOTE}</p>
      <TotalsPanel totals={offer.totals} title="Totales de la oferta" />
      {offer.terms === '' ? null : (
        <div className="text-sm">
          <p className="font-semibold text-slate-800">Condiciones</p>
          <p className="whitespace-pre-line text-slate-700">{offer.terms}</p>
        </div>
      )}
    </section>
  );
}
