import type { SheetData } from 'read-excel-file/node';
import {
  COMPANY_PROFILE,
  CFDI_COLUMN_KINDS,
  CFDI_CSV_HEADERS,
  CSV_BOM,
  centsToInput,
  productSatKeys,
  type TCfdiInvoiceData,
  type TOrderDocument,
  type TProductSatKeysInput,
} from '@voltia/domain';
import { makeOrderAcceptance } from '@voltia/domain/testing';
import { DEMO_BILLING } from '@voltia/demo-data';
import { BREAKPOINTS } from '@/shared/theme/presentation';
import type { Page } from '@playwright/test';
import { signInAsStaff } from './account-steps';
import { expectNoAxeViolations } from './axe';
import { downloadBy, downloadSheetBy } from './downloads';
import { storeDeliverySite, storeFiscalData } from './billing-data';
import { sentQuote } from './customer-quote-setup';
import { deleteEmulatorQuote, patchEmulatorDocument, readEmulatorDocument } from './emulator-data';
import { expect, expectNoHorizontalScroll, test } from './fixtures';
import { readCsv } from './read-csv';
import { callQuotesOk, createCustomer, createStaff, type TSession } from './quotes-function';

// The invoice hand-off on the real emulators: the demo sales rep downloads the demo order's CFDI 4.0
// data (Industrias Méndez's accepted offer) as JSON, Excel and CSV from the order's page, and checks
// them against the demo's billing data, the products' SAT keys and the total the page shows; then
// exports the invoice data of a list view that holds an order of this journey's own and a cancelled
// one, which is left out and named.

const DEMO_ORDER_ID = 'demo-quote-mendez-aceptada';
const MENDEZ = DEMO_BILLING.find((demo) => demo.uid === 'demo-customer-mendez')!.fiscal;

const invoiceSection = (page: Page) => page.getByTestId('order-invoice');

async function readOrder(orderId: string): Promise<TOrderDocument> {
  const order = (await readEmulatorDocument(`orders/${orderId}`)) as TOrderDocument | null;
  if (order === null) throw new Error(`no order ${orderId} in the emulators`);
  return order;
}

/** The keys of each product the order names, as the catalogue holds them now (its own keys, else the defaults). */
async function satKeysOf(order: TOrderDocument): Promise<Map<string, ReturnType<typeof productSatKeys>>> {
  const keys = new Map<string, ReturnType<typeof productSatKeys>>();
  for (const line of order.lines) {
    const product = await readEmulatorDocument(`products/${line.product_id}`);
    if (product === null) throw new Error(`the demo order names product ${line.product_id}, not in the catalogue`);
    keys.set(line.sku, productSatKeys(product as TProductSatKeysInput));
  }
  return keys;
}

/**
 * The workbook holds the CSV's rows: the header, then each text cell as the same text (a CSV field the
 * writer kept from running as a formula starts with "'"), each amount and quantity as its number.
 */
