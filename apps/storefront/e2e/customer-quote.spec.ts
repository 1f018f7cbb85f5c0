import { readFile } from 'node:fs/promises';
import {
  DEFAULT_QUOTE_ALIAS,
  getErrorEntry,
  formatDeliveryDays,
  formatMoney,
  formatPercentBp,
  type TQuoteOffer,
} from '@voltia/domain';
import { BREAKPOINTS } from '@/shared/theme/presentation';
import { DEMO_PRODUCTS } from '@voltia/demo-data';
import type { Page } from '@playwright/test';
import { expect, expectNoHorizontalScroll, test } from './fixtures';
import { signIn } from './account-steps';
import { mailTo } from './auth-emulator';
import { expectNoAxeViolations } from './axe';
import {
  JOURNEY_TERMS,
  createDraft,
  journeyLines,
  quoteInReview,
  sentQuote,
  sentQuotePastValidity,
  staffMove,
} from './customer-quote-setup';
import { deleteEmulatorQuote, readEmulatorDocument } from './emulator-data';
import { callQuotes, createCustomer, createStaff, type TSession } from './quotes-function';
import { addAnonymously } from './quote-cart';
import { makeOrderAcceptance } from '@voltia/domain/testing';
import { storeFiscalData } from './billing-data';

// The customer's side of a quote on the real emulators: each journey has its own
// customer and quotes, priced and sent by a staff member of its own through the quotes function.

const quotePath = (quoteId: string) => `/b2b/cotizaciones/${quoteId}`;

/** A calendar day YYYY-MM-DD as Spanish text, by the platform's own calendar: "8 de diciembre de 2026". */
const longDay = (day: string) =>
  new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );

async function openQuoteAs(page: Page, customer: TSession, quoteId: string): Promise<void> {
  await page.goto(`/b2b/login?next=${encodeURIComponent(quotePath(quoteId))}`);
  await signIn(page, customer.email);
  await expect(page).toHaveURL(new RegExp(`${quotePath(quoteId)}$`));
}

async function storedOffer(quoteId: string): Promise<TQuoteOffer> {
  return (await readEmulatorDocument(`quote-detail/${quoteId}`))!.offer as TQuoteOffer;
}

const storedStatus = async (quoteId: string) => (await readEmulatorDocument(`quote-detail/${quoteId}`))?.status;

let staff: TSession;
const created: string[] = [];

test.beforeAll(async () => {
  staff = await createStaff();
});

// The sales inbox other journeys read keeps only the quotes they expect.
test.afterAll(async () => {
  for (const quoteId of created) await deleteEmulatorQuote(quoteId);
});

