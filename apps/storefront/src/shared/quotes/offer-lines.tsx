import type { ReactNode } from 'react';
import { formatDeliveryDays, formatMoney, formatPercentBp, type TOfferLine } from '@voltia/domain';
import { LineProduct } from './line-product';

// The priced lines of an offer as the customer reads them: on the quote's offer and, frozen as they
// were accepted, on the order.

const COLUMNS = [
  { label: 'Producto', numeric: false },
  { label: 'Cantidad', numeric: true },
  { label: 'Precio unitario', numeric: true },
  { label: 'Descuento', numeric: true },
  { label: 'Entrega', numeric: false },
  { label: 'Importe', numeric: true },
] as const;

/** A table from tablet widths up; on phones each row is a stacked card with its labels beside the values. */
export function OfferLines({ lines, caption }: { lines: readonly TOfferLine[]; caption: string }) {
  return (
    <table className="block w-full text-sm md:table md:rounded-lg md:border md:border-slate-200">
      <caption className="sr-only">{caption}</caption>
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