function expectSheetHoldsCsv(sheet: SheetData, csv: string[][]) {
  expect(sheet).toHaveLength(csv.length);
  expect(sheet[0]).toEqual([...CFDI_CSV_HEADERS]);
  csv.slice(1).forEach((row, rowIndex) =>
    row.forEach((field, index) => {
      const cell = sheet[rowIndex + 1]?.[index];
      const text = field.replace(/^'(?=[=+\-@])/, '');
      if (text === '') expect(cell).toBeNull();
      else if (CFDI_COLUMN_KINDS[CFDI_CSV_HEADERS[index]!] === 'text') expect(cell).toBe(text);
      else expect(cell).toBe(Number(text));
    }),
  );
}

/** "$12,345.67 MXN" → "12345.67". */
const amountOf = (text: string | null) => (text ?? '').replace(/[^\d.]/g, '');

test.describe("the demo order's invoice section", () => {
  // The spreadsheet writer's chunk refused on purpose, once: Chromium logs the failed load.
  test.use({ expectedConsoleErrors: [/^Failed to load resource: net::ERR_FAILED$/] });

  test("the demo order's invoice data downloads as JSON, CSV and Excel: the receptor, each concept's SAT keys and the order's total", async ({
    page,
  }, testInfo) => {
    const order = await readOrder(DEMO_ORDER_ID);
    const keys = await satKeysOf(order);
    await signInAsStaff(page, `/pedidos/${DEMO_ORDER_ID}`);
    await expect(page.getByTestId('order-number')).toHaveText(order.order_number);

    const section = invoiceSection(page);
    await expect(section.getByRole('heading', { level: 2, name: 'Datos para factura' })).toBeVisible();
    await expect(section.getByTestId('order-invoice-stamping')).toHaveText(
      'El timbrado con un PAC se hace fuera de Voltia.',
    );
    await expect(section.getByRole('button', { name: 'Descargar JSON (CFDI 4.0)' })).toBeVisible();
    // Industrias Méndez has an RFC of its own: nothing for the issuer to complete.
    await expect(section.getByTestId('order-invoice-avisos')).toHaveCount(0);
    const pageTotal = amountOf(await page.getByTestId('offer-total').textContent());
    expect(pageTotal).toBe(centsToInput(order.totals.total_cents));

    // JSON: one comprobante, as the domain writes it.
    const json = await downloadBy(page, 'Descargar JSON (CFDI 4.0)');
    expect(json.file.suggestedFilename()).toBe(`${order.order_number}-cfdi.json`);
    await expect(section.getByTestId('order-invoice-status')).toHaveText(
      `Se descargó ${order.order_number}-cfdi.json.`,
    );
    const invoice = JSON.parse(json.text) as TCfdiInvoiceData;
    expect(invoice).toMatchObject({
      Version: '4.0',
      Moneda: 'MXN',
      TipoDeComprobante: 'I',
      Pedido: order.order_number,
    });
    // Issued from the company's own código postal.
    expect(invoice.LugarExpedicion).toBe(COMPANY_PROFILE.postalCode);
    expect(invoice.Receptor).toEqual({
      Rfc: MENDEZ.rfc,
      Nombre: MENDEZ.razon_social,
      DomicilioFiscalReceptor: MENDEZ.codigo_postal,
      RegimenFiscalReceptor: MENDEZ.regimen_fiscal,
      UsoCFDI: MENDEZ.uso_cfdi,
    });
    expect(invoice.Conceptos.map((concepto) => concepto.NoIdentificacion)).toEqual(order.lines.map((line) => line.sku));
    for (const concepto of invoice.Conceptos) {
      const expected = keys.get(concepto.NoIdentificacion)!;
      expect(concepto.ClaveProdServ).toMatch(/^\d{8}$/);
      expect(concepto.ClaveProdServ).toBe(expected.clave_prod_serv);
      expect(concepto.ClaveUnidad).toBe(expected.clave_unidad);
    }
    expect(invoice.Total).toBe(pageTotal);
    expect(invoice.SubTotal).toBe(centsToInput(order.totals.subtotal_cents));
    expect(invoice.Impuestos.TotalImpuestosTrasladados).toBe(centsToInput(order.totals.iva_cents));

    // CSV: the domain's columns, one row per concept, the same receptor and keys.
    const csv = await downloadBy(page, 'Descargar CSV');
    expect(csv.file.suggestedFilename()).toBe(`${order.order_number}-cfdi.csv`);
    expect(csv.text.startsWith(CSV_BOM)).toBe(true);
    const [header, ...rows] = readCsv(csv.text.slice(CSV_BOM.length));
    expect(header).toEqual([...CFDI_CSV_HEADERS]);
    expect(rows).toHaveLength(order.lines.length);
    const column = (name: (typeof CFDI_CSV_HEADERS)[number]) => CFDI_CSV_HEADERS.indexOf(name);
    for (const row of rows) {
      expect(row.slice(0, 6)).toEqual([
        order.order_number,
        MENDEZ.rfc,
        MENDEZ.razon_social,
        MENDEZ.regimen_fiscal,
        MENDEZ.uso_cfdi,
        MENDEZ.codigo_postal,
      ]);
      const expected = keys.get(row[column('SKU [NoIdentificacion]')]!)!;
      expect(row[column('Clave de producto o servicio [ClaveProdServ]')]).toBe(expected.clave_prod_serv);
      expect(row[column('Clave de unidad [ClaveUnidad]')]).toBe(expected.clave_unidad);
      // Each row carries the comprobante's total, to check the rows against.
      expect(row[column('Total del CFDI [Total]')]).toBe(pageTotal);
    }
    // The concepts' bases add up to the order's taxable amount.
    const baseCents = rows.reduce(
      (sum, row) => sum + Math.round(Number(row[column('Base del IVA [Traslado Base]')]) * 100),
      0,
    );
    expect(baseCents).toBe(order.totals.taxable_cents);

    // Excel: the CSV's rows, the keys as text (the régimen "601", the CP "64000" stay as written) and the amounts as numbers.
    // The spreadsheet writer loads with the first Excel file asked for: when it cannot load, a Spanish
    // error says so and nothing downloads; asked again once it can, the file comes.
    await page.route('**/_next/static/chunks/**', (route) => route.abort());
    await section.getByRole('button', { name: 'Descargar Excel' }).click();
    await expect(
      page
        .locator('[data-sonner-toast][data-type="error"]')
        .filter({ hasText: 'No se pudo preparar el archivo con los datos para factura.' }),
    ).toBeVisible();
    await expect(section.getByTestId('order-invoice-status')).toHaveText(`Se descargó ${order.order_number}-cfdi.csv.`);
    await page.unroute('**/_next/static/chunks/**');
    const xlsx = await downloadSheetBy(page, 'Descargar Excel');
    expect(xlsx.file.suggestedFilename()).toBe(`${order.order_number}-cfdi.xlsx`);
    await expect(section.getByTestId('order-invoice-status')).toHaveText(
      `Se descargó ${order.order_number}-cfdi.xlsx.`,
    );
    expectSheetHoldsCsv(xlsx.sheet, [header!, ...rows]);
    expect(xlsx.sheet[1]?.[column('CP fiscal [DomicilioFiscalReceptor]')]).toBe(MENDEZ.codigo_postal);
    expect(xlsx.sheet[1]?.[column('Total del CFDI [Total]')]).toBe(Number(pageTotal));

    for (const width of [BREAKPOINTS.xxs, BREAKPOINTS.xl]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(section.getByRole('button', { name: 'Descargar CSV' })).toBeVisible();
      await expectNoAxeViolations(page, `the order's invoice section at ${width} px`);
      if (width === BREAKPOINTS.xxs) await expectNoHorizontalScroll(page);
      await section.screenshot({ path: testInfo.outputPath(`datos-factura-${width}.png`) });
    }
  });
});

test.describe("orders of the journey's own customer", () => {
  test.use({ viewport: { width: BREAKPOINTS.xl, height: 900 } });

  let staff: TSession;
  let customer: TSession;
  const created: string[] = [];

  test.beforeAll(async () => {
    staff = await createStaff('Raúl Facturas Prueba');
    customer = await createCustomer('pedido-factura', 'Irma Facturas Norte');
    await storeFiscalData(customer.uid);
    await storeDeliverySite(customer.uid);
  });

  // The sales inbox other journeys read keeps only the quotes they expect; the orders go with them.
  test.afterAll(async () => {
    for (const quoteId of created) await deleteEmulatorQuote(quoteId);
  });

  /** A sent quote the customer accepted through the function, under `purchaseOrder`: its order. */
  async function acceptedOrder(seed: number, purchaseOrder: string): Promise<TOrderDocument & { id: string }> {
    const quote = await sentQuote(customer, staff, seed);
    created.push(quote.id);
    await callQuotesOk(
      '/move',
      {
        quoteId: quote.id,
        move: { type: 'accept', order: makeOrderAcceptance({ purchase_order_number: purchaseOrder }) },
      },
      customer.idToken,
    );
    return { ...(await readOrder(quote.id)), id: quote.id };
  }

  test('exports the invoiceable orders of the view as JSON, CSV and Excel, and names the cancelled one it left out', async ({
    page,
  }) => {
    // Both orders under a purchase order of this run's own, so the search finds these and no other.
    const purchaseOrder = `OC-CFDI-${Date.now().toString(36).toUpperCase()}`;
    const invoiced = await acceptedOrder(41, purchaseOrder);
    const cancelled = await acceptedOrder(42, purchaseOrder);
    await callQuotesOk(
      '/order-move',
      { orderId: cancelled.id, move: { type: 'cancel', reason: 'El cliente compró en otra sucursal.' } },
      staff.idToken,
    );

    await signInAsStaff(page, `/pedidos?q=${purchaseOrder}`);
    const list = page.getByTestId('order-list');
    await expect(list).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByTestId('order-row')).toHaveCount(2);
    // Each export raises its own toast (the first may still show when the second comes).
    const toast = page.locator('[data-sonner-toast][data-type="error"]');
    const skipped = `1 pedido cancelado no se incluyó: ${cancelled.order_number}.`;

    const json = await downloadBy(page, 'Exportar datos de factura (JSON)');
    expect(json.file.suggestedFilename()).toMatch(/^pedidos-cfdi-\d{4}-\d{2}-\d{2}\.json$/);
    const invoices = JSON.parse(json.text) as TCfdiInvoiceData[];
    expect(invoices.map((invoice) => invoice.Pedido)).toEqual([invoiced.order_number]);
    expect(invoices[0]?.Receptor.Rfc).toBe(invoiced.fiscal.rfc);
    expect(invoices[0]?.Total).toBe(centsToInput(invoiced.totals.total_cents));
    expect(invoices[0]?.OrdenDeCompra?.Numero).toBe(purchaseOrder);
    await expect(toast.filter({ hasText: skipped }).last()).toBeVisible();
    await expect(page.getByTestId('invoice-export-status')).toHaveText(
      `Se descargaron los datos para factura de 1 pedido en ${json.file.suggestedFilename()}.`,
    );

    const csv = await downloadBy(page, 'Exportar datos de factura (CSV)');
    expect(csv.file.suggestedFilename()).toMatch(/^pedidos-cfdi-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...rows] = readCsv(csv.text.slice(CSV_BOM.length));
    expect(header).toEqual([...CFDI_CSV_HEADERS]);
    expect(rows).toHaveLength(invoiced.lines.length);
    expect(new Set(rows.map((row) => row[0]))).toEqual(new Set([invoiced.order_number]));
    await expect(toast.filter({ hasText: skipped }).last()).toBeVisible();
    await expect(page.getByTestId('invoice-export-status')).toHaveText(
      `Se descargaron los datos para factura de 1 pedido en ${csv.file.suggestedFilename()}.`,
    );

    const xlsx = await downloadSheetBy(page, 'Exportar datos de factura (Excel)');
    expect(xlsx.file.suggestedFilename()).toMatch(/^pedidos-cfdi-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expectSheetHoldsCsv(xlsx.sheet, [header!, ...rows]);
    await expect(toast.filter({ hasText: skipped }).last()).toBeVisible();
    await expect(page.getByTestId('invoice-export-status')).toHaveText(
      `Se descargaron los datos para factura de 1 pedido en ${xlsx.file.suggestedFilename()}.`,
    );
    for (const width of [BREAKPOINTS.xxs, BREAKPOINTS.xl]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(page.getByRole('button', { name: 'Exportar datos de factura (JSON)' })).toBeVisible();
      await expectNoAxeViolations(page, `the order list with its exports at ${width} px`);
      if (width === BREAKPOINTS.xxs) await expectNoHorizontalScroll(page);
    }

    // The cancelled order's own page says it is not invoiced, and offers no file.
    await page.goto(`/pedidos/${cancelled.id}`);
    await expect(page.getByTestId('order-status')).toHaveText('Cancelado');
    await expect(invoiceSection(page).getByTestId('order-invoice-cancelled')).toHaveText(
      'Este pedido está cancelado: no se factura.',
    );
    await expect(invoiceSection(page).getByRole('button')).toHaveCount(0);
  });

  test("an order naming a product the catalogue no longer has shows the domain's refusal and the line, and no file", async ({
    page,
  }) => {
    const order = await acceptedOrder(43, `OC-CFDI-${Date.now().toString(36).toUpperCase()}`);
    const [gone, kept] = order.lines;
    // The first line's product, as if it had left the catalogue since: no SAT keys to read for it.
    await patchEmulatorDocument(`orders/${order.id}`, {
      lines: [{ ...gone!, product_id: `e2e-sin-producto-${Date.now().toString(36)}` }, kept!],
    });

    await signInAsStaff(page, `/pedidos/${order.id}`);
    const refused = invoiceSection(page).getByTestId('order-invoice-refused');
    await expect(refused).toContainText(
      `Al producto «${gone!.sku}» le faltan sus claves SAT (ClaveProdServ y ClaveUnidad)`,
    );
    await expect(refused.getByTestId('order-invoice-refused-line')).toHaveText([
      `${gone!.sku} · ${gone!.sku_description}`,
    ]);
    await expect(invoiceSection(page).getByRole('button')).toHaveText(['Volver a revisar']);
    // Checked again (the product is still gone): the keyboard waits on the section's heading, the refusal stays.
    await invoiceSection(page).getByRole('button', { name: 'Volver a revisar' }).click();
    await expect(invoiceSection(page).getByRole('heading', { name: 'Datos para factura' })).toBeFocused();
    await expect(refused.getByTestId('order-invoice-refused-line')).toHaveCount(1);
    await page.setViewportSize({ width: BREAKPOINTS.xxs, height: 900 });
    await expect(refused).toBeVisible();
    await expectNoAxeViolations(page, "an order's invoice section that cannot be invoiced, at 375 px");
    await expectNoHorizontalScroll(page);
  });
});
