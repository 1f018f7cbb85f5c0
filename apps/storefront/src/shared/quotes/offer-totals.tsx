import { Fragment } from 'react';
import { quoteTotalsRows, type TQuoteTotals } from '@voltia/domain';

/**
 * The domain's totals rows, as the PDF and the offer email print them; the total bold, with its
 * currency. The quote's offer and the order (its totals frozen as accepted) show the same block.
 */
export function OfferTotals({ totals }: { totals: TQuoteTotals }) {
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
