import { z } from 'zod';
import { fieldErrorsOf } from '../errors/field-errors';
import { ZCalendarDay } from '../quote/quote-validity';
import { FORMA_PAGO_DE_UN_PEDIDO_KEYS, METODO_PAGO_KEYS, metodoFormaPagoProblem } from '../fiscal/sat-catalogues';
import type { TFormaPagoKey, TMetodoPagoKey } from '../fiscal/sat-catalogues';
import { ZWellFormedText } from '../text/well-formed-text';

// What "Aceptar" asks the customer before an offer becomes an order: their purchase order (orden de
// compra: optional, the number the invoice must cite and its date), the delivery site, and how they
// will pay as SAT names it (método PUE/PPD and forma de pago). Their invoice data is read from their
// profile, shown for confirmation, and frozen into the order with the site.

export const PURCHASE_ORDER_MAX_LENGTH = 40;

export const ORDER_ACCEPTANCE_MESSAGES = {
  purchaseOrderTooLong: `El número de orden de compra no puede tener más de ${PURCHASE_ORDER_MAX_LENGTH} caracteres.`,
  purchaseOrderDateWithoutNumber: 'Escribe el número de la orden de compra de esa fecha, o borra la fecha.',
  site: 'Elige el sitio de entrega.',
  metodo: 'Elige el método de pago.',
  forma: 'Elige la forma de pago.',
} as const;

export const ZOrderAcceptance = z
  .object({
    purchase_order_number: ZWellFormedText.trim()
      .max(PURCHASE_ORDER_MAX_LENGTH, { error: ORDER_ACCEPTANCE_MESSAGES.purchaseOrderTooLong })
      .default(''),
    /** The purchase order's date, a calendar day; null without one. */
    purchase_order_date: ZCalendarDay.nullable().default(null),
    delivery_site_id: z
      .string({ error: ORDER_ACCEPTANCE_MESSAGES.site })
      .min(1, { error: ORDER_ACCEPTANCE_MESSAGES.site })
      .max(40, { error: ORDER_ACCEPTANCE_MESSAGES.site }),
    metodo_pago: z.enum(METODO_PAGO_KEYS as [TMetodoPagoKey, ...TMetodoPagoKey[]], {
      error: ORDER_ACCEPTANCE_MESSAGES.metodo,
    }),
    forma_pago: z.enum(FORMA_PAGO_DE_UN_PEDIDO_KEYS as [TFormaPagoKey, ...TFormaPagoKey[]], {
      error: ORDER_ACCEPTANCE_MESSAGES.forma,
    }),
  })
  .superRefine((acceptance, ctx) => {
    const problem = metodoFormaPagoProblem(acceptance.metodo_pago, acceptance.forma_pago);
    if (problem !== undefined) ctx.addIssue({ code: 'custom', path: ['forma_pago'], message: problem });
    if (acceptance.purchase_order_date !== null && acceptance.purchase_order_number === '')
      ctx.addIssue({
        code: 'custom',
        path: ['purchase_order_number'],
        message: ORDER_ACCEPTANCE_MESSAGES.purchaseOrderDateWithoutNumber,
      });
  });
export type TOrderAcceptance = z.infer<typeof ZOrderAcceptance>;
export type TOrderAcceptanceInput = z.input<typeof ZOrderAcceptance>;

/** Per-field Spanish messages of the accept form's values, or none. */
export function orderAcceptanceFieldErrors(input: unknown): Partial<Record<keyof TOrderAcceptance, string>> {
  return fieldErrorsOf<keyof TOrderAcceptance>(ZOrderAcceptance, input);
}
