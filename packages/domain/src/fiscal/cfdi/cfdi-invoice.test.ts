import { describe, expect, it } from 'vitest';
import type { AppError } from '../../errors/app-error';
import { quoteTotals } from '../../money/quote-totals';
import type { TOrderDocument } from '../../order/order-document';
import type { TDeskLine } from '../../quote/desk/quote-desk';
import { unwrapResult } from '../../result/result';
import { makeDeskLine, makeFiscalData, makeOffer, makeOrder } from '../../testing/factories';
import { CFDI_AVISOS, CFDI_COLUMN_KINDS, CFDI_CSV_HEADERS, cfdiCsvRows, cfdiInvoiceData } from './cfdi-invoice';
import type { TSatKeysByProductId } from './cfdi-invoice';
import { productSatKeys } from './sat-product-keys';

const KEYS: TSatKeysByProductId = {
  'prod-100': productSatKeys({ unit: 'pieza', category_id: 'interruptores-termomagneticos' }),
  'prod-200': productSatKeys({ unit: 'pieza', category_id: 'contactores-y-arrancadores' }),
  'prod-300': productSatKeys({ unit: 'metro', category_id: 'cables-y-conductores' }),
};

/** An order whose offer is made of these desk lines (the domain's own totals rule). */
function orderOf(lines: readonly TDeskLine[], overrides: Partial<TOrderDocument> = {}): TOrderDocument {
  const offer = makeOffer(lines);
  return makeOrder({ lines: offer.lines, totals: offer.totals, ...overrides });
}

function refusal(result: { ok: boolean; error?: unknown }): AppError {
  expect(result.ok).toBe(false);
  return result.error as AppError;
}

