import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import {
  FORMAS_PAGO,
  METODOS_PAGO,
  catalogueLabel,
  deliverySiteAddressLines,
  formatDeliveryDays,
  formatMoney,
  type TOrderDocument,
  type TQuoteOffer,
} from '@voltia/domain';
import { makeOrderAcceptance } from '@voltia/domain/testing';
import { DEMO_USERS } from '@voltia/demo-data';
import { BREAKPOINTS } from '@/shared/theme/presentation';
import type { Download, Page } from '@playwright/test';
import { expect, expectNoHorizontalScroll, test } from './fixtures';
import { signIn, signInAsStaff } from './account-steps';
import { expectNoAxeViolations } from './axe';
import { storeDeliverySite, storeFiscalData } from './billing-data';
import { sentQuote, type TJourneyQuote } from './customer-quote-setup';
import {
  deleteEmulatorDocuments,
  deleteEmulatorQuote,
  listEmulatorDocuments,
  patchEmulatorDocument,
  readEmulatorDocument,
  writeEmulatorDocument,
} from './emulator-data';
import { callQuotesOk, createCustomer, createStaff, type TSession } from './quotes-function';

// The customer's side of an order on the real emulators: a quote priced and sent by a staff member
// of the journey's own, accepted through the quotes function by a customer whose fiscal data and
// delivery site were stored as the profile saves them; then "Mis pedidos" and the order's page.

const ORDERS_PATH = '/b2b/pedidos';
const orderPath = (orderId: string) => `${ORDERS_PATH}/${orderId}`;

/** The demo's order: Industrias Méndez's accepted offer, placed by Laura Méndez. */
const DEMO_ORDER_ID = 'demo-quote-mendez-aceptada';
const LAURA = DEMO_USERS.find((user) => user.email === 'laura.mendez@industrias-mendez.example')!;

/** "Descargar confirmación": the file it saves, its name, and its text as a PDF reader lays it out (pdftotext). */
async function downloadConfirmation(page: Page): Promise<{ file: Download; bytes: Buffer; text: string }> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar confirmación' }).click();
  const file = await downloading;
  const path = (await file.path())!;
  const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', path, '-'], { encoding: 'utf8' });
  return { file, bytes: await readFile(path), text };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A calendar day YYYY-MM-DD as Spanish text, by the platform's own calendar: "2 de marzo de 2025". */
const longDay = (day: string) =>
  new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );

type TAcceptedOrder = { readonly quote: TJourneyQuote; readonly offer: TQuoteOffer; readonly order: TOrderDocument };

/** A sent quote the customer accepted through the function (site `obra-1`, purchase order OC-7781): its order. */
async function acceptedOrder(customer: TSession, seed: number): Promise<TAcceptedOrder> {
  await storeFiscalData(customer.uid);
  await storeDeliverySite(customer.uid);
  const quote = await sentQuote(customer, staff, seed);
  created.push(quote.id);
  const offer = (await readEmulatorDocument(`quote-detail/${quote.id}`))!.offer as TQuoteOffer;
  await callQuotesOk(
    '/move',
    { quoteId: quote.id, move: { type: 'accept', order: makeOrderAcceptance() } },
    customer.idToken,
  );
  const order = (await readEmulatorDocument(`orders/${quote.id}`)) as TOrderDocument | null;
  if (order === null) throw new Error(`accepting ${quote.id} made no order`);
  return { quote, offer, order };
}

