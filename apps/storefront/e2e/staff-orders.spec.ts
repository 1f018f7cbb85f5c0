import { CSV_BOM, ORDER_MOVE_MESSAGES, getErrorEntry, type TOrderDocument } from '@voltia/domain';
import { makeOrderAcceptance } from '@voltia/domain/testing';
import { BREAKPOINTS } from '@/shared/theme/presentation';
import type { Page } from '@playwright/test';
import { signIn } from './account-steps';
import { expectNoAxeViolations } from './axe';
import { downloadBy, downloadSheetBy } from './downloads';
import { storeDeliverySite, storeFiscalData } from './billing-data';
import { sentQuote, type TJourneyQuote } from './customer-quote-setup';
import { deleteEmulatorQuote, readEmulatorDocument } from './emulator-data';
import { expect, expectNoHorizontalScroll, test } from './fixtures';
import { callQuotes, callQuotesOk, createCustomer, createStaff, type TSession } from './quotes-function';
import { readCsv } from './read-csv';

// The staff side of an order on the real emulators: quotes priced and sent by a staff member of the
// journey's own, accepted through the quotes function by a customer whose fiscal data and delivery
// site were stored as the profile saves them; then that staff member, in the browser, follows an
// order from "Confirmado" to "Entregado" and cancels another with a reason.

const orderPath = (orderId: string) => `/pedidos/${orderId}`;

type TAcceptedOrder = { readonly quote: TJourneyQuote; readonly order: TOrderDocument };

let staff: TSession;
let customer: TSession;
const created: string[] = [];

/** A sent quote the customer accepted through the function (site `obra-1`, purchase order OC-7781): its order. */
async function acceptedOrder(seed: number, purchaseOrder = 'OC-7781'): Promise<TAcceptedOrder> {
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
  const order = (await readEmulatorDocument(`orders/${quote.id}`)) as TOrderDocument | null;
  if (order === null) throw new Error(`accepting ${quote.id} made no order`);
  return { quote, order };
}

