import { z } from 'zod';
import { AppError } from '../errors/app-error';
import { ZDeliverySite } from '../fiscal/delivery-site';
import type { TProductSatKeys } from '../fiscal/cfdi/sat-product-keys';
import { FISCAL_DATA_FIELD_LABELS, ZFiscalData } from '../fiscal/fiscal-data';
import { FORMA_PAGO_KEYS, METODO_PAGO_KEYS } from '../fiscal/sat-catalogues';
import type { TFormaPagoKey, TMetodoPagoKey } from '../fiscal/sat-catalogues';
import { ZQuoteTotals } from '../money/quote-totals';
import { ZQuoteCustomer, ZStaffRef } from '../quote/quote-document';
import type { TQuoteDocument } from '../quote/quote-document';
import { ZQuoteNumber } from '../quote/quote-number';
import { ZOfferLine } from '../quote/quote-offer';
import { quoteTitleParts } from '../quote/quote-title';
import { ZCalendarDay } from '../quote/quote-validity';
import { err, ok } from '../result/result';
import type { Result } from '../result/result';
import type { TOrderAcceptance } from './order-acceptance';
import { ZOrderNumber } from './order-number';
import { ZOrderStatus, applyOrderMove } from './order-status';
import type { TOrderMove } from './order-status';

// An order (`orders/{quoteId}`): what an accepted offer becomes. Everything the invoice and the
// delivery need is copied into it as it was at the moment of acceptance, so a later change of the
// customer's fiscal data, a site or a price never rewrites an order already placed. Its id is the
// quote's: one offer makes one order, however many times it is accepted.

/** A product's SAT keys as they were when the offer was accepted (productSatKeys of the product then). */
export const ZOrderSatKeys = z.object({
  clave_prod_serv: z.string().nullable(),
  clave_unidad: z.string(),
  unidad: z.string(),
});

/** The delivery site as it was chosen, with the id it had among the customer's sites. */
export const ZOrderDeliverySite = ZDeliverySite.extend({ id: z.string().min(1) });
export type TOrderDeliverySite = z.infer<typeof ZOrderDeliverySite>;

export const ZOrderDocument = z.object({
  order_number: ZOrderNumber,
  /** The accepted quote; also the order's id. */
  quote_id: z.string().min(1),
  quote_number: ZQuoteNumber,
  /** The customer's own name for the quote, null when they gave none. */
  quote_alias: z.string().nullable(),
  /** The customer's uid, as on the quote: rules let the owner read the order. */
  owner: z.string().min(1),
  customer: ZQuoteCustomer,
  status: ZOrderStatus,
  /** The offer's lines and totals (the domain's totals rule), frozen when it was accepted. */
  lines: z.array(ZOfferLine).min(1),
  totals: ZQuoteTotals,
  /**
   * The SAT keys (ClaveProdServ, ClaveUnidad, Unidad) of each line's product, by product_id, as they
   * were at acceptance: the invoice counts each line in the unit the buyer bought it in, whatever the
   * catalogue says later. A product absent here (an order placed before keys were frozen, or a
   * product that had no keys then) is invoiced with its current keys.
   */
  sat_keys: z.record(z.string(), ZOrderSatKeys).default({}),
  terms: z.string(),
  offer_version: z.number().int().min(1),
  /** The buyer's purchase order (orden de compra) the invoice cites; '' without one. */
  purchase_order_number: z.string(),
  purchase_order_date: ZCalendarDay.nullable(),
  metodo_pago: z.enum(METODO_PAGO_KEYS as [TMetodoPagoKey, ...TMetodoPagoKey[]]),
  forma_pago: z.enum(FORMA_PAGO_KEYS as [TFormaPagoKey, ...TFormaPagoKey[]]),
  delivery_site: ZOrderDeliverySite,
  /** The invoice's receptor: the customer's fiscal data as it was when they accepted. */
  fiscal: ZFiscalData,
  /** The staff member who worked the quote, null when nobody had taken it. */
  assignee: ZStaffRef.nullable(),
  /** A shipment's carrier and tracking number ('' when not given), null before it ships. */
  carrier: z.string().nullable().default(null),
  tracking_number: z.string().nullable().default(null),
  cancellation_reason: z.string().nullable().default(null),
  created_at: z.date(),
  updated_at: z.date(),
});
export type TOrderDocument = z.infer<typeof ZOrderDocument>;

