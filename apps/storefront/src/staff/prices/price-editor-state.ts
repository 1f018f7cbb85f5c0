import { AppError, bpToInput, centsToInput, listPriceCents, parseMoneyInput, ZMarginBp, type Result, ok, err, type TPricedProduct, type TSavePriceRequest } from '@voltia/domain';

// The price editor's fields as typed (text), what they parse to, and the list price shown live:
// always the domain's listPriceCents of the pricing supplier's cost and the margin, never typed.

export type TPriceDraft = {
  /** Each linked supplier's cost as typed ('' for a supplier without a cost). */
  readonly costs: Readonly<Record<string, string>>;
  readonly supplierId: string;
  readonly margin: string;
  readonly reason: string;
};

export type TPriceDraftErrors = Partial<Record<'margin' | 'reason' | 'supplier' | `cost:${string}`, string>>;

/** The editor's fields for a product: its costs, pricing supplier and margin as they are (or empty for a product without price). */
export function draftOf(price: TPricedProduct | undefined, supplierIds: readonly string[]): TPriceDraft {
  const costs: Record<string, string> = {};
  for (const id of supplierIds) {
    const cost = price?.supplier_costs.find((entry) => entry.supplier_id === id)?.cost_cents;
    costs[id] = cost === undefined ? '' : centsToInput(cost);
  }
  return { costs, supplierId: price?.supplier_id ?? supplierIds[0] ?? '', margin: price === undefined ? '' : bpToInput(price.margin_bp), reason: '' };
}

/** Whether what is typed differs from what was loaded or last saved (closing then asks first). */
export function isPriceDraftDirty(draft: TPriceDraft | null, clean: TPriceDraft | null): boolean {
  if (draft === null || clean === null) return false;
  const ids = new Set([...Object.keys(draft.costs), ...Object.keys(clean.costs)]);
  const costChanged = [...ids].some((id) => (draft.costs[id] ?? '').trim() !== (clean.costs[id] ?? '').trim());
  return costChanged || draft.supplierId !== clean.supplierId || draft.margin.trim() !== clean.margin.trim() || draft.reason.trim() !== clean.reason.trim();
}

/** A margin as typed ("25", "27.5", "25 %") in basis points, 0 to 90 %. */
export function parseMarginInput(raw: string): Result<number> {
  const text = raw.trim().replace(/\s*%$/, '');
  if (!/^\d{1,2}(\.\d{0,2})?$/.test(text)) return err(new AppError('input/invalid', { detail: raw }));
  const [whole = '0', fraction = ''] = text.split('.');
  const bp = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return ZMarginBp.safeParse(bp).success ? ok(bp) : err(new AppError('input/invalid', { detail: raw }));
}

export const MARGIN_INPUT_ERROR = 'Escribe el margen en porcentaje, de 0 a 90 (por ejemplo 25 o 27.5).';
export const COST_INPUT_ERROR = 'Escribe el costo en pesos, por ejemplo 1250.50.';

/** The list price the draft would give, or null while its cost or margin do not parse. */
export function liveListPrice(draft: TPriceDraft): { cost: number; margin: number; list: number } | null {
  const cost = parseMoneyInput(draft.costs[draft.supplierId] ?? '');
  const margin = parseMarginInput(draft.margin);
  if (!cost.ok || !margin.ok || cost.value < 1) return null;
  return { cost: cost.value, margin: margin.value, list: listPriceCents(cost.value, margin.value) };
}

/** The save request of a draft, or the Spanish message of each field that does not parse. */
export function saveRequestOf(productId: string, draft: TPriceDraft, expectedUpdatedAt: number | null): Result<TSavePriceRequest, TPriceDraftErrors> {
  const errors: TPriceDraftErrors = {};
  const supplierCosts: { supplier_id: string; cost_cents: number }[] = [];
  for (const [supplierId, raw] of Object.entries(draft.costs)) {
    if (raw.trim() === '') {
      if (supplierId === draft.supplierId) errors[`cost:${supplierId}`] = 'El proveedor que fija el costo necesita un costo.';
      continue;
    }
    const cost = parseMoneyInput(raw);
    if (!cost.ok || cost.value < 1) errors[`cost:${supplierId}`] = COST_INPUT_ERROR;
    else supplierCosts.push({ supplier_id: supplierId, cost_cents: cost.value });
  }
  if (draft.supplierId === '') errors.supplier = 'Elige el proveedor que fija el costo.';
  const margin = parseMarginInput(draft.margin);
  if (!margin.ok) errors.margin = MARGIN_INPUT_ERROR;
  if (draft.reason.trim() === '') errors.reason = 'Escribe el motivo del cambio.';
  else if (draft.reason.trim().length > 300) errors.reason = 'El motivo admite como máximo 300 caracteres.';
  if (Object.keys(errors).length > 0 || !margin.ok) return err(errors);
  return ok({ product_id: productId, supplier_id: draft.supplierId, supplier_costs: supplierCosts, margin_bp: margin.value, reason: draft.reason.trim(), expected_updated_at: expectedUpdatedAt });
}

/** A bulk change as typed ("5", "+5", "-2.5", "−2.5 %") in signed basis points; null when it does not parse. */
export function parseChangeInput(raw: string): number | null {
  const text = raw.trim().replace(/\s*%$/, '').replace('−', '-');
  const match = /^([+-]?)(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text);
  if (match === null) return null;
  const bp = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -bp : bp;
}
