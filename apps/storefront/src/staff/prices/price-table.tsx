import { formatMoney, formatPercentBp, UNPRICED_LABEL, type TPriceListRow } from '@voltia/domain';
import type { TPriceNameLookup } from './price-names';

const th =
  'px-2 py-2.5 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase first:pl-3 last:pr-3 xl:px-3';
const thNum = `${th} text-right`;
const td = 'px-2 py-3 align-top first:pl-3 last:pr-3 xl:px-3';
const tdNum = `${td} text-right tabular-nums whitespace-nowrap`;
const wide = 'hidden xl:table-cell';

type TProps = {
  rows: readonly TPriceListRow[];
  names: TPriceNameLookup;
  onEdit: (row: TPriceListRow) => void;
  caption: string;
};

/** The mark of a product without a price: words, not a colour alone. */
export function UnpricedBadge() {
  return (
    <span
      className="inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900"
      data-testid="price-unpriced"
    >
      {UNPRICED_LABEL}
    </span>
  );
}

/** "Editar" a price, or "Poner precio" to a product that has none. */
function EditButton({ row, onEdit }: { row: TPriceListRow; onEdit: (row: TPriceListRow) => void }) {
  return (
    <button
      type="button"
      className="min-h-11 rounded-button px-3 font-semibold whitespace-nowrap text-primary underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-primary/40 focus-visible:outline-none"
      onClick={() => onEdit(row)}
    >
      {row.price === null ? (
        <>
          Poner precio<span className="sr-only"> a {row.sku}</span>
        </>
      ) : (
        <>
          Editar<span className="sr-only"> el precio de {row.sku}</span>
        </>
      )}
    </button>
  );
}

/** A figure of the price, or a dash while the product has none. */
const figure = (row: TPriceListRow, show: (price: NonNullable<TPriceListRow['price']>) => string) =>
  row.price === null ? '—' : show(row.price);

/** The price list as a table from tablet widths: one product a row; brand and category get columns of their own from 1440 px. */
export function PriceTable({ rows, names, onEdit, caption }: TProps) {
  return (
    <div className="hidden overflow-x-auto rounded-lg border border-slate-200 bg-white md:block">
      <table className="w-full border-collapse text-sm" data-testid="price-table">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            <th scope="col" className={th}>
              SKU y descripción
            </th>
            <th scope="col" className={`${th} ${wide}`}>
              Marca
            </th>
            <th scope="col" className={th}>
              Proveedor del costo
            </th>
            <th scope="col" className={thNum}>
              Costo
            </th>
            <th scope="col" className={thNum}>
              Margen
            </th>
            <th scope="col" className={thNum}>
              Precio de lista
            </th>
            <th scope="col" className={th}>
              <span className="sr-only">Acciones</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr
              key={row.product_id}
              data-testid="price-row"
              data-product-id={row.product_id}
              data-priced={row.price !== null}
            >
              <th scope="row" className={`${td} text-left font-normal`}>
                <span className="font-mono font-semibold text-slate-900">{row.sku}</span>
                <span className="block max-w-md text-slate-600">{row.description}</span>
              </th>
              <td className={`${td} ${wide}`}>{names.brand(row.brand_id)}</td>
              <td className={td}>{figure(row, (price) => names.supplier(price.supplier_id))}</td>
              <td className={tdNum} data-testid="price-cost">
                {figure(row, (price) => formatMoney(price.cost_cents))}
              </td>
              <td className={tdNum} data-testid="price-margin">
                {figure(row, (price) => formatPercentBp(price.margin_bp))}
              </td>
              <td className={`${tdNum} font-semibold text-slate-900`} data-testid="price-list">
                {row.price === null ? <UnpricedBadge /> : formatMoney(row.price.list_price_cents)}
              </td>
              <td className={`${td} text-right`}>
                <EditButton row={row} onEdit={onEdit} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The price list as cards on phones. */
export function PriceCards({ rows, names, onEdit, caption }: TProps) {
  return (
    <ul className="flex flex-col gap-2 md:hidden" aria-label={caption} data-testid="price-cards">
      {rows.map((row) => (
        <li
          key={row.product_id}
          className="rounded-lg border border-slate-200 bg-white p-3 text-sm"
          data-testid="price-card"
          data-product-id={row.product_id}
          data-priced={row.price !== null}
        >
          <p className="font-mono font-semibold break-all text-slate-900">{row.sku}</p>
          <p className="text-slate-600">{row.description}</p>
          {row.price === null ? (
            <p className="mt-2">
              <UnpricedBadge />
            </p>
          ) : (
            <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1">
              <dt className="text-slate-600">Proveedor</dt>
              <dd className="min-w-0 break-words text-slate-900">{names.supplier(row.price.supplier_id)}</dd>
              <dt className="text-slate-600">Costo</dt>
              <dd className="tabular-nums">{formatMoney(row.price.cost_cents)}</dd>
              <dt className="text-slate-600">Margen</dt>
              <dd className="tabular-nums">{formatPercentBp(row.price.margin_bp)}</dd>
              <dt className="text-slate-600">Precio de lista</dt>
              <dd className="font-semibold tabular-nums text-slate-900">{formatMoney(row.price.list_price_cents)}</dd>
            </dl>
          )}
          <div className="mt-1 flex justify-end">
            <EditButton row={row} onEdit={onEdit} />
          </div>
        </li>
      ))}
    </ul>
  );
}