describe('cfdiInvoiceData', () => {
  it("writes the default order as CFDI 4.0 nodes, the amounts being the order's totals", () => {
    const order = makeOrder();
    expect(order.totals).toMatchObject({ subtotal_cents: 483_050, discount_cents: 0, iva_cents: 77_288 });
    expect(unwrapResult(cfdiInvoiceData(order, KEYS))).toEqual({
      Version: '4.0',
      Moneda: 'MXN',
      TipoDeComprobante: 'I',
      Exportacion: '01',
      MetodoPago: 'PUE',
      FormaPago: '03',
      SubTotal: '4830.50',
      Total: '5603.38',
      Receptor: {
        Rfc: 'CNO150312H14',
        Nombre: 'CONSTRUCTORA NORTE',
        DomicilioFiscalReceptor: '64000',
        RegimenFiscalReceptor: '601',
        UsoCFDI: 'G03',
      },
      Conceptos: [
        {
          ClaveProdServ: '39121601',
          NoIdentificacion: 'SKU-100',
          Cantidad: '1',
          ClaveUnidad: 'H87',
          Unidad: 'Pieza',
          Descripcion: 'Interruptor termomagnético 2x20A',
          ValorUnitario: '1234.50',
          Importe: '1234.50',
          ObjetoImp: '02',
          Impuestos: {
            Traslados: [
              { Base: '1234.50', Impuesto: '002', TipoFactor: 'Tasa', TasaOCuota: '0.160000', Importe: '197.52' },
            ],
          },
        },
        {
          ClaveProdServ: '39121529',
          NoIdentificacion: 'SKU-200',
          Cantidad: '4',
          ClaveUnidad: 'H87',
          Unidad: 'Pieza',
          Descripcion: 'Contactor 25 A',
          ValorUnitario: '899.00',
          Importe: '3596.00',
          ObjetoImp: '02',
          Impuestos: {
            Traslados: [
              { Base: '3596.00', Impuesto: '002', TipoFactor: 'Tasa', TasaOCuota: '0.160000', Importe: '575.36' },
            ],
          },
        },
      ],
      Impuestos: {
        TotalImpuestosTrasladados: '772.88',
        Traslados: [
          { Base: '4830.50', Impuesto: '002', TipoFactor: 'Tasa', TasaOCuota: '0.160000', Importe: '772.88' },
        ],
      },
      Pedido: 'PED-2025-000001',
      OrdenDeCompra: { Numero: 'OC-7781', Fecha: '2025-03-02' },
      Avisos: [],
    });
  });

  it('carries the discounts: per concept, in the total and out of the base', () => {
    const order = orderOf([
      makeDeskLine({
        product_id: 'prod-100',
        sku: 'SKU-100',
        unit_price_cents: 10_001,
        quantity: 3,
        discount_bp: 1250,
      }),
      makeDeskLine({ product_id: 'prod-300', sku: 'SKU-300', unit_price_cents: 2_599, quantity: 7 }),
    ]);
    const invoice = unwrapResult(cfdiInvoiceData(order, KEYS));
    // 3 × 100.01 = 300.03; 12.5 % of it = 37.50375 → 37.50; net 262.53; IVA exact 42.0048.
    expect(invoice.Conceptos[0]).toMatchObject({
      Importe: '300.03',
      Descuento: '37.50',
      Impuestos: { Traslados: [{ Base: '262.53', Importe: '42.0048' }] },
    });
    expect(invoice.Conceptos[1]).not.toHaveProperty('Descuento');
    expect(invoice.Conceptos[1]).toMatchObject({ ClaveUnidad: 'MTR', Unidad: 'Metro', Importe: '181.93' });
    // Taxable 262.53 + 181.93 = 444.46; IVA 71.1136 → 71.11; total 515.57.
    expect(invoice).toMatchObject({
      SubTotal: '481.96',
      Descuento: '37.50',
      Total: '515.57',
      Impuestos: { TotalImpuestosTrasladados: '71.11', Traslados: [{ Base: '444.46', Importe: '71.11' }] },
    });
  });

  it('writes each concept tax exactly, so their sum rounds to the IVA of the whole (rounding each line would not)', () => {
    const order = orderOf([
      makeDeskLine({ product_id: 'prod-100', sku: 'SKU-100', unit_price_cents: 3 }),
      makeDeskLine({ product_id: 'prod-200', sku: 'SKU-200', unit_price_cents: 3 }),
    ]);
    const invoice = unwrapResult(cfdiInvoiceData(order, KEYS));
    // 0.03 × 0.16 = 0.0048 each: rounded per line 0.00 + 0.00; exact 0.0096 → 0.01, the order's IVA.
    expect(invoice.Conceptos.map((c) => c.Impuestos.Traslados[0].Importe)).toEqual(['0.0048', '0.0048']);
    expect(order.totals.iva_cents).toBe(1);
    expect(invoice.Impuestos.TotalImpuestosTrasladados).toBe('0.01');
    expect(invoice.Total).toBe('0.07');
  });

  it("writes the order's own rate as TasaOCuota, six decimals", () => {
    const lines = makeOffer([makeDeskLine({ product_id: 'prod-100', unit_price_cents: 12_345 })]).lines;
    const order = makeOrder({ lines, totals: quoteTotals(lines, 800) });
    const invoice = unwrapResult(cfdiInvoiceData(order, KEYS));
    expect(invoice.Conceptos[0]?.Impuestos.Traslados[0]).toMatchObject({ TasaOCuota: '0.080000', Importe: '9.876' });
    expect(invoice.Impuestos.Traslados[0]).toMatchObject({ TasaOCuota: '0.080000', Importe: '9.88' });
  });

  it('leaves the purchase order out when the buyer gave none', () => {
    const invoice = unwrapResult(
      cfdiInvoiceData(makeOrder({ purchase_order_number: '', purchase_order_date: null }), KEYS),
    );
    expect(invoice.OrdenDeCompra).toBeNull();
  });

  it("gives público en general the issuer's código postal, and says so when it is not known", () => {
    const order = makeOrder({
      fiscal: makeFiscalData({
        rfc: 'XAXX010101000',
        razon_social: 'ANA LOPEZ',
        regimen_fiscal: '616',
        uso_cfdi: 'S01',
        codigo_postal: '06000',
      }),
    });
    const known = unwrapResult(cfdiInvoiceData(order, KEYS, { lugarExpedicion: ' 64000 ' }));
    expect(known.LugarExpedicion).toBe('64000');
    expect(known.Receptor).toEqual({
      Rfc: 'XAXX010101000',
      Nombre: 'ANA LOPEZ',
      DomicilioFiscalReceptor: '64000',
      RegimenFiscalReceptor: '616',
      UsoCFDI: 'S01',
    });
    expect(known.Avisos).toEqual([]);

    const unknown = unwrapResult(cfdiInvoiceData(order, KEYS));
    expect(unknown).not.toHaveProperty('LugarExpedicion');
    expect(unknown.Receptor.DomicilioFiscalReceptor).toBe('');
    expect(unknown.Avisos).toEqual([CFDI_AVISOS.publicoEnGeneralDomicilio]);
  });

  it("keeps a company's own código postal whatever the issuer's", () => {
    const invoice = unwrapResult(cfdiInvoiceData(makeOrder(), KEYS, { lugarExpedicion: '01000' }));
    expect(invoice.Receptor.DomicilioFiscalReceptor).toBe('64000');
    expect(invoice.LugarExpedicion).toBe('01000');
  });

  it('invoices each line with the keys frozen at acceptance, whatever the catalogue says now', () => {
    // Sold by the roll; the product was later switched to the metre, then its keys were lost.
    const asSold = productSatKeys({ unit: 'rollo', category_id: 'cables-y-conductores' });
    const order = makeOrder({ sat_keys: { 'prod-100': asSold } });
    const now = { ...KEYS, 'prod-100': productSatKeys({ unit: 'metro', category_id: 'cables-y-conductores' }) };
    const [first, second] = unwrapResult(cfdiInvoiceData(order, now)).Conceptos;
    expect([first?.ClaveUnidad, first?.Unidad, first?.ClaveProdServ]).toEqual(['XRO', 'Rollo', '26121600']);
    // A product the order froze no keys for is invoiced with its current ones.
    expect(second?.ClaveUnidad).toBe(KEYS['prod-200']?.clave_unidad);
    // A deleted product does not stop the invoice of an order that froze its keys.
    const { 'prod-100': _deleted, ...withoutIt } = KEYS;
    expect(cfdiInvoiceData(order, withoutIt).ok).toBe(true);
    // Frozen keys without a product key (none at the time) fall back to the current ones.
    const incomplete = makeOrder({ sat_keys: { 'prod-100': { ...asSold, clave_prod_serv: null } } });
    expect(unwrapResult(cfdiInvoiceData(incomplete, KEYS)).Conceptos[0]?.ClaveProdServ).toBe(
      KEYS['prod-100']?.clave_prod_serv,
    );
  });

  it('writes a description saved with «|» (refused by the CFDI schema) with «/» instead', () => {
    const order = orderOf([
      makeDeskLine({ product_id: 'prod-100', sku: 'SKU-100', sku_description: 'Cable THW 12 | rojo || 100 m' }),
    ]);
    expect(unwrapResult(cfdiInvoiceData(order, KEYS)).Conceptos[0]?.Descripcion).toBe('Cable THW 12 / rojo // 100 m');
  });

  it('refuses products without SAT keys, naming their SKUs', () => {
    const error = refusal(cfdiInvoiceData(makeOrder(), { 'prod-100': KEYS['prod-100'] }));
    expect(error.code).toBe('order/not-invoiceable');
    expect(error.items).toEqual(['SKU-200']);
    expect(error.detail).toContain('PED-2025-000001');
  });

  it.each([
    ['no product key', { clave_prod_serv: null, clave_unidad: 'H87', unidad: 'Pieza' }],
    ['a malformed product key', { clave_prod_serv: '3912160', clave_unidad: 'H87', unidad: 'Pieza' }],
    ['a malformed unit key', { clave_prod_serv: '39121601', clave_unidad: 'PIEZA', unidad: 'Pieza' }],
  ])('refuses a product with %s', (_case, keys) => {
    expect(refusal(cfdiInvoiceData(makeOrder(), { ...KEYS, 'prod-200': keys })).items).toEqual(['SKU-200']);
  });

  it('does not take inherited names for product ids', () => {
    const order = orderOf([makeDeskLine({ product_id: 'constructor', sku: 'SKU-X' })]);
    expect(refusal(cfdiInvoiceData(order, KEYS)).items).toEqual(['SKU-X']);
  });

  it('refuses an order whose stored totals do not follow its lines', () => {
    const order = makeOrder();
    const tampered = { ...order, totals: { ...order.totals, iva_cents: order.totals.iva_cents + 1 } };
    expect(refusal(cfdiInvoiceData(tampered, KEYS)).detail).toContain('do not follow its lines');
    const total = { ...order, totals: { ...order.totals, total_cents: order.totals.total_cents - 1 } };
    expect(refusal(cfdiInvoiceData(total, KEYS)).code).toBe('order/not-invoiceable');
  });

  it('refuses an order whose stored line amounts do not follow its price', () => {
    const order = makeOrder();
    const [first, second] = order.lines;
    const lines = [
      { ...first, gross_cents: (first?.gross_cents ?? 0) + 100, net_cents: (first?.net_cents ?? 0) + 100 },
      second,
    ];
    const tampered = { ...order, lines: lines as TOrderDocument['lines'], totals: quoteTotals(order.lines) };
    expect(refusal(cfdiInvoiceData(tampered, KEYS)).detail).toContain('do not follow its lines');
  });

  it('refuses a line without taxable amount (a Traslado needs a base above zero)', () => {
    const order = orderOf([
      makeDeskLine({ product_id: 'prod-100', sku: 'SKU-100', discount_bp: 10_000 }),
      makeDeskLine({ product_id: 'prod-200', sku: 'SKU-200' }),
    ]);
    const error = refusal(cfdiInvoiceData(order, KEYS));
    expect(error.code).toBe('order/untaxed-lines');
    expect(error.items).toEqual(['SKU-100']);
    expect(error.detail).toContain('Base > 0');
    // Told as what it is, not as missing SAT keys.
    expect(error.userMessage).toBe(
      'La partida del producto «SKU-100» tiene 100 % de descuento y el CFDI no admite un IVA con base cero: factura este pedido en tu sistema de facturación sin esa partida (el total no cambia).',
    );
  });

  it('refuses a cancelled order, whatever its lines', () => {
    const error = refusal(cfdiInvoiceData({ ...makeOrder(), status: 'cancelled' }, KEYS));
    expect(error.code).toBe('order/cancelled-not-invoiced');
    expect(error.userMessage).toBe('Este pedido está cancelado: no se factura.');
    expect(cfdiCsvRows([makeOrder(), { ...makeOrder(), status: 'cancelled' }], KEYS).ok).toBe(false);
  });

  it('names a product without SAT keys as such', () => {
    const error = refusal(cfdiInvoiceData(makeOrder(), { 'prod-100': KEYS['prod-100'] }));
    expect(error.userMessage).toContain('Al producto «SKU-200» le faltan sus claves SAT');
  });
});