async function signInTo(page: Page, customer: TSession, path: string): Promise<void> {
  await page.goto(`/b2b/login?next=${encodeURIComponent(path)}`);
  await signIn(page, customer.email);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

let staff: TSession;
const created: string[] = [];

test.beforeAll(async () => {
  staff = await createStaff('Valeria Pedidos Prueba');
});

// The sales inbox other journeys read keeps only the quotes they expect; the orders go with them.
test.afterAll(async () => {
  for (const quoteId of created) {
    const history = await listEmulatorDocuments(`orders/${quoteId}/history`);
    await deleteEmulatorDocuments([
      ...history.map((entry) => `orders/${quoteId}/history/${entry.id}`),
      `orders/${quoteId}`,
    ]);
    await deleteEmulatorQuote(quoteId);
  }
});

test('an accepted quote is an order in "Mis pedidos"; its page shows what was accepted and follows its status live', async ({
  page,
}) => {
  const customer = await createCustomer('pedido', 'Elena Pedidos');
  const { quote, offer, order } = await acceptedOrder(customer, 21);
  expect(order.order_number).toMatch(/^PED-\d{4}-\d{6}$/);
  const acceptance = makeOrderAcceptance();

  // "Mis pedidos": number, date, status, purchase order, site and total.
  await signInTo(page, customer, ORDERS_PATH);
  const row = page.getByTestId('customer-order').filter({ hasText: order.order_number });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('customer-order-number')).toHaveText(order.order_number);
  await expect(row.getByTestId('order-status')).toHaveText('Confirmado');
  await expect(row.getByTestId('customer-order-po')).toHaveText(`OC ${acceptance.purchase_order_number}`);
  await expect(row.getByTestId('customer-order-site')).toHaveText(`Entrega en ${order.delivery_site.name}`);
  await expect(row.getByTestId('customer-order-total')).toHaveText(
    `Total ${formatMoney(offer.totals.total_cents)} MXN`,
  );
  await expect(row).toContainText(`Cotización ${quote.number}`);

  // The /b2b landing lists it beside the quotes.
  await page.goto('/b2b');
  const landing = page.getByRole('region', { name: 'Mis pedidos' });
  await expect(landing.getByTestId('customer-order-number')).toHaveText([order.order_number]);
  await landing.getByRole('link', { name: 'Ver todos mis pedidos' }).click();
  await expect(page).toHaveURL(new RegExp(`${ORDERS_PATH}$`));

  await page.getByTestId('customer-order').filter({ hasText: order.order_number }).click();
  await expect(page).toHaveURL(new RegExp(`${orderPath(quote.id)}$`));
  await expect(page.getByTestId('order-number')).toHaveText(order.order_number);
  await expect(page.getByTestId('order-status')).toHaveText('Confirmado');
  await expect(page.getByTestId('order-steps').locator('[aria-current="step"]')).toContainText('Confirmado');

  // The lines and totals as accepted: the offer's.
  const rows = page.getByTestId('quote-line');
  await expect(rows).toHaveCount(offer.lines.length);
  for (const [index, line] of offer.lines.entries()) {
    for (const text of [
      line.sku_description,
      `SKU ${line.sku}`,
      formatMoney(line.unit_price_cents),
      formatDeliveryDays(line.delivery_days),
      formatMoney(line.gross_cents),
    ])
      await expect(rows.nth(index)).toContainText(text);
  }
  await expect(page.getByTestId('offer-subtotal')).toHaveText(formatMoney(offer.totals.subtotal_cents));
  await expect(page.getByTestId('offer-iva')).toHaveText(formatMoney(offer.totals.iva_cents));
  await expect(page.getByTestId('offer-total')).toHaveText(`${formatMoney(offer.totals.total_cents)} MXN`);

  // The purchase order, the site, the invoice data and the payment as SAT names it.
  const purchaseOrder = page.getByTestId('order-purchase-order');
  await expect(purchaseOrder).toContainText(acceptance.purchase_order_number);
  await expect(purchaseOrder).toContainText(longDay(acceptance.purchase_order_date!));
  const site = page.getByTestId('order-site');
  await expect(site).toContainText(order.delivery_site.name);
  await expect(site).toContainText(`C.P. ${order.delivery_site.codigo_postal}`);
  await expect(site).toContainText(order.delivery_site.receiver_name);
  const fiscal = page.getByTestId('order-fiscal');
  await expect(fiscal).toContainText(order.fiscal.rfc);
  await expect(fiscal).toContainText(order.fiscal.razon_social);
  const payment = page.getByTestId('order-payment');
  await expect(payment).toContainText(catalogueLabel(METODOS_PAGO.find((m) => m.key === acceptance.metodo_pago)!));
  await expect(payment).toContainText(catalogueLabel(FORMAS_PAGO.find((f) => f.key === acceptance.forma_pago)!));
  await expect(page.getByTestId('order-quote-link')).toHaveAttribute('href', `/b2b/cotizaciones/${quote.id}`);
  await expect(page.getByTestId('order-shipment')).toHaveCount(0);
  const history = page.getByTestId('order-history-entry');
  await expect(history).toHaveCount(1);
  await expect(history.first()).toContainText('Confirmado');
  await expect(history.first()).toContainText('Tú');

  for (const width of [BREAKPOINTS.xxs, BREAKPOINTS.xl]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByTestId('quote-line')).toHaveCount(offer.lines.length);
    await expectNoAxeViolations(page, `the order page at ${width} px`);
    if (width === BREAKPOINTS.xxs) await expectNoHorizontalScroll(page);
  }

  // Staff move it to preparation (as the orders function writes it): the page follows without a reload.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  const movedAt = new Date();
  await patchEmulatorDocument(`orders/${quote.id}`, { status: 'preparing', updated_at: movedAt });
  await writeEmulatorDocument(`orders/${quote.id}/history/${String(movedAt.getTime()).padStart(15, '0')}-000-e2e`, {
    at: movedAt,
    by: { uid: staff.uid, name: staff.name },
    from: 'confirmed',
    to: 'preparing',
    note: null,
  });
  await expect(page.getByTestId('order-status')).toHaveText('En preparación');
  await expect(history).toHaveCount(2);
  await expect(history.last()).toContainText('En preparación');
  await expect(history.last()).toContainText(`${staff.name} (Voltia)`);
  await expect(page.getByTestId('order-steps').locator('[aria-current="step"]')).toContainText('En preparación');
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  await expectNoHorizontalScroll(page);
});

