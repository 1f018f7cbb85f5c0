import { AppError } from '../../errors/app-error';
import { CURRENCY, centsToInput } from '../../money/money';
import { lineAmounts, quoteTotals } from '../../money/quote-totals';
import type { TQuoteTotals } from '../../money/quote-totals';
import type { TOrderDocument } from '../../order/order-document';
import type { TOfferLine } from '../../quote/quote-offer';
import { err, ok } from '../../result/result';
import type { Result } from '../../result/result';
import { RFC_PUBLICO_EN_GENERAL } from '../invoice-rfc';
import type { TFormaPagoKey, TMetodoPagoKey, TRegimenFiscalKey, TUsoCfdiKey } from '../sat-catalogues';
import { ZClaveProdServ, ZProductClaveUnidad } from './sat-product-keys';
import type { TProductSatKeys } from './sat-product-keys';
import type { TSpreadsheetColumnKind } from '../../csv/spreadsheet-cell';

// What the company's CFDI 4.0 issuer (its PAC or ERP) needs to invoice an order: a plain object shaped
// like the Comprobante, with SAT's attribute names (Anexo 20, cfdv40.xsd). Stamping is the issuer's.
//
// Decisions:
// - Serie and Folio are left to the issuer: they number its invoices, and one order may take more
//   than one (a cancelled invoice is replaced by a new one). The order number travels as `Pedido`.
// - `Pedido` and `OrdenDeCompra` are not SAT nodes: the issuer cites them where it can (an Addenda,
//   its observaciones). So is `Avisos`: what the issuer must complete by hand, in Spanish.
// - Fecha, Emisor, LugarExpedicion, Sello and the rest are the issuer's own data.
//
// Amounts, all from integer cents:
// - Concept Importe = ValorUnitario × Cantidad (the line gross), Descuento = the line discount,
//   Traslado Base = Importe − Descuento (the line net): exact, 2 decimals.
// - Concept Traslado Importe = Base × TasaOCuota, exact: cents × basis points is a whole number of
//   millionths of a peso, written with 2 to 6 decimals (t_Importe admits 6). No rounding per line.
// - Comprobante SubTotal, Descuento, Traslado Base and Importe, TotalImpuestosTrasladados and Total
//   are the order's totals (quoteTotals: IVA rounded half up once, on the whole taxable amount).
//   Because the concept taxes are exact, their sum is exactly taxable × rate, and that sum rounded
//   half up to the cent is the order's IVA.
//
// What SAT checks of these sums, as found: the comprobante's SubTotal, Descuento, each Traslado's
// Base and Importe (per Impuesto, TipoFactor and TasaOCuota) and TotalImpuestosTrasladados must be
// the sums of the concepts' values rounded to the currency's decimals, and Total = SubTotal −
// Descuento + TotalImpuestosTrasladados − TotalImpuestosRetenidos. Source: Anexo 20's rules as
// implemented by CfdiUtils (eclipxe13/CfdiUtils, SumasConceptos and SumasConceptosComprobanteImpuestos:
// sums rounded to 2 decimals, compared within 0.000001, so no tolerance in practice), and cfdv40's
// tdCFDI t_Importe ("hasta seis decimales"). Not verified against SAT's own matrix of errors (not
// reachable): that a concept's Traslado Importe may lie within (Base ∓ half a unit of its last
// decimal) × TasaOCuota, and that a Traslado's Base must be above zero. Exact values satisfy the
// first whatever its form; the second is why a fully discounted line is refused.
// cfdi-invoice.property.test.ts checks all of this over random orders.
//
// Refused rather than invoiced wrong: an order whose stored amounts do not follow its lines, a
// product without SAT keys, a line without taxable amount (a 100 % discount).

/** IVA, c_Impuesto 002. */
export const CFDI_IMPUESTO_IVA = '002';

/** A transferred tax (Traslado), at a concept or summed for the comprobante. */
export type TCfdiTraslado = {
  readonly Base: string;
  readonly Impuesto: typeof CFDI_IMPUESTO_IVA;
  readonly TipoFactor: 'Tasa';
  readonly TasaOCuota: string;
  readonly Importe: string;
};