test('a sent offer shows its lines, totals, validity and terms; the PDF downloads; accepting is live in the status and timeline, and staff are told', async ({
  page,
}) => {
  const customer = await createCustomer('oferta');
  const quote = await sentQuote(customer, staff, 1);
  created.push(quote.id);
  const offer = await storedOffer(quote.id);

  await openQuoteAs(page, customer, quote.id);
  await expect(page.getByTestId('quote-title')).toHaveText(quote.number);
  await expect(page.getByTestId('quote-status')).toHaveText('Enviada');
  await expect(page.getByTestId('quote-status-note')).toContainText('Tu cotización está lista');

  const rows = page.getByTestId('quote-line');
  await expect(rows).toHaveCount(offer.lines.length);
  for (const [index, line] of offer.lines.entries()) {
    const row = rows.nth(index);
    for (const text of [
      line.sku_description,
      line.brand,
      `SKU ${line.sku}`,
      String(line.quantity),
      formatMoney(line.unit_price_cents),
      formatDeliveryDays(line.delivery_days),
      formatMoney(line.gross_cents),
    ]) {
      await expect(row).toContainText(text);
    }
    await expect(row).toContainText(line.discount_bp === 0 ? '—' : formatPercentBp(line.discount_bp));
  }
  expect(offer.totals.discount_cents).toBeGreaterThan(0);
  await expect(page.getByTestId('offer-subtotal')).toHaveText(formatMoney(offer.totals.subtotal_cents));
  await expect(page.getByTestId('offer-discount')).toHaveText(`−${formatMoney(offer.totals.discount_cents)}`);
  await expect(page.getByTestId('offer-taxable')).toHaveText(formatMoney(offer.totals.taxable_cents));
  await expect(page.getByTestId('offer-iva')).toHaveText(formatMoney(offer.totals.iva_cents));
  await expect(page.getByTestId('offer-total')).toHaveText(`${formatMoney(offer.totals.total_cents)} MXN`);
  await expect(page.getByTestId('offer-validity')).toHaveText(
    `Vigente hasta el ${longDay(quote.validUntilDay)} · quedan 10 días`,
  );
  await expect(page.getByTestId('offer-terms')).toHaveText(JOURNEY_TERMS);
  // The timeline names the company's staff member who sent it.
  await expect(page.getByTestId('history-entry').filter({ hasText: 'Enviada' })).toContainText(
    `${staff.name} (Voltia)`,
  );

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${quote.number}.pdf`);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await page.getByRole('button', { name: 'Aceptar cotización' }).click();
  const dialog = page.getByRole('dialog', { name: `¿Aceptar la cotización ${quote.number}?` });
  await expect(dialog.getByTestId('accept-total')).toHaveText(`${formatMoney(offer.totals.total_cents)} MXN`);
  await expect(dialog).toContainText(`Vigente hasta el ${longDay(quote.validUntilDay)} · quedan 10 días`);
  await dialog.getByLabel('Número de orden de compra').fill('OC-7781');
  await dialog.getByLabel('Fecha de la orden').fill('2026-11-20');
  // A customer without fiscal data is told where to add it; confirming says so and writes nothing.
  await expect(dialog.getByTestId('accept-fiscal-missing')).toContainText(
    getErrorEntry('order/fiscal-data-missing').message,
  );
  // No site yet: one is added from the dialog, which then chooses it.
  await dialog.getByRole('button', { name: 'Agregar sitio de entrega' }).click();
  const editor = page.getByRole('dialog', { name: 'Nuevo sitio de entrega' });
  await editor.getByLabel('Nombre del sitio').fill('Obra Saltillo Norte');
  await editor.getByLabel('Calle').fill('Blvd. Venustiano Carranza');
  await editor.getByLabel('Número exterior').fill('2100');
  await editor.getByLabel('Colonia').fill('Virreyes');
  await editor.getByLabel('Municipio o alcaldía').fill('Saltillo');
  await editor.getByLabel('Estado').selectOption('COA');
  await editor.getByLabel('Código postal').fill('25230');
  await editor.getByLabel('Quién recibe').fill('Arq. Lucía Ramos');
  await editor.getByLabel('Teléfono de quien recibe').fill('844 123 4567');
  await editor.getByRole('button', { name: 'Guardar sitio' }).click();
  await expect(editor).toBeHidden();
  await expect(dialog.getByTestId('accept-chosen-site')).toContainText('Obra Saltillo Norte');
  await expect(dialog.getByTestId('accept-chosen-site')).toContainText('Saltillo, Coahuila, C.P. 25230');
  await dialog.getByRole('button', { name: 'Confirmar aceptación' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(getErrorEntry('order/fiscal-data-missing').message);
  expect(await storedStatus(quote.id)).toBe('sent');
  // The fiscal data saved meanwhile (another tab, a colleague) reaches the open dialog live.
  const fiscal = await storeFiscalData(customer.uid);
  await expect(dialog.getByTestId('accept-fiscal')).toContainText(fiscal.rfc);
  await expect(dialog.getByTestId('accept-fiscal')).toContainText(fiscal.razon_social);
  // Paying later (PPD) takes SAT's forma "99 Por definir".
  await dialog.getByLabel('Método de pago').selectOption('PPD');
  await expect(dialog.getByLabel('Forma de pago')).toHaveValue('99');
  await expectNoAxeViolations(page, 'the accept dialog');
  await dialog.getByRole('button', { name: 'Confirmar aceptación' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/Tu pedido PED-\d{4}-\d{6} está confirmado/)).toBeVisible();
  await expect(page.getByTestId('quote-status')).toHaveText('Aceptada');
  // The buttons went with the status: the keyboard lands on the note saying where the quote stands.
  await expect(page.getByTestId('quote-status-note')).toBeFocused();
  await expect(page.getByTestId('quote-status-note')).toContainText('Aceptaste esta cotización');
  await expect(page.getByRole('button', { name: 'Aceptar cotización' })).toHaveCount(0);
  await expect(page.getByTestId('quote-order-link')).toHaveAttribute('href', `/b2b/pedidos/${quote.id}`);
  await expect(page.getByTestId('history-entry').last()).toContainText('Aceptada');
  await expect(page.getByTestId('history-entry').last()).toContainText('Tú');
  expect(await storedStatus(quote.id)).toBe('accepted');
  // The order holds what the dialog asked for, the site as it was added and the fiscal data.
  expect(await readEmulatorDocument(`orders/${quote.id}`)).toMatchObject({
    status: 'confirmed',
    purchase_order_number: 'OC-7781',
    purchase_order_date: '2026-11-20',
    metodo_pago: 'PPD',
    forma_pago: '99',
    delivery_site: { name: 'Obra Saltillo Norte', estado: 'COA', receiver_phone: '+528441234567' },
    fiscal: { rfc: fiscal.rfc, uso_cfdi: fiscal.uso_cfdi },
    totals: { total_cents: offer.totals.total_cents },
  });
  await expect
    .poll(
      async () =>
        (await mailTo(staff.email)).filter((mail) => mail.subject.startsWith(`Cotización aceptada ${quote.number}`))
          .length,
    )
    .toBe(1);
});

test('rejecting needs a reason; once rejected, "Volver a cotizar" opens the new quote with a new number', async ({
  page,
}) => {
  const customer = await createCustomer('rechazo');
  const quote = await sentQuote(customer, staff, 2);
  created.push(quote.id);
  await openQuoteAs(page, customer, quote.id);

  const trigger = page.getByRole('button', { name: 'Rechazar cotización' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `¿Rechazar la cotización ${quote.number}?` });
  await expect(dialog.getByLabel('Motivo del rechazo')).toBeVisible();
  // Escape closes it and gives the keyboard back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  await trigger.click();
  await dialog.getByRole('button', { name: 'Confirmar rechazo' }).click();
  const reason = dialog.getByLabel('Motivo del rechazo');
  await expect(reason).toBeFocused();
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expect(reason).toHaveAccessibleDescription('Escribe el motivo del rechazo.');
  expect(await storedStatus(quote.id)).toBe('sent');

  await reason.fill('El presupuesto de la obra se redujo.');
  await dialog.getByRole('button', { name: 'Confirmar rechazo' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('quote-status')).toHaveText('Rechazada');
  await expect(page.getByTestId('history-entry').last()).toContainText(
    'Motivo del rechazo: El presupuesto de la obra se redujo.',
  );
  expect(await readEmulatorDocument(`quote-detail/${quote.id}`)).toMatchObject({
    status: 'rejected',
    rejection_reason: 'El presupuesto de la obra se redujo.',
  });

  await page.getByRole('button', { name: 'Volver a cotizar' }).click();
  await expect(page).not.toHaveURL(new RegExp(`${quotePath(quote.id)}$`));
  await expect(page).toHaveURL(/\/b2b\/cotizaciones\/[^/]+$/);
  const newId = new URL(page.url()).pathname.split('/').at(-1)!;
  created.push(newId);
  const requoted = await readEmulatorDocument(`quote-detail/${newId}`);
  expect(requoted).toMatchObject({ status: 'requested', requote_of: quote.id });
  const newNumber = requoted!.quote_number as string;
  expect(newNumber).toMatch(/^COT-\d{4}-\d{6}$/);
  expect(newNumber).not.toBe(quote.number);
  await expect(page.getByText(`Creamos la cotización ${newNumber}.`)).toBeVisible();
  await expect(page.getByTestId('quote-title')).toHaveText(newNumber);
  await expect(page.getByTestId('quote-status')).toHaveText('Solicitada');
  await expect(page.getByRole('link', { name: `Viene de la cotización ${quote.number}` })).toHaveAttribute(
    'href',
    quotePath(quote.id),
  );

  // A quote is requoted once: its page now leads to the new quote instead of offering another.
  await page.getByRole('link', { name: `Viene de la cotización ${quote.number}` }).click();
  await expect(page).toHaveURL(new RegExp(`${quotePath(quote.id)}$`));
  await expect(page.getByTestId('requoted-to')).toHaveAttribute('href', quotePath(newId));
  await expect(page.getByRole('button', { name: 'Volver a cotizar' })).toHaveCount(0);
  expect(await readEmulatorDocument(`quote-detail/${quote.id}`)).toMatchObject({
    status: 'rejected',
    requoted_to: newId,
  });
});

test('a sent quote past its validity offers no decision and says why; the server refuses a forced accept', async ({
  page,
}) => {
  const customer = await createCustomer('vencida');
  const quote = await sentQuotePastValidity(customer, staff, 3);
  created.push(quote.id);
  await openQuoteAs(page, customer, quote.id);

  await expect(page.getByTestId('quote-status')).toHaveText('Enviada');
  await expect(page.getByTestId('quote-status-note')).toContainText(
    'La vigencia terminó; solicita una nueva cotización',
  );
  await expect(page.getByTestId('offer-validity')).toHaveText(`Venció el ${longDay(quote.validUntilDay)}`);
  await expect(page.getByTestId('quote-line')).toHaveCount(quote.lines.length);
  for (const name of ['Aceptar cotización', 'Rechazar cotización', 'Volver a cotizar'])
    await expect(page.getByRole('button', { name })).toHaveCount(0);

  const forced = await callQuotes(
    '/move',
    { quoteId: quote.id, move: { type: 'accept', order: makeOrderAcceptance() } },
    customer.idToken,
  );
  expect(forced.status).toBeGreaterThanOrEqual(400);
  expect(forced.status).toBeLessThan(500);
  expect(forced.body.error?.code).toBe('quote/expired');
  expect(await storedStatus(quote.id)).toBe('sent');
});

/** Makes the next POST to the quotes function's `route` fail with 503 and `code`; answers whether it happened. */
async function failNextCall(page: Page, route: string, code: string): Promise<() => boolean> {
  let failed = false;
  await page.route(`**/quotes${route}`, async (intercepted) => {
    if (failed || intercepted.request().method() !== 'POST') return intercepted.continue();
    failed = true;
    await intercepted.fulfill({
      status: 503,
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: JSON.stringify({ error: { code, message: 'No disponible' } }),
    });
  });
  return () => failed;
}

test.describe("the customer's own actions, with one call failing on purpose (nothing is lost)", () => {
  // Chromium logs the refused requests the journeys make fail on purpose.
  test.use({ expectedConsoleErrors: [/status of 503/] });

  test('a PDF that cannot be made says so in Spanish, and the next try downloads it', async ({ page }) => {
    const customer = await createCustomer('pdf');
    const quote = await sentQuote(customer, staff, 10);
    created.push(quote.id);
    await openQuoteAs(page, customer, quote.id);

    const failed = await failNextCall(page, '/pdf', 'quote/pdf-failed');
    await page.getByRole('button', { name: 'Descargar PDF' }).click();
    await expect(page.getByText('No se pudo generar el PDF de la cotización. Inténtalo de nuevo.')).toBeVisible();
    expect(failed()).toBe(true);
    await expect(page.getByRole('button', { name: 'Descargar PDF' })).toBeEnabled();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar PDF' }).click();
    expect((await downloading).suggestedFilename()).toBe(`${quote.number}.pdf`);
  });

  test('a failed answer keeps the text; the answer sends the quote back to review and both are in the timeline', async ({
    page,
  }) => {
    const customer = await createCustomer('pregunta');
    const quote = await quoteInReview(customer, staff, 4);
    created.push(quote.id);
    const question = '¿El tablero va empotrado o sobrepuesto?';
    await staffMove(staff, quote.id, { type: 'request_info', message: question });
    await openQuoteAs(page, customer, quote.id);

    await expect(page.getByTestId('quote-status')).toHaveText('Información requerida');
    await expect(page.getByTestId('info-request')).toHaveText(question);
    const answerBox = page.getByLabel('Tu respuesta');
    await page.getByRole('button', { name: 'Enviar respuesta' }).click();
    await expect(answerBox).toBeFocused();
    await expect(answerBox).toHaveAccessibleDescription('Escribe un mensaje.');

    // The function is unavailable for one request: the answer stays as typed, with the reason.
    const failed = await failNextCall(page, '/move', 'firestore/unavailable');
    const answer = 'Sobrepuesto, en muro de block.';
    await answerBox.fill(answer);
    await page.getByRole('button', { name: 'Enviar respuesta' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'El servicio no está disponible en este momento.' }),
    ).toBeVisible();
    await expect(answerBox).toHaveValue(answer);
    expect(failed()).toBe(true);
    expect(await storedStatus(quote.id)).toBe('info_requested');

    await page.getByRole('button', { name: 'Enviar respuesta' }).click();
    await expect(page.getByTestId('quote-status')).toHaveText('En revisión');
    await expect(page.getByTestId('info-request')).toHaveCount(0);
    const entries = page.getByTestId('history-entry');
    await expect(entries.filter({ hasText: 'Información requerida' })).toContainText(`Pregunta: ${question}`);
    await expect(entries.last()).toContainText('En revisión');
    await expect(entries.last()).toContainText(`Respuesta: ${answer}`);
    expect(await readEmulatorDocument(`quote-detail/${quote.id}`)).toMatchObject({
      status: 'in_review',
      customer_message: answer,
    });
  });

  test("the thread: a failed post keeps the text; the customer's message appears, and a staff post through the function arrives live", async ({
    page,
  }) => {
    const customer = await createCustomer('mensajes');
    const quote = await quoteInReview(customer, staff, 5);
    created.push(quote.id);
    await openQuoteAs(page, customer, quote.id);

    await expect(page.getByText('Aún no hay mensajes.')).toBeVisible();
    const composer = page.getByLabel('Escribe un mensaje');
    await composer.fill('¿Pueden entregar el lunes en la obra?');
    // A post that fails keeps the text to send again.
    const failed = await failNextCall(page, '/message', 'firestore/unavailable');
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'El servicio no está disponible en este momento.' }),
    ).toBeVisible();
    expect(failed()).toBe(true);
    await expect(composer).toHaveValue('¿Pueden entregar el lunes en la obra?');
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    const log = page.getByRole('log', { name: 'Mensajes de la cotización' });
    const messages = log.getByTestId('quote-message');
    await expect(messages).toHaveCount(1);
    await expect(messages.first()).toContainText('Tú');
    await expect(messages.first()).toContainText('¿Pueden entregar el lunes en la obra?');
    await expect(composer).toHaveValue('');

    const posted = await callQuotes(
      '/message',
      { quoteId: quote.id, text: 'Sí, el lunes a primera hora.' },
      staff.idToken,
    );
    expect(posted.status).toBe(200);
    await expect(messages).toHaveCount(2);
    await expect(messages.last()).toContainText(`${staff.name} (Voltia)`);
    await expect(messages.last()).toContainText('Sí, el lunes a primera hora.');
  });
});

test("a customer opens neither another customer's quote nor its PDF, nor any staff route", async ({ page }) => {
  const owner = await createCustomer('duena');
  const stranger = await createCustomer('ajeno', 'Óscar Ajeno');
  const quote = await sentQuote(owner, staff, 6);
  created.push(quote.id);

  await openQuoteAs(page, stranger, quote.id);
  await expect(page.getByRole('alert').filter({ hasText: 'No encontramos esta cotización.' })).toBeVisible();
  await expect(page.getByText(quote.number)).toHaveCount(0);
  await expect(page.getByTestId('quote-line')).toHaveCount(0);
  await expect(page.getByTestId('offer-total')).toHaveCount(0);

  const pdf = await callQuotes('/pdf', { quoteId: quote.id }, stranger.idToken);
  expect(pdf.status).toBe(404);

  for (const path of ['/cotizacion', `/cotizacion/${quote.id}`, '/catalogo']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/b2b$/);
    await expect(page.getByTestId('staff-name')).toHaveCount(0);
  }
});

test("Mis cotizaciones shows numbers (lists by name) and the offer's total; a request through the store names its number", async ({
  page,
}) => {
  const customer = await createCustomer('mis-cotizaciones', 'Rebeca Números');
  const sent = await sentQuote(customer, staff, 7);
  created.push(sent.id);
  const list = await createDraft(customer, journeyLines(8), 'Lista bodega norte');
  created.push(list);
  const offer = await storedOffer(sent.id);

  // A request through the storefront: the confirmation names the quote's number.
  const product = DEMO_PRODUCTS.filter((p) => p.published)[31]!;
  const cartId = await addAnonymously(page, product.product_id);
  created.push(cartId);
  await page.goto('/b2b/login?next=/b2b/solicitar?carrito=cart');
  await signIn(page, customer.email);
  await expect(page).toHaveURL(/\/b2b\/solicitar/);
  await page.getByLabel('Teléfono').fill('+52 844 123 4567');
  await page.getByLabel('Empresa o razón social').fill('Constructora del Desierto');
  await page.getByLabel('Identificación fiscal (RFC, NIT, CUIT…)').fill('CDE010203AB1');
  await page.getByLabel('Ciudad de entrega').fill('Saltillo');
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page).toHaveURL(new RegExp(`${quotePath(cartId)}$`));
  await expect.poll(async () => (await readEmulatorDocument(`quote-detail/${cartId}`))?.quote_number).toMatch(/^COT-/);
  const requestedNumber = (await readEmulatorDocument(`quote-detail/${cartId}`))!.quote_number as string;
  await expect(page.getByText(`Recibimos tu solicitud ${requestedNumber}.`)).toBeVisible();
  await expect(page.getByTestId('quote-title')).toHaveText(requestedNumber);
  await expect(page.getByTestId('quote-status-note')).toContainText('Nuestro equipo está preparando tus precios');
  // A cart the customer never named is titled by its number alone.
  await expect(page.getByText(DEFAULT_QUOTE_ALIAS)).toHaveCount(0);

  await page.goto('/b2b');
  const rows = page.getByTestId('customer-quote');
  const sentRow = rows.filter({ hasText: sent.number });
  await expect(sentRow.getByTestId('customer-quote-title')).toHaveText(sent.number);
  await expect(sentRow.getByTestId('customer-quote-total')).toHaveText(
    `Total ${formatMoney(offer.totals.total_cents)} MXN`,
  );
  await expect(sentRow.getByTestId('quote-status')).toHaveText('Enviada');
  const requestedRow = rows.filter({ hasText: requestedNumber });
  await expect(requestedRow.getByTestId('quote-status')).toHaveText('Solicitada');
  await expect(requestedRow.getByTestId('customer-quote-total')).toHaveCount(0);
  await expect(requestedRow.getByTestId('customer-quote-title')).toHaveText(requestedNumber);
  await expect(requestedRow).not.toContainText(DEFAULT_QUOTE_ALIAS);
  const listRow = rows.filter({ hasText: 'Lista bodega norte' });
  await expect(listRow.getByTestId('customer-quote-title')).toHaveText('Lista bodega norte');
  await expect(listRow.getByTestId('quote-status')).toHaveText('Borrador');
});

test('the quote page with an offer meets WCAG A/AA at 375 and 1440 px and does not scroll sideways on a phone', async ({
  page,
}, testInfo) => {
  const customer = await createCustomer('accesible');
  const quote = await sentQuote(customer, staff, 9);
  created.push(quote.id);
  await callQuotes('/message', { quoteId: quote.id, text: 'Los precios incluyen flete a Saltillo.' }, staff.idToken);
  await openQuoteAs(page, customer, quote.id);

  for (const width of [BREAKPOINTS.xxs, BREAKPOINTS.xl]) {
    await page.setViewportSize({ width, height: 900 });
    await page.reload();
    await expect(page.getByTestId('quote-line')).toHaveCount(quote.lines.length);
    await expect(page.getByTestId('quote-message')).toHaveCount(1);
    await expect(page.getByTestId('history-entry')).not.toHaveCount(0);
    await expectNoAxeViolations(page, `the quote page with an offer at ${width} px`);
    if (width === BREAKPOINTS.xxs) await expectNoHorizontalScroll(page);
    await page.screenshot({ path: testInfo.outputPath(`cotizacion-${width}.png`), fullPage: true });

    await page.getByRole('button', { name: 'Rechazar cotización' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page, `the reject dialog at ${width} px`);
    await page.screenshot({ path: testInfo.outputPath(`cotizacion-rechazo-${width}.png`) });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  }
});