test('"Volver a pedir" adds the order\'s lines to the quote cart, on top of what it holds, naming a product no longer sold', async ({
  page,
}) => {
  const customer = await createCustomer('repedido', 'Elena Repedido');
  const { quote, order } = await acceptedOrder(customer, 23);
  // A product the store stopped selling since (no longer in the catalogue) is among the order's lines.
  const retired = {
    ...order.lines[0]!,
    product_id: `retirado-${quote.id}`,
    sku: 'RET-001',
    sku_description: 'Foco retirado de prueba',
  };
  await patchEmulatorDocument(`orders/${quote.id}`, { lines: [...order.lines, retired] });
  await signInTo(page, customer, orderPath(quote.id));
  await expect(page.getByTestId('quote-line')).toHaveCount(order.lines.length + 1);

  await page.getByRole('button', { name: 'Volver a pedir' }).click();
  const summary = page.getByTestId('reorder-summary');
  await expect(summary).toContainText(`Agregamos ${order.lines.length} productos de este pedido a tu cotización.`);
  await expect(summary).toContainText('Ya no vendemos Foco retirado de prueba (SKU RET-001).');
  await expectNoAxeViolations(page, 'the order page after "Volver a pedir"');
  await summary.getByRole('link', { name: 'Ver mi cotización' }).click();
  await expect(page).toHaveURL(/\/carrito$/);
  for (const line of order.lines)
    await expect(page.locator(`li[data-product-id="${line.product_id}"]`).getByLabel('Cantidad')).toHaveValue(
      String(line.quantity),
    );
  await expect(page.locator(`li[data-product-id="${retired.product_id}"]`)).toHaveCount(0);

  // Again, from a fresh load of the order's page: the lines join the ones already in the cart.
  await page.goto(orderPath(quote.id));
  await page.getByRole('button', { name: 'Volver a pedir' }).click();
  await expect(page.getByTestId('reorder-summary')).toContainText(`Agregamos ${order.lines.length} productos`);
  await page.goto('/carrito');
  for (const line of order.lines)
    await expect(page.locator(`li[data-product-id="${line.product_id}"]`).getByLabel('Cantidad')).toHaveValue(
      String(line.quantity * 2),
    );
});