export type TCfdiConcepto = {
  readonly ClaveProdServ: string;
  /** The SKU. */
  readonly NoIdentificacion: string;
  readonly Cantidad: string;
  readonly ClaveUnidad: string;
  readonly Unidad: string;
  readonly Descripcion: string;
  readonly ValorUnitario: string;
  readonly Importe: string;
  /** Only when the line has a discount. */
  readonly Descuento?: string;
  /** 02: sí objeto de impuesto (IVA at the order's rate). */
  readonly ObjetoImp: '02';
  readonly Impuestos: { readonly Traslados: readonly [TCfdiTraslado] };
};

export type TCfdiReceptor = {
  readonly Rfc: string;
  readonly Nombre: string;
  readonly DomicilioFiscalReceptor: string;
  readonly RegimenFiscalReceptor: TRegimenFiscalKey;
  readonly UsoCFDI: TUsoCfdiKey;
};

/** The purchase order the invoice cites (not a SAT node). */
export type TCfdiOrdenDeCompra = { readonly Numero: string; readonly Fecha: string | null };

export type TCfdiInvoiceData = {
  readonly Version: '4.0';
  readonly Moneda: typeof CURRENCY;
  readonly TipoDeComprobante: 'I';
  /** 01: no aplica (not an export). */
  readonly Exportacion: '01';
  readonly MetodoPago: TMetodoPagoKey;
  readonly FormaPago: TFormaPagoKey;
  readonly SubTotal: string;
  /** Only when the order has a discount. */
  readonly Descuento?: string;
  readonly Total: string;
  /** Only when the caller gave it (options.lugarExpedicion): otherwise the issuer's own. */
  readonly LugarExpedicion?: string;
  readonly Receptor: TCfdiReceptor;
  readonly Conceptos: readonly TCfdiConcepto[];
  readonly Impuestos: {
    readonly TotalImpuestosTrasladados: string;
    readonly Traslados: readonly [TCfdiTraslado];
  };
  /** Not a SAT node: the order number (PED-…), for the issuer's reference. */
  readonly Pedido: string;
  /** Not a SAT node: the buyer's purchase order, null when they gave none. */
  readonly OrdenDeCompra: TCfdiOrdenDeCompra | null;
  /** Not a SAT node: what the issuer must complete before stamping, in Spanish; empty when nothing. */
  readonly Avisos: readonly string[];
};

export type TCfdiInvoiceOptions = {
  /** The issuer's código postal (LugarExpedicion), needed as the receptor's for público en general. */
  readonly lugarExpedicion?: string;
};

/**
 * The SAT keys of each product, by product_id (productSatKeys of each product the orders name): the
 * current keys, for the lines whose order did not freeze its own (TOrderDocument.sat_keys).
 */
export type TSatKeysByProductId = Readonly<Record<string, TProductSatKeys | undefined>>;

export const CFDI_AVISOS = {
  publicoEnGeneralDomicilio:
    'Con el RFC genérico XAXX010101000 el DomicilioFiscalReceptor es el código postal del lugar de expedición (LugarExpedicion): complétalo con el del emisor.',
} as const;

/**
 * A non-negative count of `10^-scale` pesos as a decimal with `minDecimals` (at least one) to `scale`
 * decimals, the trailing zeros beyond `minDecimals` dropped: (19752000n, 6, 2) → "19.752".
 */
function scaledDecimal(units: bigint, scale: number, minDecimals: number): string {
  const divisor = 10n ** BigInt(scale);
  const fraction = (units % divisor).toString().padStart(scale, '0');
  return `${units / divisor}.${fraction.slice(0, minDecimals)}${fraction.slice(minDecimals).replace(/0+$/, '')}`;
}

/** Cents as a CFDI amount: 123456 → "1234.56". */
function cfdiAmount(cents: number): string {
  return centsToInput(cents);
}

/** `cents × bp / 10 000` cents exactly, in pesos with 2 to 6 decimals: 3 ¢ at 16 % → "0.0048". */
function exactTaxAmount(baseCents: number, rateBp: number): string {
  // cents × bp / 10 000 cents = cents × bp millionths of a peso.
  return scaledDecimal(BigInt(baseCents) * BigInt(rateBp), 6, 2);
}

/** A rate in basis points as TasaOCuota, six decimals: 1600 → "0.160000". */
function tasaOCuota(rateBp: number): string {
  return scaledDecimal(BigInt(rateBp) * 100n, 6, 6);
}

