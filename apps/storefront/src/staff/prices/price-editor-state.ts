import {
  bpToInput,
  centsToInput,
  COST_INPUT_ERROR,
  listPriceCents,
  MARGIN_INPUT_ERROR,
  parseMarginInput,
  parseMoneyInput,
  type Result,
  ok,
  err,
  type TPricedProduct,
  type TSavePriceRequest,
} from '@voltia/domain';

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
  return {
    costs,
    supplierId: price?.supplier_id ?? supplierIds[0] ?? '',
    margin: price === undefined ? '' : bpToInput(price.margin_bp),
    reason: '',
  };
}

/** Whether what is typed differs from what was loaded or last saved (closing then asks first). */
export function isPriceDraftDirty(draft: TPriceDraft | null, clean: TPriceDraft | null): boolean {
  if (draft === null || clean === null) return false;
  const ids = new Set([...Object.keys(draft.costs), ...Object.keys(clean.costs)]);
  const costChanged = [...ids].some((id) => (draft.costs[id] ?? '').trim() !== (clean.costs[id] ?? '').trim());
  return (
    costChanged ||
    draft.supplierId !== clean.supplierId ||
    draft.margin.trim() !== clean.margin.trim() ||
    draft.reason.trim() !== clean.reason.trim()
  );
}

// The margin and cost fields read and complain as the catalogue import's columns do (one rule, in the domain).
export { COST_INPUT_ERROR, MARGIN_INPUT_ERROR, parseMarginInput };

/** The list price the draft would give, or null while its cost or margin do not parse. */
export function liveListPrice(draft: TPriceDraft): { cost: number; margin: number; list: number } | null {
  const cost = parseMoneyInput(draft.costs[draft.supplierId] ?? '');
  const margin = parseMarginInput(draft.margin);
  if (!cost.ok || !margin.ok || cost.value < 1) return null;
  return { cost: cost.value, margin: margin.value, list: listPriceCents(cost.value, margin.value) };
}

/**
 * The save request of a draft, or the Spanish message of each field that does not parse.
 * `toLink` are suppliers added in the editor that the product is not linked to yet: those given a
 * cost are linked by the save; one left without a cost is simply not sent.
 */
export function saveRequestOf(
  productId: string,
  draft: TPriceDraft,
  expectedUpdatedAt: number | null,
  toLink: readonly string[] = [],
): Result<TSavePriceRequest, TPriceDraftErrors> {
  const errors: TPriceDraftErrors = {};
  const supplierCosts: { supplier_id: string; cost_cents: number }[] = [];
  for (const [supplierId, raw] of Object.entries(draft.costs)) {
    if (raw.trim() === '') {
      if (supplierId === draft.supplierId)
        errors[`cost:${supplierId}`] = 'El proveedor que fija el costo necesita un costo.';
      continue;
    }
    const cost = parseMoneyInput(raw);
    if (!cost.ok || cost.value < 1) errors[`cost:${supplierId}`] = COST_INPUT_ERROR;
    else supplierCosts.push({ supplier_id: supplierId, cost_cents: cost.value });
  }
  if (draft.supplierId === '')
    errors.supplier =
      Object.keys(draft.costs).length === 0
        ? 'Agrega un proveedor y escribe su costo.'
        : 'Elige el proveedor que fija el costo.';
  const margin = parseMarginInput(draft.margin);
  if (!margin.ok) errors.margin = MARGIN_INPUT_ERROR;
  if (draft.reason.trim() === '') errors.reason = 'Escribe el motivo del cambio.';
  else if (draft.reason.trim().length > 300) errors.reason = 'El motivo admite como máximo 300 caracteres.';
  if (Object.keys(errors).length > 0 || !margin.ok) return err(errors);
  const link = toLink.filter((id) => supplierCosts.some((entry) => entry.supplier_id === id));
  return ok({
    product_id: productId,
    supplier_id: draft.supplierId,
    supplier_costs: supplierCosts,
    margin_bp: margin.value,
    reason: draft.reason.trim(),
    expected_updated_at: expectedUpdatedAt,
    ...(link.length === 0 ? {} : { link_supplier_ids: link }),
  });
}

/** A bulk change as typed ("5", "+5", "-2.5", "−2.5 %") in signed basis points; null when it does not parse. */
export function parseChangeInput(raw: string): number | null {
  const text = raw.trim().replace(/\s*%$/, '').replace('−', '-');
  const match = /^([+-]?)(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text);
  if (match === null) return null;
  const bp = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -bp : bp;
}
