import { readFile } from 'node:fs/promises';
import { businessDayOf, formatMoney, getErrorEntry, quoteTotals } from '@voltia/domain';
import { BREAKPOINTS } from '@/shared/theme/presentation';
import { DEMO_USERS } from '@voltia/demo-data';
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoHorizontalScroll, test } from './fixtures';
import { idTokenFor, mailTo } from './auth-emulator';
import { deleteEmulatorDocuments, readEmulatorDocument } from './emulator-data';
import { DEMO_STAFF, signInAsStaff } from './account-steps';
import { confirmBelowCostIfListed, openDesk, PUBLISHED, requestQuote, staffIdToken } from './desk-steps';
import { callQuotes } from './quotes-function';
import { expectNoAxeViolations } from './axe';

// The staff desk (/cotizacion/[id]) against the real emulators: each journey requests its own
// quote as a new customer, then Mariana (demo staff) works it.

const DAY_MS = 86_400_000;
/** A pattern that finds `text` anywhere (an accessible description joins the hint and the error). */
const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
const dayFromNow = (days: number) => businessDayOf(new Date(Date.now() + days * DAY_MS));

const desk = (page: Page) => page.getByTestId('desk-line');
const priceOf = (row: Locator) => row.getByLabel(/^Precio unitario, SKU /);
const saveStatus = (page: Page) => page.getByTestId('save-status');

/** The desk's line order (the server's: the request's lines by description, additions last). */
async function lineOrder(page: Page): Promise<string[]> {
  return desk(page).evaluateAll((rows) => rows.map((row) => row.getAttribute('data-product-id') ?? ''));
}

async function storedDesk(quoteId: string) {
  return (await readEmulatorDocument(`quote-desk/${quoteId}`)) as {
    lines: { product_id: string; unit_price_cents: number | null; origin: string; quantity: number }[];
    valid_until_day: string;
    terms: string;
  } | null;
}

async function takeQuote(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Tomar' }).click();
  await expect(page.getByTestId('quote-status')).toHaveText('En revisión');
  await expect(page.getByTestId('assignee-name')).toHaveText(`${DEMO_STAFF.profile.full_name} (tú)`);
  // "Tomar" is gone: the focus stays beside who has the quote, not on the page.
  await expect(page.getByLabel('Asignar a')).toBeFocused();
}

/** Opens the validity calendar, goes to the day's month with its year and month lists, and picks the day. */
async function pickValidityDay(page: Page, day: string): Promise<void> {
  await page.getByRole('button', { name: 'Cambiar fecha' }).click();
  const calendar = page.getByRole('dialog', { name: 'Fecha de vigencia' });
  const [year, month] = day.split('-').map(Number) as [number, number];
  await calendar.getByRole('combobox', { name: 'Elegir el año' }).selectOption(String(year));
  await calendar.getByRole('combobox', { name: 'Elegir el mes' }).selectOption(String(month - 1));
  await calendar.locator(`[data-day="${day}"]:not([data-outside]) button`).click();
  await expect(calendar).toBeHidden();
}

