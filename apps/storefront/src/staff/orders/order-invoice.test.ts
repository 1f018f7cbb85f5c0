import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import {
  COMPANY_PROFILE,
  CFDI_COLUMN_KINDS,
  CFDI_CSV_HEADERS,
  CSV_BOM,
  cfdiCsvRows,
  productSatKeys,
  unwrapResult,
  type TCfdiInvoiceData,
  type TSatKeysByProductId,
} from '@voltia/domain';
import { makeDeskLine, makeFiscalData, makeOffer, makeOrder } from '@voltia/domain/testing';
import {
  INVOICE_STAMPING_NOTE,
  invoiceExport,
  invoiceExportStatusText,
  invoiceJson,
  invoiceListFileName,
  invoiceTable,
  orderInvoice,
  orderInvoiceFileName,
  orderProductIds,
  skippedOrdersText,
} from './order-invoice';
import { listCsvText, listXlsx } from '../list-file';

// The default order's lines name prod-100 (SKU-100) and prod-200 (SKU-200).
const KEYS: TSatKeysByProductId = {
  'prod-100': productSatKeys({ unit: 'pieza', category_id: 'interruptores-termomagneticos' }),
  'prod-200': productSatKeys({ unit: 'pieza', category_id: 'contactores-y-arrancadores' }),
};

const order = (number: string, overrides: Parameters<typeof makeOrder>[0] = {}) =>
  makeOrder({ order_number: number, ...overrides });

/** The lines and totals of an offer made of these desk lines (the domain's totals rule). */
function offerOf(...lines: Parameters<typeof makeDeskLine>[0][]) {
  const offer = makeOffer(lines.map((line) => makeDeskLine(line)));
  return { lines: offer.lines, totals: offer.totals };
}

describe('orderInvoice', () => {
  it("gives an order whose products have SAT keys its CFDI 4.0 data, the totals the order's", () => {
    const placed = order('PED-2026-000001');
    const outcome = orderInvoice(placed, KEYS);
    expect(outcome.status).toBe('ready');
    const { invoice } = outcome as { invoice: TCfdiInvoiceData };
    expect(invoice.Pedido).toBe('PED-2026-000001');
    expect(invoice.Total).toBe((placed.totals.total_cents / 100).toFixed(2));
    expect(invoice.Conceptos.map((concepto) => [concepto.NoIdentificacion, concepto.ClaveProdServ])).toEqual([
      ['SKU-100', '39121601'],
      ['SKU-200', '39121529'],
    ]);
  });

  it("refuses with the domain's Spanish message and the lines it names", () => {
    const placed = order('PED-2026-000002');
    const outcome = orderInvoice(placed, { 'prod-100': KEYS['prod-100'] });
    expect(outcome).toEqual({
      status: 'refused',
      message: expect.stringContaining('«SKU-200»'),
      lines: [placed.lines[1]],
    });
    expect((outcome as { message: string }).message).toContain('claves SAT');
  });

  it('refuses an order whose amounts do not follow its lines without naming a line', () => {
    const placed = order('PED-2026-000003');
    const tampered = { ...placed, totals: { ...placed.totals, total_cents: placed.totals.total_cents + 1 } };
    expect(orderInvoice(tampered, KEYS)).toMatchObject({ status: 'refused', lines: [] });
  });

  it('does not invoice a cancelled order, whatever its products', () => {
    expect(orderInvoice(order('PED-2026-000004', { status: 'cancelled' }), KEYS)).toEqual({
      status: 'cancelled',
      message: 'Este pedido está cancelado: no se factura.',
    });
  });

  it('says in one line that stamping is done outside the store', () => {
    expect(INVOICE_STAMPING_NOTE).toBe('El timbrado con un PAC se hace fuera de Voltia.');
  });
});