/** Whether two totals agree on every amount. */
function sameAmounts(a: TQuoteTotals, b: TQuoteTotals): boolean {
  return (
    a.subtotal_cents === b.subtotal_cents &&
    a.discount_cents === b.discount_cents &&
    a.taxable_cents === b.taxable_cents &&
    a.iva_cents === b.iva_cents &&
    a.total_cents === b.total_cents &&
    a.iva_rate_bp === b.iva_rate_bp
  );
}

/** Whether a stored line's amounts are the totals rule's for its price, quantity and discount. */
function lineFollowsRule(line: TOfferLine): boolean {
  const amounts = lineAmounts(line);
  return (
    amounts !== null &&
    amounts.gross_cents === line.gross_cents &&
    amounts.discount_cents === line.discount_cents &&
    amounts.net_cents === line.net_cents
  );
}

function refused(
  order: TOrderDocument,
  why: string,
  items?: readonly string[],
  code: 'order/not-invoiceable' | 'order/untaxed-lines' | 'order/cancelled-not-invoiced' = 'order/not-invoiceable',
): Result<never> {
  return err(
    new AppError(code, {
      detail: `cannot invoice ${order.order_number}: ${why}`,
      ...(items === undefined ? {} : { items }),
    }),
  );
}

type TInvoiceKeys = { readonly clave_prod_serv: string; readonly clave_unidad: string; readonly unidad: string };

/** The product's keys, when it has both, with SAT's shape, and its unit key is one SAT_UNIT_NAMES knows. */
function keysOf(keysByProductId: TSatKeysByProductId, productId: string): TInvoiceKeys | undefined {
  const keys = Object.hasOwn(keysByProductId, productId) ? keysByProductId[productId] : undefined;
  if (keys === undefined || keys.clave_prod_serv === null) return undefined;
  if (
    !ZClaveProdServ.safeParse(keys.clave_prod_serv).success ||
    !ZProductClaveUnidad.safeParse(keys.clave_unidad).success
  )
    return undefined;
  return { clave_prod_serv: keys.clave_prod_serv, clave_unidad: keys.clave_unidad, unidad: keys.unidad };
}

function concepto(line: TOfferLine, keys: TInvoiceKeys, rateBp: number): TCfdiConcepto {
  return {
    ClaveProdServ: keys.clave_prod_serv,
    NoIdentificacion: line.sku,
    Cantidad: String(line.quantity),
    ClaveUnidad: keys.clave_unidad,
    Unidad: keys.unidad,
    // cfdv40.xsd: Descripcion is [^|]{1,1000}. Product descriptions refuse «|» now; one saved before
    // (in an order that froze it) is written with «/» instead.
    Descripcion: line.sku_description.replaceAll('|', '/'),
    ValorUnitario: cfdiAmount(line.unit_price_cents),
    Importe: cfdiAmount(line.gross_cents),
    ...(line.discount_cents > 0 ? { Descuento: cfdiAmount(line.discount_cents) } : {}),
    ObjetoImp: '02',
    Impuestos: {
      Traslados: [
        {
          Base: cfdiAmount(line.net_cents),
          Impuesto: CFDI_IMPUESTO_IVA,
          TipoFactor: 'Tasa',
          TasaOCuota: tasaOCuota(rateBp),
          Importe: exactTaxAmount(line.net_cents, rateBp),
        },
      ],
    },
  };
}

/**
 * The CFDI 4.0 data of an order, or why it cannot be invoiced as it stands: cancelled
 * (`order/cancelled-not-invoiced`: a cancelled order is not invoiced), a product without SAT
 * keys (`order/not-invoiceable`, items: the SKUs), a line with no taxable amount, 100 % off
 * (`order/untaxed-lines`, items: the SKUs), or stored amounts that do not follow the order's lines.
 */
