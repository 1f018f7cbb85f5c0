'use client';

import { Fragment, type ReactNode } from 'react';
import {
  formatDeliveryDays,
  formatMoney,
  formatPercentBp,
  LINE_AMOUNT_NOTE,
  quotePdfFilename,
  quoteTotalsRows,
  type TOfferLine,
  type TQuoteOffer,
  type TQuoteTotals,
} from '@voltia/domain';
import type { TStoredQuote } from '@voltia/firebase-client/quotes';
import { LineProduct } from './line-product';
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
      <OfferLines lines={offer.lines} />
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

const COLUMNS = [
  { label: 'Producto', numeric: false },
  { label: 'Cantidad', numeric: true },
  { label: 'Precio unitario', numeric: true },
  { label: 'Descuento', numeric: true },
  { label: 'Entrega', numeric: false },
  { label: 'Importe', numeric: true },
] as const;

/** A table from tablet widths up; on phones each row is a stacked card with its labels beside the values. */
function OfferLines({ lines }: { lines: readonly TOfferLine[] }) {
  return (
    <table className="block w-full text-sm md:table md:rounded-lg md:border md:border-slate-200">
      <caption className="sr-only">Productos cotizados con sus precios</caption>
      <thead className="hidden bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600 md:table-header-group">
        <tr>
          {COLUMNS.map((column) => (
            <th
              key={column.label}
              scope="col"
              className={`px-3 py-2 whitespace-nowrap ${column.numeric ? 'text-right' : ''}`}
            >
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="flex flex-col gap-3 md:table-row-group">
        {lines.map((line) => (
          <tr
            key={line.product_id}
            data-testid="quote-line"
            className="block rounded-lg border border-slate-200 bg-white p-3 md:table-row md:rounded-none md:border-0 md:border-t md:p-0"
          >
            <td className="block pb-2 md:table-cell md:px-3 md:py-2">
              <LineProduct line={line} />
            </td>
            <Cell label="Cantidad">{line.quantity}</Cell>
            <Cell label="Precio unitario">{formatMoney(line.unit_price_cents)}</Cell>
            <Cell label="Descuento">{line.discount_bp === 0 ? '—' : formatPercentBp(line.discount_bp)}</Cell>
            <Cell label="Entrega" align="left">
              {formatDeliveryDays(line.delivery_days)}
            </Cell>
            <Cell label="Importe" strong>
              {formatMoney(line.gross_cents)}
            </Cell>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A value cell; on phones its column name shows beside it, since the header row is hidden there. */
function Cell({
  label,
  children,
  align = 'right',
  strong = false,
}: {
  label: string;
  children: ReactNode;
  align?: 'left' | 'right';
  strong?: boolean;
}) {
  return (
    <td
      className={`flex justify-between gap-3 py-0.5 md:table-cell md:px-3 md:py-2 md:whitespace-nowrap ${align === 'right' ? 'md:text-right' : ''} ${strong ? 'font-semibold text-slate-900' : 'text-slate-800'}`}
    >
      <span className="font-normal text-slate-600 md:hidden">{label}</span>
      <span>{children}</span>
    </td>
  );
}

/** The domain's totals rows, as the PDF and the offer email print them; the total bold, with its currency. */
function OfferTotals({ totals }: { totals: TQuoteTotals }) {
  return (
    <div className="ml-auto w-full max-w-sm rounded-lg border border-slate-200 bg-white p-4 text-sm">
      <h3 className="sr-only">Totales</h3>
      <dl className="grid grid-cols-[1fr_auto] gap-y-1">
        {quoteTotalsRows(totals).map((row) =>
          row.key === 'total' ? (
            <Fragment key={row.key}>
              <dt className="mt-1 border-t border-slate-200 pt-2 pr-6 text-base font-bold text-slate-900">
                {row.label}
              </dt>
              <dd
                className="mt-1 border-t border-slate-200 pt-2 text-right text-base font-bold text-slate-900"
                data-testid="offer-total"
              >
                {row.amount} {totals.currency}
              </dd>
            </Fragment>
          ) : (
            <Fragment key={row.key}>
              <dt className="text-slate-600">{row.label}</dt>
              <dd className="text-right" data-testid={`offer-${row.key}`}>
                {row.amount}
              </dd>
            </Fragment>
          ),
        )}
      </dl>
    </div>
  );
}
