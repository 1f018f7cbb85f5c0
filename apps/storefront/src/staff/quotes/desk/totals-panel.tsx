import { formatMoney, quoteTotalsRows, type TQuoteTotals } from '@voltia/domain';
import { missingPricesText } from './send-blockers';

/**
 * The totals as the PDF, the email and the customer's page print them (the domain's quoteTotalsRows:
 * subtotal, descuento, subtotal con descuento, IVA), the total apart.
 */
export function TotalsPanel({ totals, title = 'Totales' }: { totals: TQuoteTotals; title?: string }) {
  const rows = quoteTotalsRows(totals).filter((row) => row.key !== 'total');
  return (
    <section aria-label={title} className="rounded-lg border border-slate-200 bg-white p-4" data-testid="desk-totals">
      <h2 className="text-base font-bold text-slate-900">{title}</h2>
      <dl className="mt-3 flex flex-col gap-1.5 text-sm">
        {rows.map((row) => (
          <div key={row.key} className="flex justify-between gap-4">
            <dt className="text-slate-700">{row.label}</dt>
            <dd className="tabular-nums text-slate-900" data-testid={`totals-${row.key}`}>
              {row.amount}
            </dd>
          </div>
        ))}
        <div className="mt-1 flex justify-between gap-4 border-t border-slate-200 pt-2 text-base font-bold">
          <dt>Total</dt>
          <dd className="tabular-nums" data-testid="totals-total">
            {formatMoney(totals.total_cents)}
          </dd>
        </div>
      </dl>
      {totals.unpriced_lines > 0 ? (
        <p
          className="mt-3 rounded-button bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900"
          data-testid="totals-unpriced"
        >
          {missingPricesText(totals.unpriced_lines)}
        </p>
      ) : null}
    </section>
  );
}
