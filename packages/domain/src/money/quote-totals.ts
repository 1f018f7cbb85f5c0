import { z } from 'zod';
import { CURRENCY, IVA_RATE_BP, ZCents, applyBasisPoints, formatMoney, formatPercentBp } from './money';

/**
 * The totals rule, stated once (the desk, the customer page, the PDF and the emails all call
 * quoteTotals, so they show the same figures):
 *
 *   line gross     = unit price × quantity                      (exact, in cents)
 *   line discount  = line gross × discount %                    (rounded half up to the cent)
 *   line net       = line gross − line discount
 *   subtotal       = Σ line gross
 *   discount       = Σ line discount
 *   IVA            = (subtotal − discount) × 16 %                (rounded half up once, on the whole)
 *   total          = subtotal − discount + IVA
 */

/** What the rule needs of a line: a price (null while staff have not priced it), a quantity and a discount. */
export type TTotalsLineInput = {
  readonly quantity: number;
  readonly unit_price_cents: number | null;
  readonly discount_bp: number;
};

export const ZLineAmounts = z.object({
  gross_cents: ZCents,
  discount_cents: ZCents,
  net_cents: ZCents,
});
export type TLineAmounts = z.infer<typeof ZLineAmounts>;

export const ZQuoteTotals = z.object({
  currency: z.literal(CURRENCY),
  iva_rate_bp: z.number().int().min(0),
  subtotal_cents: ZCents,
  discount_cents: ZCents,
  /** Subtotal minus discount: what IVA is charged on. */
  taxable_cents: ZCents,
  iva_cents: ZCents,
  total_cents: ZCents,
  /** Lines without a price yet; they count as zero, and a quote with any cannot be sent. */
  unpriced_lines: z.number().int().min(0),
});
export type TQuoteTotals = z.infer<typeof ZQuoteTotals>;

/** One line's amounts, or null while it has no price. */
export function lineAmounts(line: TTotalsLineInput): TLineAmounts | null {
  if (line.unit_price_cents === null) return null;
  const gross = line.unit_price_cents * line.quantity;
  const discount = applyBasisPoints(gross, line.discount_bp);
  return { gross_cents: gross, discount_cents: discount, net_cents: gross - discount };
}

/** The quote's totals by the rule above. Unpriced lines add nothing and are counted. */
export function quoteTotals(lines: readonly TTotalsLineInput[], ivaRateBp: number = IVA_RATE_BP): TQuoteTotals {
  let subtotal = 0;
  let discount = 0;
  let unpriced = 0;
  for (const line of lines) {
    const amounts = lineAmounts(line);
    if (amounts === null) {
      unpriced += 1;
      continue;
    }
    subtotal += amounts.gross_cents;
    discount += amounts.discount_cents;
  }
  const taxable = subtotal - discount;
  const iva = applyBasisPoints(taxable, ivaRateBp);
  return {
    currency: CURRENCY,
    iva_rate_bp: ivaRateBp,
    subtotal_cents: subtotal,
    discount_cents: discount,
    taxable_cents: taxable,
    iva_cents: iva,
    total_cents: taxable + iva,
    unpriced_lines: unpriced,
  };
}

/**
 * What a line's "Importe" is wherever an offer is printed: its gross amount (the rule's line gross),
 * so the lines add up to the subtotal and the discount is taken off once, in the totals.
 */
export const LINE_AMOUNT_NOTE =
  'Importe = precio unitario × cantidad, antes del descuento; el descuento se resta en los totales.';

export type TTotalsRowKey = 'subtotal' | 'discount' | 'taxable' | 'iva' | 'total';
export type TTotalsRow = { readonly key: TTotalsRowKey; readonly label: string; readonly amount: string };

/**
 * The totals as they read on paper, top to bottom, each row following from the ones above:
 * subtotal (Σ importes), the discount taken off (with its minus sign), the subtotal with the
 * discount, IVA on it, the total. The PDF, the customer's offer page and the offer email print
 * these rows, so the three read the same; the figures are the stored totals, never recomputed.
 */
export function quoteTotalsRows(totals: TQuoteTotals): readonly TTotalsRow[] {
  return [
    { key: 'subtotal', label: 'Subtotal', amount: formatMoney(totals.subtotal_cents) },
    {
      key: 'discount',
      label: 'Descuento',
      amount: totals.discount_cents === 0 ? formatMoney(0) : `\u2212${formatMoney(totals.discount_cents)}`,
    },
    { key: 'taxable', label: 'Subtotal con descuento', amount: formatMoney(totals.taxable_cents) },
    { key: 'iva', label: `IVA ${formatPercentBp(totals.iva_rate_bp)}`, amount: formatMoney(totals.iva_cents) },
    { key: 'total', label: 'Total', amount: formatMoney(totals.total_cents) },
  ];
}