describe('file names and contents', () => {
  it("names an order's files by its folio, and the list's by the day", () => {
    expect(orderInvoiceFileName('PED-2026-000001', 'json')).toBe('PED-2026-000001-cfdi.json');
    expect(orderInvoiceFileName('PED-2026-000001', 'csv')).toBe('PED-2026-000001-cfdi.csv');
    expect(invoiceListFileName(new Date(2026, 10, 20, 12), 'csv')).toBe('pedidos-cfdi-2026-11-20.csv');
    expect(invoiceListFileName(new Date(2026, 10, 20, 12), 'json')).toBe('pedidos-cfdi-2026-11-20.json');
  });

  it('writes the JSON as the domain made it, indented, one comprobante or a list of them', () => {
    const { invoice } = orderInvoice(order('PED-2026-000001'), KEYS) as { invoice: TCfdiInvoiceData };
    const text = invoiceJson(invoice);
    expect(text.endsWith('}\n')).toBe(true);
    expect(text).toContain('\n  "Version": "4.0",');
    expect(JSON.parse(text)).toEqual(invoice);
    expect(JSON.parse(invoiceJson([invoice, invoice]))).toEqual([invoice, invoice]);
  });

  it("writes the CSV with the domain's columns, one row per concept, and refuses an order that cannot be invoiced", () => {
    const text = listCsvText(invoiceTable([order('PED-2026-000001'), order('PED-2026-000005')], KEYS));
    expect(text.startsWith(CSV_BOM)).toBe(true);
    const lines = text.slice(CSV_BOM.length).split('\r\n');
    expect(lines).toHaveLength(6);
    expect(lines[1]).toMatch(
      /^PED-2026-000001,CNO150312H14,CONSTRUCTORA NORTE,601,G03,64000,PUE,03,64000,OC-7781,SKU-100,39121601,1,H87,/,
    );
    expect(lines[4]).toMatch(/^PED-2026-000005,.*,SKU-200,39121529,4,H87,Pieza,/);
    expect(lines[0]?.split(',')[0]).toBe(CFDI_CSV_HEADERS[0]);
    expect(() => listCsvText(invoiceTable([order('PED-2026-000006')], {}))).toThrow();
  });

  it('writes the same rows as an Excel workbook: the keys as text with their leading zeros, the amounts as numbers', async () => {
    // A receptor in Mexico City's 01000 and FormaPago 03: a CSV opened in Excel would show 1000 and 3.
    const orders = [
      order('PED-2026-000001', { fiscal: makeFiscalData({ codigo_postal: '01000' }) }),
      order('PED-2026-000005', { purchase_order_number: '', purchase_order_date: null }),
    ];
    const blob = await listXlsx(invoiceTable(orders, KEYS));
    const sheet = await readSheet(Buffer.from(await blob.arrayBuffer()));
    const expected = unwrapResult(cfdiCsvRows(orders, KEYS, { lugarExpedicion: COMPANY_PROFILE.postalCode }));
    expect(sheet[0]).toEqual([...CFDI_CSV_HEADERS]);
    expect(sheet).toHaveLength(expected.length);
    const column = (name: (typeof CFDI_CSV_HEADERS)[number]) => CFDI_CSV_HEADERS.indexOf(name);
    expect(sheet[1]?.[column('CP fiscal [DomicilioFiscalReceptor]')]).toBe('01000');
    expect(sheet[1]?.[column('Forma de pago [FormaPago]')]).toBe('03');
    expect(sheet[3]?.[column('Orden de compra')]).toBeNull();
    expected.slice(1).forEach((row, rowIndex) =>
      row.forEach((text, index) => {
        const kind = CFDI_COLUMN_KINDS[CFDI_CSV_HEADERS[index]!];
        const cell = sheet[rowIndex + 1]?.[index];
        if (text === '') expect(cell).toBeNull();
        else if (kind === 'text') expect(cell).toBe(text);
        else expect(cell).toBe(Number(text));
      }),
    );
    expect(sheet[1]?.[column('Total del CFDI [Total]')]).toBe(orders[0]!.totals.total_cents / 100);
    expect(() => invoiceTable([order('PED-2026-000006')], {})).toThrow();
  });
});

