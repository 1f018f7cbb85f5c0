'use client';

import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import {
  formatDeliveryDays,
  formatMoney,
  formatPercentBp,
  LINE_AMOUNT_NOTE,
  lineAmounts,
  lineMargin,
  type TDeskLine,
  type TDeskListPrices,
} from '@voltia/domain';
import type { TLive } from '@/shared/live/use-live';
import { BELOW_COST_TEXT, lineMarginText, listPriceHint } from './desk-margins';
import { LINE_FIELD_LABELS, LINE_FIELDS, type TLineField } from './desk-line-fields';
import type { TLineFieldProps } from './use-line-field-editing';

type TPricingLinesProps = {
  readonly lines: readonly TDeskLine[];
  /** Inputs while the desk is editable; plain figures once it is not. */
  readonly editable: boolean;
  /** A table on laptops; stacked cards with the same fields on phones and tablets. */
  readonly wide: boolean;
  readonly fieldProps: (line: TDeskLine, field: TLineField, row: number) => TLineFieldProps;
  readonly onRemove: (line: TDeskLine) => void;
  /** Costs and list prices of the lines' products (staff only): suggestions and margins. */
  readonly prices: TLive<TDeskListPrices>;
};

const FIELD_INPUT: Readonly<
  Record<TLineField, { inputMode: 'decimal' | 'numeric'; placeholder?: string; width: string }>
> = {
  quantity: { inputMode: 'numeric', width: 'w-20' },
  unit_price_cents: { inputMode: 'decimal', placeholder: 'Sin precio', width: 'w-32' },
  discount_bp: { inputMode: 'decimal', width: 'w-20' },
  delivery_days: { inputMode: 'numeric', placeholder: 'Por confirmar', width: 'w-28' },
};

function fieldText(line: TDeskLine, field: TLineField): string {
  switch (field) {
    case 'unit_price_cents':
      return line.unit_price_cents === null ? 'Sin precio' : formatMoney(line.unit_price_cents);
    case 'discount_bp':
      return formatPercentBp(line.discount_bp);
    case 'delivery_days':
      return formatDeliveryDays(line.delivery_days);
    case 'quantity':
      return String(line.quantity);
  }
}

/** The line's Importe as the PDF, the email and the customer's page print it: before its discount (LINE_AMOUNT_NOTE). */
function amountText(line: TDeskLine): string {
  const amounts = lineAmounts(line);
  return amounts === null ? 'Sin precio' : formatMoney(amounts.gross_cents);
}

function LineFieldInput({
  line,
  field,
  row,
  props,
  wide,
  hint,
}: {
  line: TDeskLine;
  field: TLineField;
  row: number;
  props: TLineFieldProps;
  wide: boolean;
  hint: string | null;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint === null ? null : hintId, props.error === null ? null : errorId]
    .filter((part) => part !== null)
    .join(' ');
  const { inputMode, placeholder, width } = FIELD_INPUT[field];
  // Enter and Tab select a field's value so typing replaces it. Another rep's change arriving live
  // writes a new value and drops that selection (or puts the caret after it, in an empty field), and
  // the next key would be added to their value ("40" + "5" = "405", valid and saved): while the rep
  // has not started typing in the field, the new value is selected.
  const input = useRef<HTMLInputElement>(null);
  const untouched = useRef(false);
  useLayoutEffect(() => {
    const element = input.current;
    if (element !== null && untouched.current && element === document.activeElement) element.select();
  }, [props.value]);
  return (
    <div className={wide ? 'flex flex-col items-end gap-1' : 'flex flex-col gap-1'}>
      {wide ? null : (
        <span aria-hidden="true" className="text-xs font-semibold text-slate-700">
          {LINE_FIELD_LABELS[field]}
        </span>
      )}
      <input
        type="text"
        inputMode={inputMode}
        autoComplete="off"
        spellCheck={false}
        aria-label={`${LINE_FIELD_LABELS[field]}, SKU ${line.sku}`}
        aria-invalid={props.error === null ? undefined : true}
        aria-describedby={describedBy === '' ? undefined : describedBy}
        placeholder={placeholder}
        data-desk-field={field}
        data-desk-row={row}
        data-product-id={line.product_id}
        ref={input}
        value={props.value}
        onFocus={() => {
          untouched.current = true;
          props.onFocus();
        }}
        onMouseDown={() => {
          untouched.current = false;
        }}
        onChange={(event) => {
          untouched.current = false;
          props.onChange(event.target.value);
        }}
        onBlur={props.onBlur}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' && event.key !== 'Escape' && event.key !== 'Tab') untouched.current = false;
          props.onKeyDown(event);
        }}
        // Enter and Shift-Enter scroll the next field into view clear of the sticky header and save status.
        className={`${wide ? `${width} text-sm` : 'w-full text-base'} scroll-mt-28 scroll-mb-28 rounded-button border border-slate-300 bg-white px-2 py-1.5 text-right tabular-nums text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30 aria-[invalid=true]:border-red-600 aria-[invalid=true]:bg-red-50`}
      />
      {hint === null ? null : (
        <p
          id={hintId}
          className={`text-xs text-slate-700 ${wide ? 'whitespace-nowrap text-right' : ''}`}
          data-testid="list-price"
        >
          {hint}
        </p>
      )}
      {props.error === null ? null : (
        <p id={errorId} className={`text-xs font-medium text-red-700 ${wide ? 'max-w-40 text-right' : ''}`}>
          {props.error}
        </p>
      )}
    </div>
  );
}