/** Signs `session` in through the form and lands on `path`. */
async function signInTo(page: Page, session: TSession, path: string): Promise<void> {
  await page.goto(`/b2b/login?next=${encodeURIComponent(path)}`);
  await signIn(page, session.email);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

const moves = (page: Page) => page.getByTestId('order-moves');
const history = (page: Page) => page.getByTestId('order-history-entry');

async function expectStatus(page: Page, label: string): Promise<void> {
  await expect(page.getByTestId('order-status')).toHaveText(label);
  await expect(page.getByRole('heading', { level: 2, name: label, exact: true })).toBeVisible();
}

test.beforeAll(async () => {
  staff = await createStaff('Julia Pedidos Prueba');
  customer = await createCustomer('pedido-staff', 'Elena Compras Norte');
  await storeFiscalData(customer.uid);
  await storeDeliverySite(customer.uid);
});

// The sales inbox other journeys read keeps only the quotes they expect; the orders go with them.
test.afterAll(async () => {
  for (const quoteId of created) await deleteEmulatorQuote(quoteId);
});

test('staff follow an order from "Confirmado" to "Entregado": each move, who made it and when, then no moves left', async ({
  page,
}, testInfo) => {
  const { quote, order } = await acceptedOrder(31);
  const acceptance = makeOrderAcceptance();

  // The way in: the accepted quote's desk links to its order.
  await signInTo(page, staff, `/cotizacion/${quote.id}`);
  await expect(page.getByTestId('quote-status')).toHaveText('Aceptada');
  await page.getByRole('link', { name: 'Ver pedido' }).click();
  await expect(page).toHaveURL(new RegExp(`${orderPath(quote.id)}$`));

  await expect(page.getByTestId('order-number')).toHaveText(order.order_number);
  await expectStatus(page, 'Confirmado');
  await expect(page.getByTestId('order-customer')).toHaveText(customer.name);
  await expect(page.getByTestId('order-po')).toHaveText(acceptance.purchase_order_number);
  await expect(page.getByTestId('order-quote-link')).toHaveAttribute('href', `/cotizacion/${quote.id}`);
  await expect(page.getByTestId('quote-line')).toHaveCount(order.lines.length);
  await expect(page.getByTestId('order-fiscal')).toContainText(order.fiscal.rfc);
  await expect(page.getByTestId('order-site')).toContainText(order.delivery_site.name);
  await expect(history(page)).toHaveCount(1);
  await expect(history(page).first()).toContainText(customer.name);
  await expect(moves(page).getByRole('button')).toHaveText(['Pasar a preparación', 'Cancelar pedido']);

  for (const width of [BREAKPOINTS.xxs, BREAKPOINTS.xl]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByTestId('quote-line')).toHaveCount(order.lines.length);
    await expectNoAxeViolations(page, `the staff order page at ${width} px`);
    if (width === BREAKPOINTS.xxs) await expectNoHorizontalScroll(page);
    await page.screenshot({ path: testInfo.outputPath(`pedido-staff-${width}.png`), fullPage: true });
  }

  // Preparation, at once.
  await moves(page).getByRole('button', { name: 'Pasar a preparación' }).click();
  await expectStatus(page, 'En preparación');
  await expect(history(page)).toHaveCount(2);
  await expect(history(page).last()).toContainText('En preparación');
  await expect(history(page).last()).toContainText(staff.name);
  await expect(moves(page).getByRole('button')).toHaveText(['Marcar como enviado', 'Cancelar pedido']);

  // Shipping, through its dialog: the carrier and the tracking number.
  await page.setViewportSize({ width: BREAKPOINTS.xxs, height: 800 });
  await moves(page).getByRole('button', { name: 'Marcar como enviado' }).click();
  const dialog = page.getByRole('dialog', { name: 'Marcar como enviado' });
  await dialog.getByLabel('Paquetería').fill('Estafeta');
  await dialog.getByLabel('Número de guía').fill('8155 2231 009');
  await expectNoAxeViolations(page, 'the ship dialog at 375 px');
  await expectNoHorizontalScroll(page);
  await dialog.getByRole('button', { name: 'Marcar como enviado' }).click();
  await expect(dialog).toHaveCount(0);
  await expectStatus(page, 'Enviado');
  await expect(page.getByTestId('order-shipment')).toContainText('Estafeta');
  await expect(page.getByTestId('order-shipment')).toContainText('8155 2231 009');
  await expect(history(page)).toHaveCount(3);
  await expect(history(page).last()).toContainText('Paquetería: Estafeta · Guía: 8155 2231 009');
  await expect(history(page).last()).toContainText(staff.name);
  await expect(moves(page).getByRole('button')).toHaveText(['Marcar como entregado']);

  // Delivery, at once; then nothing more to do.
  await page.setViewportSize({ width: BREAKPOINTS.xl, height: 900 });
  await moves(page).getByRole('button', { name: 'Marcar como entregado' }).click();
  await expectStatus(page, 'Entregado');
  await expect(history(page)).toHaveCount(4);
  await expect(history(page).last()).toContainText('Entregado');
  await expect(history(page).last()).toContainText(staff.name);
  // When: the company's calendar, as the desk writes it ("27 de noviembre de 2026, 10:30").
  await expect(history(page).last().locator('time')).toHaveText(/^\d{1,2} de [a-z]+ de \d{4}, \d{1,2}:\d{2}/);
  await expect(moves(page).getByRole('button')).toHaveCount(0);
  await expect(page.getByTestId('order-moves-none')).toBeVisible();
  expect(((await readEmulatorDocument(`orders/${quote.id}`)) as TOrderDocument).status).toBe('delivered');
  await expectNoAxeViolations(page, 'a delivered order');
});

