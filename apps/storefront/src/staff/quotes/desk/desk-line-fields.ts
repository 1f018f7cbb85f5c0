import {
  AppError,
  bpToInput,
  centsToInput,
  err,
  isLineQuantity,
  MAX_DELIVERY_DAYS,
  ok,
  parseMoneyInput,
  parsePercentInput,
  type Result,
  type TDeskLine,
  type TDeskOp,
} from '@voltia/domain';

// The four values of a desk line staff type, named as the `set_line` op names them, and the rules
// that turn what is typed into those values (the domain's parsers, with the desk's own empties).

export const LINE_FIELDS = ['quantity', 'unit_price_cents', 'discount_bp', 'delivery_days'] as const;
export type TLineField = (typeof LINE_FIELDS)[number];
export type TLineFieldValue = number | null;

/** Column headers and field labels. */
export const LINE_FIELD_LABELS: Readonly<Record<TLineField, string>> = {
  quantity: 'Cantidad',
  unit_price_cents: 'Precio unitario',
  discount_bp: 'Descuento %',
  delivery_days: 'Entrega (días)',
};

const DELIVERY_INPUT = /^\d{1,3}$/;
const QUANTITY_INPUT = /^\d{1,4}$/;

/**
 * What a typed field means: a price ("1,234.50", "$1,234.50"; empty clears it), a discount in
 * percent (empty is 0), whole delivery days 0–365 (empty is "Por confirmar") or a quantity
 * 1–9999. Refusals carry the catalogue's code, so the field shows its Spanish message.
 */
export function parseLineField(field: TLineField, raw: string): Result<TLineFieldValue> {
  const text = raw.trim();
  switch (field) {
    case 'unit_price_cents':
      return text === '' ? ok(null) : parseMoneyInput(text);
    case 'discount_bp':
      return parsePercentInput(text);
    case 'delivery_days': {
      if (text === '') return ok(null);
      const days = Number(text);
      return DELIVERY_INPUT.test(text) && days <= MAX_DELIVERY_DAYS
        ? ok(days)
        : err(new AppError('desk/invalid-delivery', { detail: raw }));
    }
    case 'quantity': {
      const quantity = Number(text);
      return QUANTITY_INPUT.test(text) && isLineQuantity(quantity)
        ? ok(quantity)
        : err(new AppError('cart/quantity-out-of-bounds', { detail: raw }));
    }
  }
}

/** The value as its field shows it for editing (the plain figure, no currency sign). */
export function lineFieldInput(field: TLineField, value: TLineFieldValue): string {
  if (value === null) return '';
  switch (field) {
    case 'unit_price_cents':
      return centsToInput(value);
    case 'discount_bp':
      return bpToInput(value);
    default:
      return String(value);
  }
}

export function lineFieldValue(line: TDeskLine, field: TLineField): TLineFieldValue {
  return line[field];
}

/** The op that sets one field of a line. */
export function lineFieldOp(productId: string, field: TLineField, value: TLineFieldValue): TDeskOp {
  if (field === 'quantity' || field === 'discount_bp') {
    if (value === null) throw new RangeError(`${field} cannot be empty`);
    return { op: 'set_line', product_id: productId, [field]: value };
  }
  return { op: 'set_line', product_id: productId, [field]: value };
}