describe('invoiceExport', () => {
  it('keeps the orders that can be invoiced, in order, and names the cancelled and incomplete ones', () => {
    const withoutKeys = order('PED-2026-000012', offerOf({ product_id: 'prod-sin-claves', sku: 'SKU-X' }));
    const orders = [
      { ...order('PED-2026-000010'), id: 'q-10' },
      { ...order('PED-2026-000011', { status: 'cancelled' }), id: 'q-11' },
      { ...withoutKeys, id: 'q-12' },
      { ...order('PED-2026-000013', { status: 'delivered' }), id: 'q-13' },
    ];
    const split = invoiceExport(orders, KEYS);
    expect(split.invoiced.map((placed) => placed.id)).toEqual(['q-10', 'q-13']);
    expect(split.invoices.map((invoice) => invoice.Pedido)).toEqual(['PED-2026-000010', 'PED-2026-000013']);
    expect(split.cancelled).toEqual(['PED-2026-000011']);
    expect(split.incomplete).toEqual(['PED-2026-000012']);
  });

  it("issues from the company's código postal: público en general's receptor CP is filled, nothing left to complete", () => {
    const publico = order('PED-2026-000014', {
      fiscal: makeFiscalData({
        rfc: 'XAXX010101000',
        razon_social: 'ANA LOPEZ',
        regimen_fiscal: '616',
        uso_cfdi: 'S01',
      }),
    });
    const [invoice] = invoiceExport([publico], KEYS).invoices;
    expect(invoice?.LugarExpedicion).toBe(COMPANY_PROFILE.postalCode);
    expect(invoice?.Receptor.DomicilioFiscalReceptor).toBe(COMPANY_PROFILE.postalCode);
    expect(invoice?.Avisos).toEqual([]);
  });

  it('reads every product the orders name once', () => {
    const other = order('PED-2026-000015', offerOf({ product_id: 'prod-300', sku: 'SKU-300' }));
    expect(orderProductIds([order('PED-2026-000001'), order('PED-2026-000002'), other])).toEqual([
      'prod-100',
      'prod-200',
      'prod-300',
    ]);
  });
});

describe('skippedOrdersText', () => {
  it('says nothing when every order was included', () => {
    expect(skippedOrdersText({ cancelled: [], incomplete: [] })).toBeNull();
  });

  it('counts and names the orders left out, incomplete and cancelled', () => {
    expect(
      skippedOrdersText({ cancelled: [], incomplete: ['PED-2026-000001', 'PED-2026-000002', 'PED-2026-000003'] }),
    ).toBe(
      '3 pedidos sin datos completos no se incluyeron: PED-2026-000001, PED-2026-000002, PED-2026-000003. Ábrelos para ver qué les falta.',
    );
    expect(skippedOrdersText({ cancelled: ['PED-2026-000009'], incomplete: ['PED-2026-000004'] })).toBe(
      '1 pedido sin datos completos no se incluyó: PED-2026-000004. Ábrelo para ver qué le falta. 1 pedido cancelado no se incluyó: PED-2026-000009.',
    );
    expect(skippedOrdersText({ cancelled: ['PED-2026-000007', 'PED-2026-000008'], incomplete: [] })).toBe(
      '2 pedidos cancelados no se incluyeron: PED-2026-000007, PED-2026-000008.',
    );
  });

  it('names ten folios at most and counts the rest', () => {
    const many = Array.from({ length: 1_203 }, (_, index) => `PED-2026-${String(index + 1).padStart(6, '0')}`);
    const text = skippedOrdersText({ cancelled: many, incomplete: [] }) ?? '';
    expect(text).toMatch(/^1,203 pedidos cancelados no se incluyeron: PED-2026-000001, /);
    expect(text).toContain('PED-2026-000010 y 1,193 más.');
    expect(text).not.toContain('PED-2026-000011');
  });
});

describe('invoiceExportStatusText', () => {
  it('says what is being read and what was downloaded', () => {
    expect(invoiceExportStatusText({ status: 'idle' }, 5_000)).toBe('');
    expect(invoiceExportStatusText({ status: 'exporting', rows: 0 }, 5_000)).toBe('Preparando los datos para factura…');
    expect(invoiceExportStatusText({ status: 'exporting', rows: 1_500 }, 5_000)).toBe(
      'Preparando los datos para factura… 1,500 pedidos leídos.',
    );
    expect(
      invoiceExportStatusText(
        { status: 'done', invoiced: 1, fileName: 'pedidos-cfdi-2026-11-20.csv', capped: false },
        5_000,
      ),
    ).toBe('Se descargaron los datos para factura de 1 pedido en pedidos-cfdi-2026-11-20.csv.');
    expect(
      invoiceExportStatusText({ status: 'done', invoiced: 5_000, fileName: 'p.json', capped: true }, 5_000),
    ).toContain('Se leyeron los primeros 5,000 pedidos de la vista');
  });

  it('says no file was made when no order of the view can be invoiced', () => {
    expect(invoiceExportStatusText({ status: 'done', invoiced: 0, fileName: null, capped: false }, 5_000)).toBe(
      'Ningún pedido de la vista se puede facturar: no se descargó ningún archivo.',
    );
  });
});