/** What the line was asked as; on the laptop table also its below-cost flag, which the narrow margin column cannot hold on one line. */
function ProductCell({ line, flag }: { line: TDeskLine; flag?: ReactNode }) {
  return (
    <div className="min-w-0">
      <p className="line-clamp-3 font-semibold text-slate-900" title={line.sku_description}>
        {line.sku_description}
      </p>
      <p className="mt-0.5 text-xs text-slate-600">
        <span className="font-mono">SKU {line.sku}</span>
        {line.brand === '' ? null : <> · {line.brand}</>}
      </p>
      <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-700">
        {line.origin === 'added' ? (
          <span className="rounded-full bg-secondary/30 px-2 py-0.5 font-semibold text-slate-900">Alternativa</span>
        ) : (
          <span data-testid="requested-quantity">Solicitado: {line.requested_quantity ?? '—'}</span>
        )}
        {flag}
      </p>
    </div>
  );
}

/** Whether the line sells below its cost, once the costs have arrived. */
function isBelowCost(line: TDeskLine, prices: TLive<TDeskListPrices>): boolean {
  if (prices.status !== 'ready') return false;
  const margin = lineMargin(line, prices.value.get(line.product_id)?.cost_cents);
  return margin.kind === 'known' && margin.below_cost;
}

/** "▼ Por debajo del costo", in words for screen readers too, always whole on one line. */
function BelowCostFlag({ line, prices }: { line: TDeskLine; prices: TLive<TDeskListPrices> }) {
  if (!isBelowCost(line, prices)) return null;
  return (
    <span
      className="inline-flex items-center gap-1 whitespace-nowrap rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800"
      data-testid="below-cost"
    >
      <span aria-hidden="true">▼</span>
      {BELOW_COST_TEXT}
    </span>
  );
}

/** The line's margin for staff; a line sold below cost is flagged in words (beside the product on the laptop table). */
function MarginCell({ line, prices, wide }: { line: TDeskLine; prices: TLive<TDeskListPrices>; wide: boolean }) {
  if (prices.status !== 'ready')
    return <span className="text-slate-600">{prices.status === 'loading' ? '…' : '—'}</span>;
  const margin = lineMargin(line, prices.value.get(line.product_id)?.cost_cents);
  const below = isBelowCost(line, prices);
  return (
    <span
      className={`inline-flex flex-col gap-1 ${wide ? 'items-end whitespace-nowrap' : 'items-start'}`}
      data-testid="line-margin"
      data-below-cost={below ? 'true' : undefined}
    >
      <span className={`tabular-nums ${below ? 'font-semibold text-red-700' : 'text-slate-900'}`}>
        {lineMarginText(margin)}
      </span>
      {wide ? null : <BelowCostFlag line={line} prices={prices} />}
    </span>
  );
}