export function cfdiInvoiceData(
  order: TOrderDocument,
  keysByProductId: TSatKeysByProductId,
  options: TCfdiInvoiceOptions = {},
): Result<TCfdiInvoiceData> {
  const { totals, fiscal } = order;
  if (order.status === 'cancelled') return refused(order, 'it is cancelled', undefined, 'order/cancelled-not-invoiced');
  if (!order.lines.every(lineFollowsRule) || !sameAmounts(quoteTotals(order.lines, totals.iva_rate_bp), totals))
    return refused(order, 'its stored amounts do not follow its lines');
  // The keys frozen at acceptance win; the product's current keys serve an order that has none for it.
  const lineKeys = (line: TOfferLine): TInvoiceKeys | undefined =>
    keysOf(order.sat_keys, line.product_id) ?? keysOf(keysByProductId, line.product_id);
  const withoutKeys = order.lines.filter((line) => lineKeys(line) === undefined);
  if (withoutKeys.length > 0)
    return refused(
      order,
      'products without SAT keys',
      withoutKeys.map((line) => line.sku),
    );
  const untaxed = order.lines.filter((line) => line.net_cents === 0);
  if (untaxed.length > 0)
    return refused(
      order,
      'lines without taxable amount (a Traslado needs Base > 0)',
      untaxed.map((line) => line.sku),
      'order/untaxed-lines',
    );

  const publicoEnGeneral = fiscal.rfc === RFC_PUBLICO_EN_GENERAL;
  const lugarExpedicion = options.lugarExpedicion?.trim() ?? '';
  const rateBp = totals.iva_rate_bp;
  return ok({
    Version: '4.0',
    Moneda: CURRENCY,
    TipoDeComprobante: 'I',
    Exportacion: '01',
    MetodoPago: order.metodo_pago,
    FormaPago: order.forma_pago,
    SubTotal: cfdiAmount(totals.subtotal_cents),
    ...(totals.discount_cents > 0 ? { Descuento: cfdiAmount(totals.discount_cents) } : {}),
    Total: cfdiAmount(totals.total_cents),
    ...(lugarExpedicion === '' ? {} : { LugarExpedicion: lugarExpedicion }),
    Receptor: {
      Rfc: fiscal.rfc,
      Nombre: fiscal.razon_social,
      // SAT: with the generic RFC the receptor's código postal is the issuer's (fiscal-data.ts).
      DomicilioFiscalReceptor: publicoEnGeneral ? lugarExpedicion : fiscal.codigo_postal,
      RegimenFiscalReceptor: fiscal.regimen_fiscal,
      UsoCFDI: fiscal.uso_cfdi,
    },
    // Every line has keys: the lines without were refused above.
    Conceptos: order.lines.map((line) => concepto(line, lineKeys(line) as TInvoiceKeys, rateBp)),
    Impuestos: {
      TotalImpuestosTrasladados: cfdiAmount(totals.iva_cents),
      Traslados: [
        {
          Base: cfdiAmount(totals.taxable_cents),
          Impuesto: CFDI_IMPUESTO_IVA,
          TipoFactor: 'Tasa',
          TasaOCuota: tasaOCuota(rateBp),
          Importe: cfdiAmount(totals.iva_cents),
        },
      ],
    },
    Pedido: order.order_number,
    OrdenDeCompra:
      order.purchase_order_number === ''
        ? null
        : { Numero: order.purchase_order_number, Fecha: order.purchase_order_date },
    Avisos: publicoEnGeneral && lugarExpedicion === '' ? [CFDI_AVISOS.publicoEnGeneralDomicilio] : [],
  });
}

/** The CSV's header: each column in Spanish, with the SAT attribute it fills between brackets. */
export const CFDI_CSV_HEADERS = [
  'Pedido',
  'RFC receptor [Rfc]',
  'Razón social [Nombre]',
  'Régimen fiscal [RegimenFiscalReceptor]',
  'Uso CFDI [UsoCFDI]',
  'CP fiscal [DomicilioFiscalReceptor]',
  'Método de pago [MetodoPago]',
  'Forma de pago [FormaPago]',
  'Lugar de expedición [LugarExpedicion]',
  'Orden de compra',
  'SKU [NoIdentificacion]',
  'Clave de producto o servicio [ClaveProdServ]',
  'Cantidad [Cantidad]',
  'Clave de unidad [ClaveUnidad]',
  'Unidad [Unidad]',
  'Descripción [Descripcion]',
  'Valor unitario [ValorUnitario]',
  'Importe [Importe]',
  'Descuento [Descuento]',
  'Base del IVA [Traslado Base]',
  'IVA [Traslado Importe]',
  'Subtotal del CFDI [SubTotal]',
  'Descuento del CFDI [Descuento]',
  'IVA del CFDI [TotalImpuestosTrasladados]',
  'Total del CFDI [Total]',
  'Avisos',
] as const;