/** What the order is made from, read in the acceptance's transaction. */
export type TOrderSources = {
  readonly quoteId: string;
  /** The quote as it stood before the accept (its offer is what the customer accepted). */
  readonly quote: TQuoteDocument;
  readonly acceptance: TOrderAcceptance;
  /** `profile-user/{owner}/billing/fiscal` as stored, undefined when the customer has none. */
  readonly fiscal: unknown;
  /** `profile-user/{owner}/delivery-sites/{acceptance.delivery_site_id}` as stored, undefined when there is none. */
  readonly site: unknown;
  /** The SAT keys of the offer's products, read with the rest (productSatKeys); a product without any is absent. */
  readonly satKeys: Readonly<Record<string, TProductSatKeys | undefined>>;
  readonly orderNumber: string;
  readonly now: Date;
};

const SITE_FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'Nombre de la obra',
  street: 'Calle',
  exterior_number: 'Número exterior',
  interior_number: 'Número interior',
  colonia: 'Colonia',
  municipio: 'Municipio',
  estado: 'Estado',
  codigo_postal: 'Código postal',
  receiver_name: 'Quién recibe',
  receiver_phone: 'Teléfono de quien recibe',
  hours: 'Horario de recepción',
  notes: 'Indicaciones',
};

/** The Spanish names of the fields a parse refused, each once, in the order they failed. */
function refusedFields(error: z.ZodError, labels: Readonly<Record<string, string>>): string[] {
  const names = error.issues.map((issue) => {
    const field = String(issue.path[0] ?? '');
    return labels[field] ?? field;
  });
  return [...new Set(names)];
}

/**
 * The order an accepted offer makes, or why it cannot be placed: the customer has no fiscal data
 * (`order/fiscal-data-missing`) or data the SAT rules refuse now (`order/fiscal-data-invalid`,
 * naming the fields: the rules only check their shape, this step checks them as an invoice
 * would), the site chosen is not one of theirs (`order/site-not-found`) or is incomplete
 * (`order/site-invalid`), or the quote has no offer.
 */
export function buildOrder(sources: TOrderSources): Result<TOrderDocument> {
  const { quote, acceptance, now } = sources;
  if (quote.offer === null || quote.quote_number === null)
    return err(new AppError('quote/no-offer', { detail: `quote ${sources.quoteId}` }));
  if (sources.fiscal === undefined)
    return err(new AppError('order/fiscal-data-missing', { detail: `owner ${quote.owner}` }));
  const fiscal = ZFiscalData.safeParse(sources.fiscal);
  if (!fiscal.success)
    return err(
      new AppError('order/fiscal-data-invalid', {
        detail: `owner ${quote.owner}`,
        items: refusedFields(fiscal.error, FISCAL_DATA_FIELD_LABELS),
      }),
    );
  if (sources.site === undefined)
    return err(new AppError('order/site-not-found', { detail: `site ${acceptance.delivery_site_id}` }));
  const site = ZDeliverySite.safeParse(sources.site);
  if (!site.success)
    return err(
      new AppError('order/site-invalid', {
        detail: `site ${acceptance.delivery_site_id}`,
        items: refusedFields(site.error, SITE_FIELD_LABELS),
      }),
    );
  const order = ZOrderDocument.safeParse({
    order_number: sources.orderNumber,
    quote_id: sources.quoteId,
    quote_number: quote.quote_number,
    quote_alias: quoteTitleParts(quote).subtitle,
    owner: quote.owner,
    customer: quote.customer,
    status: 'confirmed',
    lines: quote.offer.lines,
    totals: quote.offer.totals,
    sat_keys: Object.fromEntries(
      quote.offer.lines.flatMap((line) => {
        const keys = Object.hasOwn(sources.satKeys, line.product_id) ? sources.satKeys[line.product_id] : undefined;
        return keys === undefined ? [] : [[line.product_id, keys]];
      }),
    ),
    terms: quote.offer.terms,
    offer_version: quote.offer.version,
    purchase_order_number: acceptance.purchase_order_number,
    purchase_order_date: acceptance.purchase_order_date,
    metodo_pago: acceptance.metodo_pago,
    forma_pago: acceptance.forma_pago,
    delivery_site: { ...site.data, id: acceptance.delivery_site_id },
    fiscal: fiscal.data,
    assignee: quote.assignee,
    created_at: now,
    updated_at: now,
  });
  return order.success ? ok(order.data) : err(new AppError('input/invalid', { cause: order.error }));
}

/**
 * The order after a staff move (applyOrderMove's table): its status, when it changed, and what the
 * move brings — a shipment's carrier and tracking number, a cancellation's reason.
 */
export function moveOrder(order: TOrderDocument, move: TOrderMove, now: Date): Result<TOrderDocument> {
  const status = applyOrderMove(order.status, move);
  if (!status.ok) return status;
  return ok({
    ...order,
    status: status.value,
    updated_at: now,
    ...(move.type === 'ship' ? { carrier: move.carrier, tracking_number: move.tracking_number } : {}),
    ...(move.type === 'cancel' ? { cancellation_reason: move.reason } : {}),
  });
}
