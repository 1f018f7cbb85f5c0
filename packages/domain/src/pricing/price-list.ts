import { z } from 'zod';
import { AppError } from '../errors/app-error';
import { err, ok, type Result } from '../result/result';
import { ZWellFormedText } from '../text/well-formed-text';
import { BASIS_POINTS_PER_UNIT, MAX_UNIT_PRICE_CENTS, roundHalfUpDiv, ZDiscountBp } from '../money/money';

// Price lists: what a product costs the company, the margin staff want on it,
// and the list price that follows from both. Money is integer cents of MXN with the one rounding rule
// of money.ts (halves up); percentages are basis points. Staff only: a customer never reads a cost,
// a margin or a price history (firestore.rules, with attack tests).
//
// Margin is the GROSS MARGIN ON THE SALE PRICE, as distributors quote it: a 25 % margin on a cost of
// $75.00 gives a list price of $100.00 (75 / (1 − 0.25)), and a line sold at $100.00 that cost $75.00
// has a 25 % margin. One definition serves the price list, the desk's line margins and the quote's.

/** The written rule, shown where staff set a margin. */
export const MARGIN_RULE_TEXT =
  'El margen es sobre el precio de venta: precio de lista = costo ÷ (1 − margen), redondeado al centavo (medio centavo hacia arriba).';

/** The highest margin staff may set: 90 % (a list price ten times the cost). */
export const MAX_MARGIN_BP = 9000;

/** A cost in cents: above zero, at most the largest unit price. */
export const ZCostCents = z
  .number({ error: 'El costo debe ser un número.' })
  .int({ error: 'El costo debe estar en centavos enteros.' })
  .min(1, { error: 'El costo debe ser mayor que cero.' })
  .max(MAX_UNIT_PRICE_CENTS, { error: 'El costo no puede ser mayor que $10,000,000.00.' });

/** A margin in basis points: 0 to MAX_MARGIN_BP. */
export const ZMarginBp = z
  .number({ error: 'El margen debe ser un número.' })
  .int({ error: 'El margen admite como máximo dos decimales.' })
  .min(0, { error: 'El margen no puede ser negativo.' })
  .max(MAX_MARGIN_BP, { error: 'El margen no puede ser mayor que 90 %.' });

/** A margin as staff type it ("25", "27.5", "25 %") in basis points, 0 to 90 % with two decimals at most. */
export function parseMarginInput(raw: string): Result<number> {
  const text = raw.trim().replace(/\s*%$/, '');
  if (!/^\d{1,2}(\.\d{0,2})?$/.test(text)) return err(new AppError('input/invalid', { detail: raw }));
  const [whole = '0', fraction = ''] = text.split('.');
  const bp = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return ZMarginBp.safeParse(bp).success ? ok(bp) : err(new AppError('input/invalid', { detail: raw }));
}

/** What a margin field or column says when its value does not parse. */
export const MARGIN_INPUT_ERROR = 'Escribe el margen en porcentaje, de 0 a 90 (por ejemplo 25 o 27.5).';
/** What a cost field or column says when its value does not parse. */
export const COST_INPUT_ERROR = 'Escribe el costo en pesos, por ejemplo 1250.50.';

/**
 * The list price of a cost at a margin: `cost × 10 000 / (10 000 − margin)`, rounded by the money
 * rule. Never typed: every screen and function calls this.
 */
export function listPriceCents(costCents: number, marginBp: number): number {
  if (!Number.isSafeInteger(costCents) || costCents < 0)
    throw new RangeError('listPriceCents takes whole non-negative cents');
  if (!Number.isInteger(marginBp) || marginBp < 0 || marginBp > MAX_MARGIN_BP)
    throw new RangeError('listPriceCents takes a margin from 0 to MAX_MARGIN_BP');
  const unit = BigInt(BASIS_POINTS_PER_UNIT);
  return Number(roundHalfUpDiv(BigInt(costCents) * unit, unit - BigInt(marginBp)));
}

/**
 * The gross margin of selling at `netCents` what cost `costCents`, in basis points of the sale
 * price, rounded to a whole basis point (halves away from zero). Negative when sold below cost;
 * null when nothing is sold (a net of zero has no margin).
 */
export function marginBpOf(netCents: number, costCents: number): number | null {
  if (netCents <= 0) return null;
  const profit = BigInt(netCents) - BigInt(costCents);
  const scaled = (profit < 0n ? -profit : profit) * BigInt(BASIS_POINTS_PER_UNIT);
  const rounded = Number(roundHalfUpDiv(scaled, BigInt(netCents)));
  return profit < 0n ? -rounded : rounded;
}

/** Whether a net price is below what the product cost (the desk flags such a line). */
export function isBelowCost(netCents: number, costCents: number): boolean {
  return netCents < costCents;
}

/**
 * A bulk change of cost by a percentage (`+500` = +5 %, `-250` = −2.5 %), rounded by the money rule
 * on the size of the change. The result is at least one cent.
 */
