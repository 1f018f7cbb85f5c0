import { formatBusinessDate, formatMoney, formatPercentBp, type PRICE_CHANGE_KINDS } from '@voltia/domain';

type TPriceChangeKind = (typeof PRICE_CHANGE_KINDS)[number];
import type { TPriceHistoryRow } from '@voltia/firebase-client/staff';
import type { TLive } from './use-price-data';
import type { TPriceNameLookup } from './price-names';

export const PRICE_CHANGE_KIND_LABELS: Readonly<Record<TPriceChangeKind, string>> = {
  manual: 'Cambio manual',
  bulk: 'Ajuste masivo',
  undo: 'Ajuste deshecho',
  import: 'Importación',
};

/** When a price changed, on the company's clock: "26 nov 2026, 11:06". */
export const formatPriceDate = (date: Date) => formatBusinessDate(date, 'short-date-time');

/**
 * Price changes, newest first: when, who, what kind, before → after (list price, cost, margin) and
 * why. `skuOf` names the product when the list mixes products (the recent changes overall).
 */
export function PriceHistoryList({
  history,
  names,
  skuOf,
  emptyText,
}: {
  history: TLive<readonly TPriceHistoryRow[]>;
  names: TPriceNameLookup;
  skuOf?: (productId: string) => string;
  emptyText: string;
}) {
  if (history.status === 'loading') {
    return (
      <p role="status" className="text-sm text-slate-600">
        Cargando historial…
      </p>
    );
  }
  if (history.status === 'error') {
    return (
      <p role="alert" className="text-sm font-medium text-red-700">
        {history.error.userMessage}
      </p>
    );
  }
  if (history.value.length === 0) return <p className="text-sm text-slate-600">{emptyText}</p>;
  return (
    <ol className="flex flex-col gap-2" data-testid="price-history">
      {history.value.map((entry) => (
        <li
          key={entry.id}
          className="rounded-lg border border-slate-200 bg-white p-3 text-sm"
          data-testid="price-history-entry"
          data-kind={entry.kind}
        >
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <p className="font-semibold text-slate-900">
              {PRICE_CHANGE_KIND_LABELS[entry.kind]}
              {skuOf === undefined ? null : (
                <span className="ml-2 font-mono text-slate-700">{skuOf(entry.product_id)}</span>
              )}
            </p>
            <p className="text-slate-600">
              <time dateTime={entry.at.toISOString()}>{formatPriceDate(entry.at)}</time> · {entry.by.name}
            </p>
          </div>
          <p className="mt-1 text-slate-800">
            Precio de lista: {entry.before === null ? 'sin precio' : formatMoney(entry.before.list_price_cents)} →{' '}
            <strong>{formatMoney(entry.after.list_price_cents)}</strong>
          </p>
          <p className="text-slate-600">
            Costo {entry.before === null ? '—' : formatMoney(entry.before.cost_cents)} →{' '}
            {formatMoney(entry.after.cost_cents)} ({names.supplier(entry.after.supplier_id)}) · margen{' '}
            {entry.before === null ? '—' : formatPercentBp(entry.before.margin_bp)} →{' '}
            {formatPercentBp(entry.after.margin_bp)}
          </p>
          <p className="mt-1 break-words text-slate-700">Motivo: {entry.reason}</p>
        </li>
      ))}
    </ol>
  );
}