test("another customer opening the order's address sees it is not found; a customer without orders sees the empty list", async ({
  page,
}) => {
  const owner = await createCustomer('pedido-duena');
  const stranger = await createCustomer('pedido-ajeno', 'Óscar Ajeno');
  const { quote, order } = await acceptedOrder(owner, 22);

  await signInTo(page, stranger, orderPath(quote.id));
  const notFound = page.getByTestId('order-not-found');
  await expect(notFound).toBeVisible();
  await expect(notFound).toContainText('No encontramos este pedido');
  await expect(page.getByText(order.order_number)).toHaveCount(0);
  await expect(page.getByTestId('quote-line')).toHaveCount(0);
  await expect(page.getByTestId('order-fiscal')).toHaveCount(0);
  await expectNoAxeViolations(page, 'the order not found');

  await notFound.getByRole('link', { name: 'Ir a Mis pedidos' }).click();
  await expect(page).toHaveURL(new RegExp(`${ORDERS_PATH}$`));
  await expect(page.getByTestId('customer-orders-empty')).toHaveText(
    'Aún no tienes pedidos. Cuando aceptes una cotización, tu pedido aparecerá aquí.',
  );
  await expect(page.getByText(order.order_number)).toHaveCount(0);
  await page.setViewportSize({ width: BREAKPOINTS.xxs, height: 800 });
  await expectNoAxeViolations(page, 'Mis pedidos without orders at 375 px');
  await expectNoHorizontalScroll(page);
});

test("the customer downloads the demo order's confirmation: the PDF names its folio, purchase order, site and total; staff download the same file", async ({
  page,
  browser,
}) => {
  const order = (await readEmulatorDocument(`orders/${DEMO_ORDER_ID}`)) as TOrderDocument | null;
  if (order === null) throw new Error(`the demo order ${DEMO_ORDER_ID} is not in the emulators`);
  expect(order.purchase_order_number).not.toBe('');

  await page.goto(`/b2b/login?next=${encodeURIComponent(orderPath(DEMO_ORDER_ID))}`);
  await signIn(page, LAURA.email, LAURA.password);
  await expect(page).toHaveURL(new RegExp(`${orderPath(DEMO_ORDER_ID)}$`));
  await expect(page.getByTestId('order-number')).toHaveText(order.order_number);
  await expect(page.getByTestId('offer-total')).toHaveText(`${formatMoney(order.totals.total_cents)} MXN`);

  const { file, bytes, text } = await downloadConfirmation(page);
  expect(file.suggestedFilename()).toBe(`${order.order_number}.pdf`);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(text).toContain('Confirmación de pedido');
  expect(text).toContain(order.order_number);
  expect(text).toMatch(new RegExp(`Número\\s+${escapeRegExp(order.purchase_order_number)}`));
  expect(text).toMatch(new RegExp(`Sitio\\s+${escapeRegExp(order.delivery_site.name)}`));
  expect(text).toContain(deliverySiteAddressLines(order.delivery_site)[1]);
  expect(text).toMatch(new RegExp(`^\\s*Total\\s{2,}${escapeRegExp(formatMoney(order.totals.total_cents))}\\s*$`, 'm'));
  await expect(page.getByRole('button', { name: 'Descargar confirmación' })).toBeEnabled();
  for (const width of [BREAKPOINTS.xxs, BREAKPOINTS.xl]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByRole('button', { name: 'Descargar confirmación' })).toBeVisible();
    await expectNoAxeViolations(page, `the demo order with its confirmation button at ${width} px`);
    if (width === BREAKPOINTS.xxs) await expectNoHorizontalScroll(page);
  }

  // Staff download it from the order's page in the back-office: the very same file.
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  try {
    await signInAsStaff(staffPage, `/pedidos/${DEMO_ORDER_ID}`);
    await expect(staffPage.getByTestId('order-number')).toHaveText(order.order_number);
    const byStaff = await downloadConfirmation(staffPage);
    expect(byStaff.file.suggestedFilename()).toBe(`${order.order_number}.pdf`);
    expect(byStaff.bytes.equals(bytes)).toBe(true);
  } finally {
    await staffContext.close();
  }
});
