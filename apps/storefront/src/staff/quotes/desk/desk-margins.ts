import {
  DISCOUNT_APPROVAL_THRESHOLD_BP,
  formatMoney,
  formatPercentBp,
  type TBelowCostLine,
  type TDeskListPrice,
  type TDeskListPrices,
  type TLineMargin,
  type TQuoteMargin,
} from '@voltia/domain';
import type { TLive } from '@/shared/live/use-live';

/** The flag a line priced below cost carries, on screen and for screen readers. */
export const BELOW_COST_TEXT = 'Por debajo del costo';
export const NO_LIST_PRICE_TEXT = 'Sin precio de lista';

/** What the price field says under it: the list price as the suggestion, or that there is none. */
export function listPriceHint(prices: TLive<TDeskListPrices>, productId: string): string | null {
  if (prices.status !== 'ready') return null;
  const price: TDeskListPrice | undefined = prices.value.get(productId);
  return price === undefined ? NO_LIST_PRICE_TEXT : `Lista: ${formatMoney(price.list_price_cents)}`;
}

/** A margin as the desk shows it, with a true minus sign: "25 %", "−1.88 %"; "—" when there is none. */
export function marginText(marginBp: number | null): string {
  return marginBp === null ? '—' : formatPercentBp(marginBp).replace(/^-/, '−');
}

/** A line's margin as the desk shows it: "25 %", "−7.14 %", "—" (no price yet) or "Sin costo". */
export function lineMarginText(margin: TLineMargin): string {
  if (margin.kind === 'unknown') return margin.reason === 'unpriced' ? '—' : 'Sin costo';
  return marginText(margin.margin_bp);
}

/** A below-cost line as the send dialog, the approval panel and the history name it: "SKU QO330: margen −1.88 %". */
export function belowCostLineText(line: Pick<TBelowCostLine, 'sku' | 'margin_bp'>): string {
  return `SKU ${line.sku}: margen ${marginText(line.margin_bp)}`;
}

/** What the rep ticks to send lines below their cost (the quotes function requires it too). */
export const BELOW_COST_CONFIRM_TEXT = 'Confirmo que envío productos por debajo del costo';

/** The quote's margin panel rows and notes. */
export function quoteMarginSummary(margin: TQuoteMargin): { readonly margin: string; readonly notes: string[] } {
  const notes: string[] = [];
  if (margin.below_cost_lines > 0)
    notes.push(
      margin.below_cost_lines === 1
        ? '1 producto por debajo del costo.'
        : `${margin.below_cost_lines} productos por debajo del costo.`,
    );
  if (margin.lines_without_cost > 0)
    notes.push(
      margin.lines_without_cost === 1
        ? '1 producto sin costo registrado no cuenta en el margen.'
        : `${margin.lines_without_cost} productos sin costo registrado no cuentan en el margen.`,
    );
  if (margin.unpriced_lines > 0)
    notes.push(
      margin.unpriced_lines === 1
        ? '1 producto sin precio no cuenta todavía.'
        : `${margin.unpriced_lines} productos sin precio no cuentan todavía.`,
    );
  return { margin: marginText(margin.margin_bp), notes };
}

/** "Descuentos mayores que 15 %". */
export const APPROVAL_THRESHOLD_TEXT = `Descuentos mayores que ${formatPercentBp(DISCOUNT_APPROVAL_THRESHOLD_BP)}`;