test.describe('the staff quote desk', () => {
  test('take, price every line with the keyboard, set validity and terms, send: the PDF downloads and the customer gets it by email', async ({
    page,
  }) => {
    const products = PUBLISHED.slice(120, 123);
    const quantities = new Map(products.map((product, index) => [product.product_id, index + 2]));
    const quote = await requestQuote(
      'envio',
      products.map((product) => [product, quantities.get(product.product_id)!] as const),
    );
    await openDesk(page, quote.quoteId);

    await expect(page.getByTestId('quote-status')).toHaveText('Solicitada');
    await expect(page.getByTestId('customer-name')).toHaveText(quote.customerName);
    await expect(page.getByTestId('request-details')).toContainText(quote.contactEmail);
    await expect(page.getByTestId('waiting')).toContainText('Espera respuesta desde hace');
    await expect(desk(page)).toHaveCount(3);
    for (const [productId, quantity] of quantities)
      await expect(page.locator(`[data-testid="desk-line"][data-product-id="${productId}"]`)).toContainText(
        `Solicitado: ${quantity}`,
      );
    await expect(page.getByTestId('totals-unpriced')).toHaveText('Faltan 3 precios');
    await takeQuote(page);

    // Keyboard only: the first unpriced line is one key away, Enter goes down the price column.
    const order = await lineOrder(page);
    const prices = ['1,234.50', '$980', '45.5'];
    const cents = [123_450, 98_000, 4_550];
    await page.keyboard.press('Alt+KeyP');
    await expect(priceOf(desk(page).first())).toBeFocused();
    // Escape takes back what was typed in a field.
    await page.keyboard.type('5');
    await page.keyboard.press('Escape');
    await expect(priceOf(desk(page).first())).toHaveValue('');
    for (const price of prices) {
      await page.keyboard.type(price);
      await page.keyboard.press('Enter');
    }
    await expect(priceOf(desk(page).nth(2))).toBeFocused();
    // Shift+Tab goes back to the quantity of the same line, Tab twice on to its discount.
    await page.keyboard.press('Shift+Tab');
    await expect(
      desk(page)
        .nth(2)
        .getByLabel(/^Cantidad, SKU /),
    ).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(
      desk(page)
        .nth(2)
        .getByLabel(/^Descuento %, SKU /),
    ).toBeFocused();
    await page.keyboard.type('10');
    await page.keyboard.press('Tab');
    await page.keyboard.type('5');
    await page.keyboard.press('Tab');

    await expect(saveStatus(page)).toHaveText('Guardado');
    await expect(page.getByTestId('totals-unpriced')).toBeHidden();
    const expected = quoteTotals(
      order.map((productId, index) => ({
        quantity: quantities.get(productId)!,
        unit_price_cents: cents[index]!,
        discount_bp: index === 2 ? 1000 : 0,
      })),
    );
    await expect(page.getByTestId('totals-total')).toHaveText(formatMoney(expected.total_cents));
    await expect(page.getByTestId('totals-iva')).toHaveText(formatMoney(expected.iva_cents));
    // The total stays in view at the bottom while the rep prices a long quote.
    await expect(page.getByTestId('sticky-total')).toHaveText(`Total ${formatMoney(expected.total_cents)}`);
    await expect(priceOf(desk(page).first())).toHaveValue('1234.50');
    await expect
      .poll(async () => (await storedDesk(quote.quoteId))?.lines.map((line) => line.unit_price_cents))
      .toEqual(cents);

    const validity = dayFromNow(20);
    await pickValidityDay(page, validity);
    await expect(page.getByTestId('validity-countdown')).toHaveText('Vence en 20 días');
    const terms = 'Pago de contado. Entrega en obra sin costo.';
    await page.getByLabel('Condiciones de la oferta').fill(terms);
    await page.getByLabel('Notas internas').fill('Cliente nuevo: revisar crédito.');
    await page.getByLabel('Notas internas').blur();
    await expect(saveStatus(page)).toHaveText('Guardado');
    await expect.poll(async () => (await storedDesk(quote.quoteId))?.terms).toBe(terms);

    await page.getByRole('button', { name: 'Enviar cotización' }).click();
    const confirm = page.getByRole('dialog', { name: '¿Enviar la cotización al cliente?' });
    await expect(confirm.getByTestId('send-summary')).toContainText(formatMoney(expected.total_cents));
    await expect(confirm.getByTestId('send-summary')).toContainText(quote.contactEmail);
    await expect(confirm.getByTestId('send-summary')).toContainText('vence en 20 días');
    await confirmBelowCostIfListed(page, confirm);
    await confirm.getByRole('button', { name: 'Enviar cotización' }).click();
    await expect(page.getByTestId('quote-status')).toHaveText('Enviada');
    const offer = page.getByTestId('offer-sent');
    await expect(offer).toContainText('Oferta enviada · versión 1');
    await expect(offer.getByTestId('totals-total')).toHaveText(formatMoney(expected.total_cents));
    await expect(offer).toContainText(terms);
    await expect(page.getByRole('button', { name: 'Retirar para revisar' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enviar cotización' })).toBeHidden();

    const download = page.waitForEvent('download');
    await offer.getByRole('button', { name: 'Descargar PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${quote.quoteNumber}.pdf`);
    expect((await readFile((await file.path())!)).subarray(0, 5).toString()).toBe('%PDF-');

    await expect
      .poll(async () =>
        (await mailTo(quote.contactEmail)).flatMap((message) =>
          message.attachments.map((attachment) => attachment.mimeType),
        ),
      )
      .toContain('application/pdf');
    const [email] = (await mailTo(quote.contactEmail)).filter((message) => message.attachments.length > 0);
    expect(email!.attachments[0]!.filename).toBe(`${quote.quoteNumber}.pdf`);
    await expect(page.getByTestId('history')).toContainText('Envió la cotización: En revisión → Enviada');

    // Withdrawn to revise: back in review, the offer kept as the record of what was sent.
    await page.getByRole('button', { name: 'Retirar para revisar' }).click();
    await page
      .getByRole('dialog', { name: '¿Retirar la oferta para revisarla?' })
      .getByRole('button', { name: 'Retirar para revisar' })
      .click();
    await expect(page.getByTestId('quote-status')).toHaveText('En revisión');
    await expect(offer).toContainText('Última oferta enviada (retirada) · versión 1');
    await expect(priceOf(desk(page).first())).toBeEditable();
  });

  test('a rejected quote is quoted again: "Volver a cotizar" opens the new request', async ({ page }) => {
    const product = PUBLISHED[190]!;
    const quote = await requestQuote('recotizar', [[product, 2]]);
    const staffToken = await staffIdToken();
    expect(
      (await callQuotes('/move', { quoteId: quote.quoteId, move: { type: 'start_review' } }, staffToken)).status,
    ).toBe(200);
    expect(
      (
        await callQuotes(
          '/desk',
          {
            quoteId: quote.quoteId,
            ops: [{ op: 'set_line', product_id: product.product_id, unit_price_cents: 50_000 }],
          },
          staffToken,
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await callQuotes(
          '/move',
          {
            quoteId: quote.quoteId,
            move: { type: 'send', valid_until_day: dayFromNow(10), terms: 'Contado', below_cost_confirmed: true },
          },
          staffToken,
        )
      ).status,
    ).toBe(200);
    const rejected = await callQuotes(
      '/move',
      { quoteId: quote.quoteId, move: { type: 'reject', reason: 'Encontramos otro proveedor.' } },
      await idTokenFor(quote.customerEmail, quote.customerPassword),
    );
    expect(rejected.body.status).toBe('rejected');

    await openDesk(page, quote.quoteId);
    await expect(page.getByTestId('quote-status')).toHaveText('Rechazada');
    await expect(page.getByTestId('offer-sent')).toContainText('Oferta enviada · versión 1');
    await expect(page.getByTestId('history-entry').first()).toContainText('Encontramos otro proveedor.');
    await expect(page.getByRole('button', { name: 'Enviar cotización' })).toBeHidden();
    await page.getByRole('button', { name: 'Volver a cotizar' }).click();
    await expect(page).not.toHaveURL(new RegExp(`/cotizacion/${quote.quoteId}$`));
    await expect(page.getByTestId('quote-status')).toHaveText('Solicitada');
    await expect(page.getByTestId('quote-number')).not.toHaveText(quote.quoteNumber);
    await expect(page.getByTestId('history')).toContainText(`Nueva cotización a partir de ${quote.quoteNumber}`);
    await expect(desk(page)).toHaveCount(1);
  });

  test('send is refused while a line has no price (button and server); the validity proposed counts from today and a day not after today is replaced', async ({
    page,
  }) => {
    const quote = await requestQuote('rechazo', [
      [PUBLISHED[130]!, 1],
      [PUBLISHED[131]!, 4],
    ]);
    await openDesk(page, quote.quoteId);
    await takeQuote(page);

    await page.keyboard.press('Alt+KeyP');
    await page.keyboard.type('100');
    await page.keyboard.press('Enter');
    await expect(saveStatus(page)).toHaveText('Guardado');
    const send = page.getByRole('button', { name: 'Enviar cotización' });
    await expect(send).toBeDisabled();
    await expect(page.getByTestId('send-blockers')).toContainText(
      'Falta 1 precio: todos los productos deben tener precio.',
    );
    await expect(send).toHaveAccessibleDescription(/Falta 1 precio/);

    // The function refuses the same send when asked directly.
    const token = await staffIdToken();
    const forced = await callQuotes(
      '/move',
      { quoteId: quote.quoteId, move: { type: 'send', valid_until_day: dayFromNow(10), terms: 'x' } },
      token,
    );
    expect(forced.status).toBeGreaterThanOrEqual(400);
    expect(forced.body.error).toMatchObject({
      code: 'quote/unpriced-lines',
      message: getErrorEntry('quote/unpriced-lines').message,
    });

    await page.keyboard.type('250');
    await page.keyboard.press('Enter');
    await expect(saveStatus(page)).toHaveText('Guardado');
    await expect(send).toBeEnabled();

    // No day chosen: the desk proposes today + 15, counted from today, not from the request.
    await expect(page.getByTestId('validity-default')).toBeVisible();
    await expect(page.getByTestId('validity-countdown')).toHaveText('Vence en 15 días');

    // A day chosen that is today (or past) cannot be sent: the desk and the dialog say so in
    // Spanish, and the dialog proposes today + 15 instead.
    const todayMessage = getErrorEntry('quote/invalid-validity').message;
    await pickValidityDay(page, dayFromNow(0));
    await expect(page.getByTestId('validity-countdown')).toHaveText('Vence hoy');
    await expect(page.getByTestId('validity-warning')).toContainText(todayMessage);
    await expect(saveStatus(page)).toHaveText('Guardado');
    await expect.poll(async () => (await storedDesk(quote.quoteId))?.valid_until_day).toBe(dayFromNow(0));

    const past = await callQuotes(
      '/move',
      { quoteId: quote.quoteId, move: { type: 'send', valid_until_day: dayFromNow(-1), terms: 'x' } },
      token,
    );
    expect(past.body.error?.code).toBe('quote/invalid-validity');
    await expect(page.getByTestId('quote-status')).toHaveText('En revisión');

    await expect(page.getByTestId('send-blockers')).toBeHidden();
    await send.click();
    const confirm = page.getByRole('dialog', { name: '¿Enviar la cotización al cliente?' });
    await expect(confirm.getByTestId('send-validity-replaced')).toContainText(todayMessage.toLowerCase());
    await expect(confirm.getByTestId('send-validity')).toContainText('vence en 15 días');
    await confirm.getByRole('button', { name: 'Volver' }).click();

    await pickValidityDay(page, dayFromNow(3));
    await expect(page.getByTestId('validity-warning')).toBeHidden();
    await send.click();
    await expect(confirm.getByTestId('send-validity-replaced')).toBeHidden();
    await expect(confirm.getByTestId('send-validity')).toContainText('vence en 3 días');
    await confirmBelowCostIfListed(page, confirm);
    await confirm.getByRole('button', { name: 'Enviar cotización' }).click();
    await expect(page.getByTestId('quote-status')).toHaveText('Enviada');
    await expect.poll(async () => (await storedDesk(quote.quoteId))?.valid_until_day).toBe(dayFromNow(3));
  });

  test.describe('saving', () => {
    // The browser logs the refused requests the journey provokes on purpose.
    test.use({ expectedConsoleErrors: [/status of 503/] });

    test('a failed save keeps every value and "Reintentar" saves them; another rep\'s change shows where nobody is typing; a reload restores unsaved edits', async ({
      page,
    }) => {
      const quote = await requestQuote('falla', [
        [PUBLISHED[140]!, 2],
        [PUBLISHED[141]!, 1],
        [PUBLISHED[142]!, 6],
      ]);
      await openDesk(page, quote.quoteId);
      await takeQuote(page);
      const [first, second] = [desk(page).nth(0), desk(page).nth(1)];
      const order = await lineOrder(page);

      // Unreachable until "Reintentar" (a blur or an Enter would retry too, and fail the same way).
      await page.route('**/quotes/desk', (route) => route.fulfill({ status: 503, body: '' }));
      await priceOf(first).fill('1,500');
      await priceOf(first).press('Tab');
      const failed = getErrorEntry('desk/save-failed').message;
      await expect(saveStatus(page)).toHaveText(`Sin guardar — ${failed}`);
      await expect(page.getByRole('region', { name: /Notificaciones/ }).getByText(failed)).toBeVisible();
      await expect(priceOf(first)).toHaveValue('1500.00');
      await expect(page.getByRole('button', { name: 'Enviar cotización' })).toBeDisabled();

      // Ricardo changes the desk meanwhile: his delivery time shows, his price under the unsaved one does not.
      // Mariana has the second line's delivery selected, about to type over it.
      const delivery = second.getByLabel(/^Entrega \(días\), SKU /);
      await delivery.selectText();
      const ricardo = DEMO_USERS.find((user) => user.email === 'ricardo.salinas@voltia.example')!;
      const theirs = await callQuotes(
        '/desk',
        {
          quoteId: quote.quoteId,
          ops: [
            { op: 'set_line', product_id: order[0], unit_price_cents: 100 },
            { op: 'set_line', product_id: order[1], delivery_days: 7 },
          ],
        },
        await idTokenFor(ricardo.email, ricardo.password),
      );
      expect(theirs.status).toBe(200);
      await expect(delivery).toHaveValue('7');
      // His value arrived selected: what she types replaces it instead of being added to it ("75").
      await page.keyboard.type('5');
      await expect(delivery).toHaveValue('5');
      await delivery.selectText();
      await page.keyboard.type('7');
      await expect(priceOf(first)).toHaveValue('1500.00');

      await expect(saveStatus(page)).toContainText('Sin guardar');
      await page.unroute('**/quotes/desk');
      await page.getByRole('button', { name: 'Reintentar' }).click();
      await expect(saveStatus(page)).toHaveText('Guardado');
      // The button went away: the focus is back in the field the rep was last in, not on the page.
      await expect(page.locator(':focus')).toHaveAttribute('data-desk-row', /^\d+$/);
      await expect.poll(async () => (await storedDesk(quote.quoteId))?.lines[0]?.unit_price_cents).toBe(150_000);
      await expect(priceOf(first)).toHaveValue('1500.00');

      // Unreachable for good: the edit stays in this browser, and a reload (asked first) brings it back.
      await page.route('**/quotes/desk', (route) => route.fulfill({ status: 503, body: '' }));
      await priceOf(second).fill('99.9');
      await priceOf(second).press('Tab');
      await expect(saveStatus(page)).toContainText('Sin guardar');
      const asked = new Promise<string>((resolve) => {
        page.once('dialog', (dialog) => {
          resolve(dialog.type());
          void dialog.accept();
        });
      });
      await page.reload();
      expect(await asked).toBe('beforeunload');
      await expect(page.getByTestId('restored-notice')).toContainText('Recuperamos 1 cambio');
      await expect(priceOf(desk(page).nth(1))).toHaveValue('99.90');
      await expect(saveStatus(page)).toContainText('Sin guardar');

      // Back online, the rep keeps working: Enter in any field saves what the failure left, no "Reintentar" needed.
      await page.unroute('**/quotes/desk');
      await priceOf(desk(page).nth(0)).press('Enter');
      await expect(saveStatus(page)).toHaveText('Guardado');
      await expect(page.getByTestId('restored-notice')).toBeHidden();
      await expect.poll(async () => (await storedDesk(quote.quoteId))?.lines[1]?.unit_price_cents).toBe(9_990);
      expect(
        await page.evaluate((id) => window.localStorage.getItem(`voltia:desk-pending:${id}`), quote.quoteId),
      ).toBeNull();
      const history = page.getByTestId('history');
      await expect(history).toContainText('Ricardo Salinas Vega');
      await expect(history.getByTestId('history-entry').filter({ hasText: 'Precio unitario' }).first()).toContainText(
        '$99.90',
      );
    });

    test('the thread keeps a message that could not be posted, and shows it once posted', async ({ page }) => {
      const quote = await requestQuote('mensaje', [[PUBLISHED[145]!, 1]]);
      await openDesk(page, quote.quoteId);
      await expect(page.getByTestId('thread')).toContainText('Todavía no hay mensajes.');
      const text = 'Buen día, ¿la entrega puede ser el viernes?';
      await page.route('**/quotes/message', (route) => route.fulfill({ status: 503, body: '' }), { times: 1 });
      await page.getByLabel('Escribe al cliente').fill(text);
      await page.getByRole('button', { name: 'Enviar mensaje' }).click();
      await expect(page.getByLabel('Escribe al cliente')).toHaveAccessibleDescription(
        containing(getErrorEntry('quote/message-failed').message),
      );
      await expect(page.getByLabel('Escribe al cliente')).toHaveValue(text);
      await page.getByRole('button', { name: 'Enviar mensaje' }).click();
      const message = page.getByTestId('thread-message');
      await expect(message).toHaveCount(1);
      await expect(message).toContainText(text);
      await expect(message).toContainText(`${DEMO_STAFF.profile.full_name} · Personal de ventas`);
      await expect(page.getByLabel('Escribe al cliente')).toHaveValue('');
    });
  });

  test('request information: the question reaches the status and the history', async ({ page }) => {
    const quote = await requestQuote('informacion', [[PUBLISHED[150]!, 3]]);
    await openDesk(page, quote.quoteId);
    await takeQuote(page);
    await page.getByRole('button', { name: 'Solicitar información' }).click();
    const dialog = page.getByRole('dialog', { name: 'Solicitar información' });
    await dialog.getByRole('button', { name: 'Enviar pregunta' }).click();
    const field = dialog.getByLabel('Pregunta para el cliente');
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(getErrorEntry('quote/message-required').message);
    const question = '¿El tablero va empotrado o sobrepuesto?';
    await dialog.getByLabel('Pregunta para el cliente').fill(question);
    await dialog.getByRole('button', { name: 'Enviar pregunta' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('quote-status')).toHaveText('Información requerida');
    await expect(page.getByTestId('info-request')).toContainText(question);
    const entry = page.getByTestId('history-entry').first();
    await expect(entry).toContainText('Solicitó información al cliente: En revisión → Información requerida');
    await expect(entry).toContainText(question);
    await expect(page.getByTestId('waiting')).toHaveText('Esperando la respuesta del cliente');
  });

  test('a price typed on into a refused value is not saved: the status says so, Enter tells why, Escape puts the value back', async ({
    page,
  }) => {
    const quote = await requestQuote('coma', [[PUBLISHED[146]!, 2]]);
    await openDesk(page, quote.quoteId);
    await takeQuote(page);
    const price = priceOf(desk(page).nth(0));
    await price.fill('1500');
    await price.press('Tab');
    await expect(saveStatus(page)).toHaveText('Guardado');
    await expect.poll(async () => (await storedDesk(quote.quoteId))?.lines[0]?.unit_price_cents).toBe(150_000);

    // Typed key by key, "1864" is a price for a moment; "1864,99" is not one (a comma groups thousands).
    await price.focus();
    await price.press('ControlOrMeta+a');
    await price.pressSequentially('1864,99', { delay: 30 });
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await expect(saveStatus(page)).toHaveText(
      'Sin guardar — corrige el campo marcado en rojo (Escape vuelve al valor anterior).',
    );
    // Well past the save's wait: the server still has the value the rep had, never the half-typed 1 864.
    await page.waitForTimeout(2_500);
    expect((await storedDesk(quote.quoteId))?.lines[0]?.unit_price_cents).toBe(150_000);

    // Enter stays on the field and says why, where a screen reader hears it.
    const why = await price.evaluate(
      (input) =>
        document.getElementById(input.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')?.textContent ?? '',
    );
    expect(why).not.toBe('');
    await price.press('Enter');
    await expect(price).toBeFocused();
    await expect(page.getByRole('region', { name: /Notificaciones/ }).getByText(why)).toBeVisible();

    await price.press('Escape');
    await expect(price).toHaveValue('1500.00');
    await expect(price).not.toHaveAttribute('aria-invalid', 'true');
    await expect(saveStatus(page)).not.toContainText('corrige');
    expect((await storedDesk(quote.quoteId))?.lines[0]?.unit_price_cents).toBe(150_000);
  });

  test('add an alternative product and remove a line: the desk and the history show both', async ({ page }) => {
    const [kept, removed, alternative] = [PUBLISHED[160]!, PUBLISHED[161]!, PUBLISHED[175]!];
    const quote = await requestQuote('alternativa', [
      [kept, 2],
      [removed, 3],
    ]);
    await openDesk(page, quote.quoteId);
    await takeQuote(page);

    const search = page.getByRole('combobox', { name: 'Producto del catálogo' });
    // A product already on the quote says so among the suggestions, before the rep picks it.
    await search.fill(kept.description);
    await expect(page.getByRole('option', { name: new RegExp(kept.sku) })).toContainText('Ya está en la cotización');
    await search.fill(alternative.description);
    // The same keys as the store's search box: Down reaches the first product, Enter picks it.
    const option = page.getByRole('option', { name: new RegExp(alternative.sku) });
    await expect(option).toBeVisible();
    const position = await option.evaluate((element) => [...element.parentElement!.children].indexOf(element));
    for (let press = 0; press <= position; press += 1) await search.press('ArrowDown');
    await expect(search).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
    await search.press('Enter');
    await expect(page.getByLabel('Cantidad', { exact: true })).toBeFocused();
    await page.getByLabel('Cantidad', { exact: true }).fill('4');
    await page.getByRole('button', { name: 'Agregar', exact: true }).click();
    const added = page.locator(`[data-testid="desk-line"][data-product-id="${alternative.product_id}"]`);
    await expect(added).toContainText('Alternativa');
    await expect(priceOf(added)).toBeFocused();
    await expect(added.getByLabel(/^Cantidad, SKU /)).toHaveValue('4');
    // The added line is saved before the next move: this journey checks the removal, not a click that
    // lands while that save re-renders the table (once, in a CI run, such a click opened no dialog).
    await expect(saveStatus(page)).toHaveText('Guardado');

    const removeButton = page.getByRole('button', { name: `Quitar ${removed.description} (SKU ${removed.sku})` });
    const removeDialog = page.getByRole('dialog', { name: '¿Quitar este producto de la cotización?' });
    // Kept: the focus goes back to the line's own "Quitar".
    await removeButton.click();
    await page.keyboard.press('Escape');
    await expect(removeDialog).toBeHidden();
    await expect(removeButton).toBeFocused();
    await removeButton.click();
    await removeDialog.getByRole('button', { name: 'Quitar' }).click();
    await expect(page.locator(`[data-testid="desk-line"][data-product-id="${removed.product_id}"]`)).toHaveCount(0);
    // Removed: the line now in its place takes the focus, so the rep keeps their place.
    await expect(page.locator(':focus')).toHaveAttribute('data-remove-line', /.+/);
    await expect(saveStatus(page)).toHaveText('Guardado');

    await expect
      .poll(async () =>
        (await storedDesk(quote.quoteId))?.lines.map((line) => [line.product_id, line.origin, line.quantity]),
      )
      .toEqual([
        [kept.product_id, 'requested', 2],
        [alternative.product_id, 'added', 4],
      ]);
    const history = page.getByTestId('history');
    await expect(
      history.getByTestId('history-entry').filter({ hasText: `Producto agregado · SKU ${alternative.sku}` }),
    ).toContainText('4 unidades');
    await expect(
      history.getByTestId('history-entry').filter({ hasText: `Producto quitado · SKU ${removed.sku}` }),
    ).toContainText('3 unidades');
    // The customer's request is untouched.
    expect(await readEmulatorDocument(`quote-detail/${quote.quoteId}/cart/${removed.product_id}`)).toMatchObject({
      quantity: 3,
    });
  });

  test('a quote without a desk starts from the request, unpriced, and the first save creates the desk', async ({
    page,
  }) => {
    const quote = await requestQuote('sin-mesa', [[PUBLISHED[195]!, 7]]);
    await deleteEmulatorDocuments([`quote-desk/${quote.quoteId}`]);
    await openDesk(page, quote.quoteId);
    await expect(page.getByTestId('new-desk-notice')).toBeVisible();
    await expect(desk(page)).toHaveCount(1);
    await expect(desk(page).first()).toContainText('Solicitado: 7');
    await expect(priceOf(desk(page).first())).toHaveValue('');
    await expect(page.getByTestId('validity-countdown')).toHaveText('Vence en 15 días');
    await priceOf(desk(page).first()).fill('310');
    await priceOf(desk(page).first()).press('Enter');
    await expect(saveStatus(page)).toHaveText('Guardado');
    await expect(page.getByTestId('new-desk-notice')).toBeHidden();
    await expect
      .poll(async () => (await storedDesk(quote.quoteId))?.lines.map((line) => [line.unit_price_cents, line.quantity]))
      .toEqual([[31_000, 7]]);
  });

  test('an unknown quote id says so', async ({ page }) => {
    await signInAsStaff(page, '/cotizacion/no-existe-esta');
    await expect(page.getByRole('heading', { name: 'No encontramos esta cotización' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Volver a cotizaciones' })).toBeVisible();
  });
});

for (const [device, width] of Object.entries({ phone: BREAKPOINTS.xxs, laptop: BREAKPOINTS.xl })) {
  test.describe(`the desk at ${width} px (${device})`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('has no WCAG A/AA violations (desk, errors, dialogs) and no sideways scroll', async ({ page }, testInfo) => {
      const quote = await requestQuote(`axe-${device}`, [
        [PUBLISHED[180]!, 2],
        [PUBLISHED[181]!, 10],
        [PUBLISHED[182]!, 1],
      ]);
      await openDesk(page, quote.quoteId);
      await takeQuote(page);
      await expect(page.getByTestId(width < BREAKPOINTS.lg ? 'pricing-cards' : 'pricing-table')).toBeVisible();
      await priceOf(desk(page).first()).fill('1,234.5');
      await priceOf(desk(page).first()).press('Tab');
      await expect(saveStatus(page)).toHaveText('Guardado');
      await expectNoAxeViolations(page, 'the desk');
      await expectNoHorizontalScroll(page);
      // Screen by screen from the top (a full-page capture would paint the sticky header mid-page).
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let top = 0, shot = 1; top < height; top += 900, shot += 1) {
        await page.evaluate((y) => window.scrollTo(0, y), top);
        await page.screenshot({ path: testInfo.outputPath(`desk-${width}-${shot}.png`) });
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      if (width === BREAKPOINTS.xl) {
        // The widest screens the spec names still fit.
        await page.setViewportSize({ width: BREAKPOINTS.xxl, height: 1080 });
        await expectNoHorizontalScroll(page);
        await page.screenshot({ path: testInfo.outputPath(`desk-${BREAKPOINTS.xxl}.png`) });
        await page.setViewportSize({ width, height: 900 });
      }

      // A refused value: its message is tied to the field.
      const discount = desk(page)
        .nth(1)
        .getByLabel(/^Descuento %, SKU /);
      await discount.fill('150');
      await expect(discount).toHaveAttribute('aria-invalid', 'true');
      await expect(discount).toHaveAccessibleDescription(getErrorEntry('money/invalid-percent').message);
      await expectNoAxeViolations(page, 'the desk with a refused value');
      await expectNoHorizontalScroll(page);
      await discount.press('Escape');
      await expect(discount).toHaveValue('0');

      await page.getByRole('button', { name: 'Cambiar fecha' }).click();
      await expect(page.getByRole('dialog', { name: 'Fecha de vigencia' })).toBeVisible();
      await expectNoAxeViolations(page, 'the validity calendar');
      await page.screenshot({ path: testInfo.outputPath(`desk-${width}-calendar.png`) });
      await page.keyboard.press('Escape');
      await expect(page.getByRole('button', { name: 'Cambiar fecha' })).toBeFocused();

      await page.getByRole('button', { name: 'Cancelar cotización' }).click();
      await expect(page.getByRole('dialog', { name: '¿Cancelar la cotización?' })).toBeVisible();
      await expectNoAxeViolations(page, 'the cancel dialog');
    });
  });
}