export function adjustCentsByBp(cents: number, changeBp: number): number {
  const change = Number(roundHalfUpDiv(BigInt(cents) * BigInt(Math.abs(changeBp)), BigInt(BASIS_POINTS_PER_UNIT)));
  return Math.max(1, changeBp < 0 ? cents - change : cents + change);
}

/** A bulk adjustment is −50 % to +100 %, never zero. */
export const ZPriceAdjustmentBp = z
  .number({ error: 'El ajuste debe ser un número.' })
  .int({ error: 'El ajuste admite como máximo dos decimales.' })
  .min(-5000, { error: 'El ajuste no puede bajar más de 50 %.' })
  .max(10_000, { error: 'El ajuste no puede subir más de 100 %.' })
  .refine((bp) => bp !== 0, { error: 'El ajuste no puede ser 0 %.' });

/** Who changed something, as history shows it. */
export const ZPriceActor = z.object({ uid: z.string().min(1).max(128), name: ZWellFormedText.trim().min(1).max(120) });
export type TPriceActor = z.infer<typeof ZPriceActor>;

/** One supplier's cost for a product. */
export const ZSupplierCost = z.object({ supplier_id: z.string().min(1).max(80), cost_cents: ZCostCents });
export type TSupplierCost = z.infer<typeof ZSupplierCost>;

/** The figures a price change moves from and to. */
export const ZPriceFigures = z.object({
  supplier_id: z.string().min(1).max(80),
  cost_cents: ZCostCents,
  margin_bp: ZMarginBp,
  list_price_cents: z.number().int().min(1),
});
export type TPriceFigures = z.infer<typeof ZPriceFigures>;

/**
 * A product's price: document `product-prices/{product_id}` (staff only). `supplier_id` names the
 * supplier whose cost prices the product; `cost_cents` repeats that cost and `list_price_cents` is
 * always `listPriceCents(cost_cents, margin_bp)` (the schema refuses anything else).
 */
export const ZProductPrice = ZPriceFigures.extend({
  product_id: z.string().min(1).max(64),
  /** Every supplier's cost for this product (the supplier screen lists them). */
  supplier_costs: z.array(ZSupplierCost).min(1).max(20),
  updated_at: z.date(),
  updated_by: ZPriceActor,
}).superRefine((price, ctx) => {
  const chosen = price.supplier_costs.find((entry) => entry.supplier_id === price.supplier_id);
  if (chosen === undefined)
    ctx.addIssue({
      code: 'custom',
      path: ['supplier_id'],
      message: 'El proveedor del costo no está entre los costos del producto.',
    });
  else if (chosen.cost_cents !== price.cost_cents)
    ctx.addIssue({ code: 'custom', path: ['cost_cents'], message: 'El costo no es el del proveedor elegido.' });
  if (new Set(price.supplier_costs.map((entry) => entry.supplier_id)).size !== price.supplier_costs.length) {
    ctx.addIssue({ code: 'custom', path: ['supplier_costs'], message: 'Un proveedor aparece dos veces.' });
  }
  if (price.list_price_cents !== listPriceCents(price.cost_cents, price.margin_bp)) {
    ctx.addIssue({
      code: 'custom',
      path: ['list_price_cents'],
      message: 'El precio de lista no corresponde al costo y al margen.',
    });
  }
});
export type TProductPrice = z.infer<typeof ZProductPrice>;

/** The figures of a price from a cost and a margin: the list price computed, never typed. */
export function priceFigures(supplierId: string, costCents: number, marginBp: number): TPriceFigures {
  return {
    supplier_id: supplierId,
    cost_cents: costCents,
    margin_bp: marginBp,
    list_price_cents: listPriceCents(costCents, marginBp),
  };
}

export const PRICE_CHANGE_KINDS = ['manual', 'bulk', 'undo', 'import'] as const;

/**
 * One price change: document `price-history/{id}` (staff read; only functions write; append-only).
 * `before` is null when the product had no price yet. A bulk change and its undo share `batch_id`.
 */
export const ZPriceHistoryEntry = z.object({
  product_id: z.string().min(1).max(64),
  at: z.date(),
  by: ZPriceActor,
  kind: z.enum(PRICE_CHANGE_KINDS),
  reason: ZWellFormedText.trim().min(1).max(300),
  before: ZPriceFigures.nullable(),
  after: ZPriceFigures,
  batch_id: z.string().min(1).max(80).nullable(),
});
export type TPriceHistoryEntry = z.infer<typeof ZPriceHistoryEntry>;

/**
 * A line discount above this needs a second staff member's approval before the quote can be sent:
 * 15 %.
 */
export const DISCOUNT_APPROVAL_THRESHOLD_BP = 1500;

/** Whether a discount needs a second staff member's approval. */
export function needsDiscountApproval(discountBp: number): boolean {
  return ZDiscountBp.parse(discountBp) > DISCOUNT_APPROVAL_THRESHOLD_BP;
}