describe('cfdiCsvRows', () => {
  it('writes the header, then one row per concept of every order', () => {
    const second = orderOf(
      [
        makeDeskLine({
          product_id: 'prod-300',
          sku: 'SKU-300',
          unit_price_cents: 2_599,
          quantity: 7,
          discount_bp: 500,
        }),
      ],
      { order_number: 'PED-2025-000002', purchase_order_number: '', purchase_order_date: null },
    );
    const rows = unwrapResult(cfdiCsvRows([makeOrder(), second], KEYS));
    expect(rows[0]).toEqual([...CFDI_CSV_HEADERS]);
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(row).toHaveLength(CFDI_CSV_HEADERS.length);
    expect(rows[1]).toEqual([
      'PED-2025-000001',
      'CNO150312H14',
      'CONSTRUCTORA NORTE',
      '601',
      'G03',
      '64000',
      'PUE',
      '03',
      '',
      'OC-7781',
      'SKU-100',
      '39121601',
      '1',
      'H87',
      'Pieza',
      'Interruptor termomagnético 2x20A',
      '1234.50',
      '1234.50',
      '0.00',
      '1234.50',
      '197.52',
      // The comprobante's sums on each of its rows; no avisos.
      '4830.50',
      '0.00',
      '772.88',
      '5603.38',
      '',
    ]);
    // 7 × 25.99 = 181.93; 5 % = 9.0965 → 9.10; base 172.83; IVA exact 27.6528.
    expect(rows[3]?.slice(0, 1)).toEqual(['PED-2025-000002']);
    expect(rows[3]?.[9]).toBe('');
    expect(rows[3]?.slice(14, 21)).toEqual([
      'Metro',
      'Contactor tripolar 25 A bobina 220 V AC',
      '25.99',
      '181.93',
      '9.10',
      '172.83',
      '27.6528',
    ]);
    // The row's exact IVA, and the comprobante's rounded once: 27.65, total 172.83 + 27.65.
    expect(rows[3]?.slice(21)).toEqual(['181.93', '9.10', '27.65', '200.48', '']);
  });

  it("fills the lugar de expedición and carries the avisos in the file, so público en general's código postal is not lost", () => {
    const publico = makeOrder({
      fiscal: makeFiscalData({
        rfc: 'XAXX010101000',
        razon_social: 'ANA LOPEZ',
        regimen_fiscal: '616',
        uso_cfdi: 'S01',
      }),
    });
    const place = CFDI_CSV_HEADERS.indexOf('Lugar de expedición [LugarExpedicion]');
    const receptorCp = CFDI_CSV_HEADERS.indexOf('CP fiscal [DomicilioFiscalReceptor]');
    const avisos = CFDI_CSV_HEADERS.indexOf('Avisos');
    const [, known] = unwrapResult(cfdiCsvRows([publico], KEYS, { lugarExpedicion: '64000' }));
    expect([known?.[place], known?.[receptorCp], known?.[avisos]]).toEqual(['64000', '64000', '']);
    const [, unknown] = unwrapResult(cfdiCsvRows([publico], KEYS));
    expect([unknown?.[place], unknown?.[receptorCp], unknown?.[avisos]]).toEqual([
      '',
      '',
      CFDI_AVISOS.publicoEnGeneralDomicilio,
    ]);
  });

  it('names each SAT attribute a column fills, in Spanish', () => {
    expect(CFDI_CSV_HEADERS).toContain('RFC receptor [Rfc]');
    expect(CFDI_CSV_HEADERS).toContain('Clave de producto o servicio [ClaveProdServ]');
    expect(CFDI_CSV_HEADERS.filter((header) => !/\[[A-Za-z ]+\]$/.test(header))).toEqual([
      'Pedido',
      'Orden de compra',
      'Avisos',
    ]);
  });

  it('refuses the export when an order cannot be invoiced', () => {
    const error = refusal(cfdiCsvRows([makeOrder()], {}));
    expect(error.items).toEqual(['SKU-100', 'SKU-200']);
  });

  it('writes just the header for no orders', () => {
    expect(unwrapResult(cfdiCsvRows([], KEYS))).toEqual([[...CFDI_CSV_HEADERS]]);
  });

  it('says which columns a spreadsheet holds as numbers: each of their cells is a plain decimal, the keys stay text', () => {
    const discounted = orderOf([
      makeDeskLine({ product_id: 'prod-300', sku: 'SKU-300', unit_price_cents: 2_599, quantity: 7, discount_bp: 500 }),
    ]);
    const [, ...rows] = unwrapResult(cfdiCsvRows([makeOrder(), discounted], KEYS));
    const kinds = CFDI_CSV_HEADERS.map((header) => CFDI_COLUMN_KINDS[header]);
    for (const row of rows)
      row.forEach((cell, index) => {
        if (kinds[index] === 'amount') expect(cell).toMatch(/^\d+\.\d{2,6}$/);
        if (kinds[index] === 'quantity') expect(cell).toMatch(/^\d+(\.\d+)?$/);
      });
    // The keys a leading zero belongs to are text.
    for (const header of [
      'CP fiscal [DomicilioFiscalReceptor]',
      'Forma de pago [FormaPago]',
      'Lugar de expedición [LugarExpedicion]',
      'Régimen fiscal [RegimenFiscalReceptor]',
      'Clave de producto o servicio [ClaveProdServ]',
      'SKU [NoIdentificacion]',
    ] as const)
      expect(CFDI_COLUMN_KINDS[header]).toBe('text');
    expect(kinds.filter((kind) => kind === 'amount')).toHaveLength(9);
  });
});
