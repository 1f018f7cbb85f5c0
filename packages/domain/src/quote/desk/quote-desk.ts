import { z } from 'zod';
import { ZWellFormedText } from '../../text/well-formed-text';
import { ZCartLine, ZLineQuantity } from '../../cart/cart-line';
import type { TCartLine } from '../../cart/cart-line';
import { ZDiscountBp, ZUnitPriceCents } from '../../money/money';
import { ZPriceActor } from '../../pricing/price-list';
import { QUOTE_MESSAGE_MAX_LENGTH } from '../quote-limits';
import type { TQuoteStatus } from '../quote-status';
import { ZCalendarDay, businessDayOf, defaultValidityDay } from '../quote-validity';

// The staff's working copy of a quote (document `quote-desk/{quoteId}`, staff only): the lines as
// staff price them, the validity and terms they will offer, and internal notes. The customer's
// request stays as they wrote it in `quote-detail/{id}/cart`; what the customer sees of the desk is
// the offer snapshot written onto the quote when staff send it.

/** At most this many lines in one quote (the desk table, the PDF, one Firestore document). */
export const MAX_QUOTE_LINES = 200;

/** Delivery time in working days: 0 means from stock, at once. */
export const MAX_DELIVERY_DAYS = 365;
export const ZDeliveryDays = z
  .number({ error: 'El tiempo de entrega debe ser un número.' })
  .int({ error: 'El tiempo de entrega debe ser un número entero de días.' })
  .min(0, { error: 'El tiempo de entrega no puede ser negativo.' })
  .max(MAX_DELIVERY_DAYS, { error: `El tiempo de entrega no puede pasar de ${MAX_DELIVERY_DAYS} días.` });

/** Delivery time for people: 0 → "Inmediata", 1 → "1 día hábil", 5 → "5 días hábiles"; null → "Por confirmar". */
export function formatDeliveryDays(days: number | null): string {
  if (days === null) return 'Por confirmar';
  if (days === 0) return 'Inmediata';
  return days === 1 ? '1 día hábil' : `${days} días hábiles`;
}

/** Terms staff attach to an offer; the desk starts with these. */
export const DEFAULT_OFFER_TERMS =
  'Precios en pesos mexicanos (MXN); el IVA se desglosa aparte. Pago: 50 % de anticipo y 50 % contra entrega. ' +
  'Tiempos de entrega en días hábiles a partir de la confirmación del pedido, sujetos a existencias. ' +
  'Flete incluido dentro de la zona metropolitana de la ciudad de entrega.';

export const DESK_LINE_ORIGINS = ['requested', 'added'] as const;

/** A line as staff price it: the cart line plus price, discount and delivery time. */
export const ZDeskLine = ZCartLine.extend({
  unit_price_cents: ZUnitPriceCents.nullable(),
  discount_bp: ZDiscountBp,
  delivery_days: ZDeliveryDays.nullable(),
  /** Whether the customer asked for it, or staff added it (an alternative product). */
  origin: z.enum(DESK_LINE_ORIGINS),
  /** What the customer asked for; null on a line staff added. */
  requested_quantity: ZLineQuantity.nullable(),
});
export type TDeskLine = z.infer<typeof ZDeskLine>;

const ZDeskText = ZWellFormedText.trim().max(QUOTE_MESSAGE_MAX_LENGTH);

/** One discount a discount approval covers: the product and the discount approved for it (discount-approval.ts). */
export const ZApprovedDiscount = z.object({
  product_id: z.string().min(1).max(64),
  sku: z.string().min(1).max(64),
  discount_bp: ZDiscountBp,
});
export type TApprovedDiscount = z.infer<typeof ZApprovedDiscount>;

/** A second staff member's approval of the desk's large discounts; when it was given is in the history. */
export const ZDiscountApproval = z.object({
  by: ZPriceActor,
  discounts: z.array(ZApprovedDiscount).min(1).max(MAX_QUOTE_LINES),
});
export type TDiscountApproval = z.infer<typeof ZDiscountApproval>;

export const ZQuoteDesk = z.object({
  lines: z.array(ZDeskLine).max(MAX_QUOTE_LINES),
  /** The validity day staff chose (null: not chosen, the send uses defaultValidUntilDay). */
  valid_until_day: ZCalendarDay.nullable(),
  terms: ZDeskText,
  /** Notes for the staff only; never shown to the customer. */
  internal_notes: ZDeskText,
  updated_at: z.date(),
  /** The approval of the discounts above the threshold (absent or null: none given, or revoked). */
  discount_approval: ZDiscountApproval.nullable().optional(),
});
export type TQuoteDesk = z.infer<typeof ZQuoteDesk>;

/** Staff may prepare the offer while the quote waits on them or on the customer's answer. */
export const DESK_EDITABLE_STATUSES = [
  'requested',
  'in_review',
  'info_requested',
] as const satisfies readonly TQuoteStatus[];

export function isDeskEditable(status: TQuoteStatus): boolean {
  return (DESK_EDITABLE_STATUSES as readonly TQuoteStatus[]).includes(status);
}

/** A requested line, not priced yet. */
export function deskLineFromCart(line: TCartLine): TDeskLine {
  return {
    ...line,
    unit_price_cents: null,
    discount_bp: 0,
    delivery_days: null,
    origin: 'requested',
    requested_quantity: line.quantity,
  };
}

/**
 * The desk a submitted quote starts with: the customer's lines unpriced, no validity chosen (the
 * default counts from the send, not from the request: defaultValidUntilDay) and the default terms.
 */
export function newQuoteDesk(lines: readonly TCartLine[], now: Date): TQuoteDesk {
  return {
    lines: lines.map(deskLineFromCart),
    valid_until_day: null,
    terms: DEFAULT_OFFER_TERMS,
    internal_notes: '',
    updated_at: now,
  };
}

/**
 * The validity day a send proposes at `now`: the day the rep chose on the desk while it is still
 * after today (company calendar), otherwise today + DEFAULT_VALIDITY_DAYS. A day already past (or
 * today) cannot be sent (applyQuoteMove refuses it), so it is never proposed.
 */
export function defaultValidUntilDay(desk: Pick<TQuoteDesk, 'valid_until_day'>, now: Date): string {
  const chosen = desk.valid_until_day;
  return chosen !== null && chosen > businessDayOf(now) ? chosen : defaultValidityDay(now);
}

/** Whether the rep's chosen validity day is already past or today at `now` (the send proposes the default instead). */
export function isChosenValidityOver(desk: Pick<TQuoteDesk, 'valid_until_day'>, now: Date): boolean {
  return desk.valid_until_day !== null && !(desk.valid_until_day > businessDayOf(now));
}