test('staff cancel an order with a reason; the empty reason is refused on its field first', async ({ page }) => {
  const { quote } = await acceptedOrder(32);
  await signInTo(page, staff, orderPath(quote.id));
  await expectStatus(page, 'Confirmado');

  await page.setViewportSize({ width: BREAKPOINTS.xxs, height: 800 });
  await moves(page).getByRole('button', { name: 'Cancelar pedido' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Cancelar el pedido?' });
  await dialog.getByRole('button', { name: 'Cancelar pedido' }).click();
  const reason = dialog.getByLabel('Motivo de la cancelación');
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expect(reason).toBeFocused();
  await expect(reason).toHaveAccessibleDescription(ORDER_MOVE_MESSAGES.reasonRequired);
  await expectNoAxeViolations(page, 'the cancel dialog with its error at 375 px');
  await expectNoHorizontalScroll(page);
  expect(((await readEmulatorDocument(`orders/${quote.id}`)) as TOrderDocument).status).toBe('confirmed');

  await reason.fill('El cliente pidió cancelar: compró en otra sucursal.');
  await dialog.getByRole('button', { name: 'Cancelar pedido' }).click();
  await expect(dialog).toHaveCount(0);
  await expectStatus(page, 'Cancelado');
  await expect(page.getByTestId('order-cancellation')).toContainText('compró en otra sucursal');
  await expect(history(page)).toHaveCount(2);
  await expect(history(page).last()).toContainText('Motivo de la cancelación: El cliente pidió cancelar');
  await expect(history(page).last()).toContainText(staff.name);
  await expect(moves(page).getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page, 'a cancelled order at 375 px');
  await expectNoHorizontalScroll(page);
});

test.describe('a refused move', () => {
  // The browser logs the function's refusal (409) as a failed resource; the page shows its message.
  test.use({ expectedConsoleErrors: [/the server responded with a status of 409 \(Conflict\)/] });

  test('a move someone else made first is refused with the catalogue message; the page shows where the order is', async ({
    page,
  }) => {
    const { quote } = await acceptedOrder(33);
    await callQuotesOk('/order-move', { orderId: quote.id, move: { type: 'prepare' } }, staff.idToken);
    await signInTo(page, staff, orderPath(quote.id));
    await expectStatus(page, 'En preparación');
    await moves(page).getByRole('button', { name: 'Marcar como enviado' }).click();
    const dialog = page.getByRole('dialog', { name: 'Marcar como enviado' });
    await dialog.getByLabel('Paquetería').fill('Paquetexpress');

    // A colleague cancels it meanwhile; the page follows, and the shipment is refused.
    const colleague = await callQuotes(
      '/order-move',
      { orderId: quote.id, move: { type: 'cancel', reason: 'Sin existencias del tablero.' } },
      staff.idToken,
    );
    expect(colleague.status).toBe(200);
    await expect(page.getByTestId('order-status')).toHaveText('Cancelado');
    await dialog.getByRole('button', { name: 'Marcar como enviado' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(getErrorEntry('order/move-not-allowed').message);
    await dialog.getByRole('button', { name: 'Volver' }).click();
    await expect(moves(page).getByRole('button')).toHaveCount(0);
    expect(((await readEmulatorDocument(`orders/${quote.id}`)) as TOrderDocument).status).toBe('cancelled');
  });
});

test("the order's own customer opening its staff address is sent to /b2b, like from any staff route", async ({
  page,
}) => {
  const { quote } = await acceptedOrder(34);
  await signInTo(page, customer, '/b2b');
  await page.goto(orderPath(quote.id));
  await expect(page).toHaveURL(/\/b2b$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('staff-name')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Área de ventas' })).toHaveCount(0);
  await expect(page.getByTestId('order-moves')).toHaveCount(0);
});

test.describe('the order list', () => {
  test.use({ viewport: { width: BREAKPOINTS.xl, height: 900 } });

  test('lists the order under its tab with counts, finds it by purchase order and by RFC, keeps the view in the URL and exports it as CSV', async ({
    page,
  }) => {
    // A purchase order of this run's own, so the search finds this order and no other journey's.
    const purchaseOrder = `OC-${Date.now().toString(36).toUpperCase()}`;
    const { quote, order } = await acceptedOrder(35, purchaseOrder);
    await callQuotesOk('/order-move', { orderId: quote.id, move: { type: 'prepare' } }, staff.idToken);
    const row = page.locator(`[data-testid="order-row"][data-order-id="${quote.id}"]`);
    const list = page.getByTestId('order-list');
    const tab = (name: string) =>
      page.getByRole('navigation', { name: 'Estados de los pedidos' }).locator(`a[data-tab="${name}"]`);
    const search = page.getByRole('searchbox', { name: 'Buscar pedidos' });

    // From the navigation: every order, newest first, this one among them.
    await signInTo(page, staff, orderPath(quote.id));
    await page.getByRole('navigation', { name: 'Área de ventas' }).getByRole('link', { name: 'Pedidos' }).click();
    await expect(page).toHaveURL(/\/pedidos$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pedidos');
    await expect(tab('all')).toHaveAttribute('aria-current', 'page');
    await expect(list).toHaveAttribute('aria-busy', 'false');
    await expect(row).toBeVisible();
    await expect(row.getByTestId('order-status')).toHaveText('En preparación');
    await expect(row.getByTestId('order-row-po')).toHaveText(`OC ${purchaseOrder}`);
    await expect(tab('preparing')).toHaveAccessibleName(/^En preparación, [1-9]\d*$/);

    // Its tab lists it; another tab does not.
    await tab('preparing').click();
    await expect(page).toHaveURL(/\/pedidos\?estado=preparing$/);
    await expect(list).toHaveAttribute('aria-busy', 'false');
    await expect(row).toBeVisible();
    await expect(list.getByTestId('order-status').filter({ hasNotText: 'En preparación' })).toHaveCount(0);
    await tab('shipped').click();
    await expect(page).toHaveURL(/estado=shipped$/);
    await expect(list).toHaveAttribute('aria-busy', 'false');
    await expect(row).toHaveCount(0);
    await tab('all').click();
    await expect(page).toHaveURL(/\/pedidos$/);

    // Found by its purchase order: the only one, and the counts follow the search.
    await search.fill(purchaseOrder);
    await expect(page).toHaveURL(new RegExp(`q=${purchaseOrder}$`));
    await expect(list).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByTestId('order-row')).toHaveCount(1);
    await expect(row).toBeVisible();
    // "OC" is checked on each order, not counted: the count is an upper bound ("hasta").
    await expect(tab('preparing')).toHaveAccessibleName('En preparación, hasta 1');
    await expect(tab('shipped')).toHaveAccessibleName('Enviados, 0');

    // "Exportar CSV" of this view: UTF-8 with its byte order mark, the header, this order.
    const { file, text } = await downloadBy(page, 'Exportar CSV');
    expect(file.suggestedFilename()).toMatch(/^pedidos-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(text.startsWith(CSV_BOM)).toBe(true);
    const rows = readCsv(text.slice(CSV_BOM.length));
    expect(rows[0]?.[0]).toBe('folio');
    expect(rows.slice(1).map((cells) => cells.slice(0, 2))).toEqual([[order.order_number, quote.number]]);
    expect(rows[1]).toContain('En preparación');
    expect(rows[1]).toContain(order.fiscal.rfc);
    await expect(page.getByTestId('export-status')).toHaveText(/^Se descargó 1 pedido en pedidos-/);
    // "Exportar Excel": the same rows, the folio and the RFC as text, the total a number.
    const xlsx = await downloadSheetBy(page, 'Exportar Excel');
    expect(xlsx.file.suggestedFilename()).toMatch(/^pedidos-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const total = rows[0]!.indexOf('total (MXN)');
    expect(xlsx.sheet).toEqual(
      rows.map((cells, row) =>
        cells.map((cell, column) => (cell === '' ? null : row > 0 && column === total ? Number(cell) : cell)),
      ),
    );

    // Found by RFC (with others of the same customer's company), and the view survives a reload.
    await search.fill(order.fiscal.rfc);
    await expect(page).toHaveURL(new RegExp(`q=${order.fiscal.rfc}$`));
    await expect(list).toHaveAttribute('aria-busy', 'false');
    await expect(row).toBeVisible();
    await page.reload();
    await expect(search).toHaveValue(order.fiscal.rfc);
    await expect(row).toBeVisible();

    // A search that finds nothing says so, and offers the way back.
    await search.fill('sin-pedidos-con-esto');
    await expect(page.getByTestId('order-list-empty')).toContainText('Ningún pedido coincide');
    await page.getByRole('button', { name: 'Borrar búsqueda' }).last().click();
    await expect(page).toHaveURL(/\/pedidos$/);
    await expect(row).toBeVisible();

    // The row opens the order.
    await row.getByTestId('order-row-number').click();
    await expect(page).toHaveURL(new RegExp(`${orderPath(quote.id)}$`));
    await expect(page.getByTestId('order-number')).toHaveText(order.order_number);
    await page.getByRole('link', { name: '← Pedidos' }).click();
    await expect(page).toHaveURL(/\/pedidos$/);

    for (const width of [BREAKPOINTS.xxs, BREAKPOINTS.xl]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(row).toBeVisible();
      await expectNoAxeViolations(page, `the order list at ${width} px`);
      if (width === BREAKPOINTS.xxs) await expectNoHorizontalScroll(page);
    }
  });
});