/**
 * How a spreadsheet holds each column: SAT keys and folios as text (a código postal "01000", a
 * FormaPago "03" or an ObjetoImp "02" keep their leading zero), amounts with 2 to 6 decimals (a
 * traslado's Importe carries up to 6), quantities as numbers.
 */
export const CFDI_COLUMN_KINDS: Readonly<Record<(typeof CFDI_CSV_HEADERS)[number], TSpreadsheetColumnKind>> = {
  Pedido: 'text',
  'RFC receptor [Rfc]': 'text',
  'Razón social [Nombre]': 'text',
  'Régimen fiscal [RegimenFiscalReceptor]': 'text',
  'Uso CFDI [UsoCFDI]': 'text',
  'CP fiscal [DomicilioFiscalReceptor]': 'text',
  'Método de pago [MetodoPago]': 'text',
  'Forma de pago [FormaPago]': 'text',
  'Lugar de expedición [LugarExpedicion]': 'text',
  'Orden de compra': 'text',
  'SKU [NoIdentificacion]': 'text',
  'Clave de producto o servicio [ClaveProdServ]': 'text',
  'Cantidad [Cantidad]': 'quantity',
  'Clave de unidad [ClaveUnidad]': 'text',
  'Unidad [Unidad]': 'text',
  'Descripción [Descripcion]': 'text',
  'Valor unitario [ValorUnitario]': 'amount',
  'Importe [Importe]': 'amount',
  'Descuento [Descuento]': 'amount',
  'Base del IVA [Traslado Base]': 'amount',
  'IVA [Traslado Importe]': 'amount',
  'Subtotal del CFDI [SubTotal]': 'amount',
  'Descuento del CFDI [Descuento]': 'amount',
  'IVA del CFDI [TotalImpuestosTrasladados]': 'amount',
  'Total del CFDI [Total]': 'amount',
  Avisos: 'text',
};

/** One row per concept, with the comprobante's receptor, payment and sums repeated on each. */
function csvRowsOf(invoice: TCfdiInvoiceData): string[][] {
  const { Receptor: receptor } = invoice;
  return invoice.Conceptos.map((concepto) => {
    const [traslado] = concepto.Impuestos.Traslados;
    return [
      invoice.Pedido,
      receptor.Rfc,
      receptor.Nombre,
      receptor.RegimenFiscalReceptor,
      receptor.UsoCFDI,
      receptor.DomicilioFiscalReceptor,
      invoice.MetodoPago,
      invoice.FormaPago,
      invoice.LugarExpedicion ?? '',
      invoice.OrdenDeCompra?.Numero ?? '',
      concepto.NoIdentificacion,
      concepto.ClaveProdServ,
      concepto.Cantidad,
      concepto.ClaveUnidad,
      concepto.Unidad,
      concepto.Descripcion,
      concepto.ValorUnitario,
      concepto.Importe,
      concepto.Descuento ?? cfdiAmount(0),
      traslado.Base,
      traslado.Importe,
      // The comprobante's own sums on each of its rows: what a reader who adds the rows (each IVA exact,
      // up to 6 decimals) checks against, the IVA rounded once on the whole.
      invoice.SubTotal,
      invoice.Descuento ?? cfdiAmount(0),
      invoice.Impuestos.TotalImpuestosTrasladados,
      invoice.Total,
      invoice.Avisos.join(' '),
    ];
  });
}

/**
 * The concepts of several orders as CSV rows (the header first, then one row per concept) for the
 * app's CSV writer (csvText), or why an order cannot be invoiced (the first refusal, its detail
 * naming the order).
 */
export function cfdiCsvRows(
  orders: readonly TOrderDocument[],
  keysByProductId: TSatKeysByProductId,
  options: TCfdiInvoiceOptions = {},
): Result<string[][]> {
  const rows: string[][] = [[...CFDI_CSV_HEADERS]];
  for (const order of orders) {
    const invoice = cfdiInvoiceData(order, keysByProductId, options);
    if (!invoice.ok) return invoice;
    rows.push(...csvRowsOf(invoice.value));
  }
  return ok(rows);
}
