import { formatMoney, formatPercentBp, type TQuoteTotals } from '@voltia/domain';
import { missingPricesText } from './send-blockers';

/** Subtotal, discount, IVA and total by the domain's one totals rule (the PDF, email and customer page use it too). */
export function TotalsPanel({ totals, title = 'Totales' }: { totals: TQuoteTotals; title?: string }) {
  const rows: [string, string, string][] = [
    ['Subtotal', formatMoney(totals.subtotal_cents), 'subtotal'],
    ['Descuento', totals.discount_cents === 0 ? formatMoney(0) : `−${formatMoney(totals.discount_cents)}`, 'discount'],
    [`IVA ${formatPercentBp(totals.iva_rate_bp)}`, formatMoney(totals.iva_cents), 'iva'],
  ];
  return (
    <section aria-label={title} className="rounded-lg border border-slate-200 bg-white p-4" data-testid="desk-totals">
      <h2 className="text-base font-bold text-slate-900">{title}</h2>
      <dl className="mt-3 flex flex-col gap-1.5 text-sm">
        {rows.map(([label, value, key]) => (
          <div key={key} className="flex justify-between gap-4">
            <dt className="text-slate-700">{label}</dt>
            <dd className="tabular-nums text-slate-900" data-testid={`totals-${key}`}>
              {value}
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
