import { lineAmounts } from '../../money/quote-totals';
import { isBelowCost, marginBpOf } from '../../pricing/price-list';
import type { TDeskLine } from './quote-desk';
import type { TDeskOp } from './desk-ops';

// The desk's view of the price list: list prices as the suggestion for a line, the
// margin of each line and of the quote, and below-cost lines. Staff only: nothing here is ever put
// on the offer, the PDF or an email (buildOffer copies only the customer's fields).

/** What the desk knows of a product's price list: its cost and list price (cents); absent = no price doc. */
export type TDeskListPrice = { readonly cost_cents: number; readonly list_price_cents: number };
export type TDeskListPrices = ReadonlyMap<string, TDeskListPrice>;

type TPricedInput = Pick<TDeskLine, 'unit_price_cents' | 'discount_bp' | 'quantity'>;

/** The unit price after the line's discount (money rule), or null for a line without a price. */
export function netUnitCents(line: Pick<TDeskLine, 'unit_price_cents' | 'discount_bp'>): number | null {
  const amounts = lineAmounts({ unit_price_cents: line.unit_price_cents, discount_bp: line.discount_bp, quantity: 1 });
  return amounts === null ? null : amounts.net_cents;
}

export type TLineMargin =
  /** No price on the line yet, or no cost known for its product. */
  | { readonly kind: 'unknown'; readonly reason: 'unpriced' | 'no-cost' }
  | {
      readonly kind: 'known';
      readonly net_unit_cents: number;
      readonly cost_cents: number;
      readonly margin_bp: number | null;
      readonly below_cost: boolean;
    };

/** A line's margin: its net unit price (after discount) against its product's cost (marginBpOf). */
export function lineMargin(line: TPricedInput, costCents: number | undefined): TLineMargin {
  const net = netUnitCents(line);
  if (net === null) return { kind: 'unknown', reason: 'unpriced' };
  if (costCents === undefined) return { kind: 'unknown', reason: 'no-cost' };
  return {
    kind: 'known',
    net_unit_cents: net,
    cost_cents: costCents,
    margin_bp: marginBpOf(net, costCents),
    below_cost: isBelowCost(net, costCents),
  };
}

export type TQuoteMargin = {
  /** Sum of the line nets (the totals rule, before IVA) of the lines counted. */
  readonly net_cents: number;
  /** Sum of cost × quantity of the same lines. */
  readonly cost_cents: number;
  /** The quote's gross margin on the sale price; null when no line can be counted or the net is 0. */
  readonly margin_bp: number | null;
  /** Priced lines whose product has no cost: left out of the figure, and said so. */
  readonly lines_without_cost: number;
  /** Lines without a price yet: left out too. */
  readonly unpriced_lines: number;
  /** Lines sold below their cost. */
  readonly below_cost_lines: number;
};

/**
 * The quote's margin: the sum of the line nets (each by the totals rule) against the sum of
 * cost × quantity, over the priced lines whose cost is known.
 */
export function quoteMargin(
  lines: readonly (TPricedInput & Pick<TDeskLine, 'product_id'>)[],
  prices: TDeskListPrices,
): TQuoteMargin {
  let net = 0;
  let cost = 0;
  let withoutCost = 0;
  let unpriced = 0;
  let below = 0;
  for (const line of lines) {
    const amounts = lineAmounts(line);
    if (amounts === null) {
      unpriced += 1;
      continue;
    }
    const price = prices.get(line.product_id);
    if (price === undefined) {
      withoutCost += 1;
      continue;
    }
    net += amounts.net_cents;
    cost += price.cost_cents * line.quantity;
    if (isBelowCost(netUnitCents(line) ?? 0, price.cost_cents)) below += 1;
  }
  return {
    net_cents: net,
    cost_cents: cost,
    margin_bp: marginBpOf(net, cost),
    lines_without_cost: withoutCost,
    unpriced_lines: unpriced,
    below_cost_lines: below,
  };
}

/** A line sold below its cost: what the send dialog, the approval panel and the history name. */
export type TBelowCostLine = {
  readonly product_id: string;
  readonly sku: string;
  readonly net_unit_cents: number;
  readonly cost_cents: number;
  readonly margin_bp: number | null;
};

/**
 * The priced lines whose net unit price (after discount) is below their product's cost, in the
 * desk's order. Lines without a price or without a known cost are not judged.
 */
export function belowCostLines(
  lines: readonly (TPricedInput & Pick<TDeskLine, 'product_id' | 'sku'>)[],
  costs: ReadonlyMap<string, number>,
): TBelowCostLine[] {
  return lines.flatMap((line) => {
    const margin = lineMargin(line, costs.get(line.product_id));
    if (margin.kind !== 'known' || !margin.below_cost) return [];
    // A net of 0 has no margin on the sale price (null); it is still below any cost above 0.
    return [
      {
        product_id: line.product_id,
        sku: line.sku,
        net_unit_cents: margin.net_unit_cents,
        cost_cents: margin.cost_cents,
        margin_bp: margin.margin_bp,
      },
    ];
  });
}

/** The list prices a list-price map holds, for the lines staff add (previewDeskOps). */
export function listPricesOf(prices: TDeskListPrices): Map<string, number> {
  return new Map([...prices].map(([productId, price]) => [productId, price.list_price_cents]));
}

/** The costs a list-price map holds, for belowCostLines. */
export function costsOf(prices: TDeskListPrices): Map<string, number> {
  return new Map([...prices].map(([productId, price]) => [productId, price.cost_cents]));
}

/** "Usar precios de lista": one set_line per line without a price whose product has a list price. */
export function listPriceOps(
  lines: readonly Pick<TDeskLine, 'product_id' | 'unit_price_cents'>[],
  prices: TDeskListPrices,
): TDeskOp[] {
  return lines.flatMap((line) => {
    const price = line.unit_price_cents === null ? prices.get(line.product_id) : undefined;
    return price === undefined
      ? []
      : [{ op: 'set_line' as const, product_id: line.product_id, unit_price_cents: price.list_price_cents }];
  });
}