function RemoveButton({ line, onRemove }: { line: TDeskLine; onRemove: (line: TDeskLine) => void }) {
  return (
    <button
      type="button"
      onClick={() => onRemove(line)}
      data-remove-line={line.product_id}
      aria-label={`Quitar ${line.sku_description} (SKU ${line.sku})`}
      className="inline-flex min-h-9 items-center rounded-button border border-slate-300 bg-white px-2.5 text-sm font-semibold text-red-700 hover:bg-red-50"
    >
      Quitar
    </button>
  );
}

/** One row per desk line: what was asked, and the quantity, price, discount and delivery staff offer. */
export function PricingLines({ lines, editable, wide, fieldProps, onRemove, prices }: TPricingLinesProps) {
  if (lines.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
        Esta cotización no tiene productos. Agrega uno abajo.
      </p>
    );
  }

  const cell = (line: TDeskLine, field: TLineField, row: number) =>
    editable ? (
      <LineFieldInput
        line={line}
        field={field}
        row={row}
        props={fieldProps(line, field, row)}
        wide={wide}
        hint={field === 'unit_price_cents' ? listPriceHint(prices, line.product_id) : null}
      />
    ) : (
      <span className="tabular-nums">{fieldText(line, field)}</span>
    );

  if (wide) {
    return (
      <div className="rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-sm" data-testid="pricing-table">
          <caption className="sr-only">Precios por producto</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2">
                Producto
              </th>
              {LINE_FIELDS.map((field) => (
                <th key={field} scope="col" className="px-2 py-2 text-right">
                  {LINE_FIELD_LABELS[field]}
                </th>
              ))}
              <th scope="col" className="px-2 py-2 text-right">
                Importe
              </th>
              <th scope="col" className="px-2 py-2 text-right">
                Margen
              </th>
              {editable ? (
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">Acciones</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {lines.map((line, row) => (
              <tr key={line.product_id} data-testid="desk-line" data-product-id={line.product_id} className="align-top">
                <td className="min-w-48 px-3 py-2.5">
                  <ProductCell line={line} flag={<BelowCostFlag line={line} prices={prices} />} />
                </td>
                {LINE_FIELDS.map((field) => (
                  <td key={field} className="px-2 py-2 text-right">
                    {cell(line, field, row)}
                  </td>
                ))}
                <td
                  className="whitespace-nowrap px-2 py-2.5 text-right font-semibold tabular-nums text-slate-900"
                  data-testid="line-amount"
                >
                  {amountText(line)}
                </td>
                <td className="px-2 py-2.5 text-right">
                  <MarginCell line={line} prices={prices} wide />
                </td>
                {editable ? (
                  <td className="py-2 pr-3 pl-2 text-right">
                    <RemoveButton line={line} onRemove={onRemove} />
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
        <p className="border-t border-slate-200 px-3 py-2 text-xs text-slate-600">{LINE_AMOUNT_NOTE}</p>
      </div>
    );
  }

  return (
    <>
      <ul className="flex flex-col gap-3" aria-label="Precios por producto" data-testid="pricing-cards">
        {lines.map((line, row) => (
          <li
            key={line.product_id}
            data-testid="desk-line"
            data-product-id={line.product_id}
            className="rounded-lg border border-slate-200 bg-white p-4"
          >
            <ProductCell line={line} />
            <div className="mt-3 grid grid-cols-2 gap-3">
              {LINE_FIELDS.map((field) =>
                editable ? (
                  <div key={field}>{cell(line, field, row)}</div>
                ) : (
                  <div key={field} className="flex flex-col gap-1">
                    <span className="text-xs font-semibold text-slate-700">{LINE_FIELD_LABELS[field]}</span>
                    {cell(line, field, row)}
                  </div>
                ),
              )}
            </div>
            <div className="mt-3 flex items-center justify-between gap-3 border-t border-slate-100 pt-3">
              <div className="flex flex-col gap-1 text-sm text-slate-700">
                <p>
                  Importe:{' '}
                  <span className="font-semibold tabular-nums text-slate-900" data-testid="line-amount">
                    {amountText(line)}
                  </span>
                </p>
                <div className="flex flex-wrap items-center gap-1">
                  Margen: <MarginCell line={line} prices={prices} wide={false} />
                </div>
              </div>
              {editable ? <RemoveButton line={line} onRemove={onRemove} /> : null}
            </div>
          </li>
        ))}
      </ul>
      <p className="text-xs text-slate-600">{LINE_AMOUNT_NOTE}</p>
    </>
  );
}
