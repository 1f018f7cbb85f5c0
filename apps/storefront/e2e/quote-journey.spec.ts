import { readFile } from 'node:fs/promises';
import { formatMoney } from '@voltia/domain';
import { DEMO_PRODUCTS } from '@voltia/demo-data';
import type { Browser, Page } from '@playwright/test';
import { PASSWORD, signIn } from './account-steps';
import { createEmailAccount, mailTo, uniqueEmail } from './auth-emulator';
import { deleteEmulatorQuote, readEmulatorDocument } from './emulator-data';
import { expect, test } from './fixtures';
import { addToQuote, openProduct } from './quote-cart';
import { createStaff } from './quotes-function';
import { confirmBelowCostIfListed } from './desk-steps';
import { storeDeliverySite, storeFiscalData } from './billing-data';

// The whole quote business end to end, in two browsers at once on the real emulators: a
// customer asks for prices; a sales rep sees the request arrive live, takes it, prices every line
// and sends it; the customer sees the offer arrive live, downloads the PDF and accepts; the offer
// email with its PDF is in the SMTP sink; the history on both sides tells every step.

const products = DEMO_PRODUCTS.filter((product) => product.published).slice(200, 202);
const baseURL = process.env.STOREFRONT_URL ?? 'http://127.0.0.1:3000';

/** A second person's browser, whose page must not log errors either. */
async function secondBrowser(browser: Browser): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL, locale: 'es-MX' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors, close: () => context.close() };
}

let quoteId: string | undefined;
test.afterEach(async () => {
  if (quoteId !== undefined) await deleteEmulatorQuote(quoteId);
});

test('a request becomes an accepted offer: the customer and a sales rep side by side, live', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const rep = await createStaff('Paola Cotizadora');
  const customerEmail = uniqueEmail('recorrido');
  const customerUid = await createEmailAccount(customerEmail, PASSWORD, 'Rosa Recorrido');

  // The rep has the inbox open, waiting requests first.
  const staff = await secondBrowser(browser);
  await staff.page.goto('/b2b/login?next=%2Fcotizacion%3Festado%3Drequested');
  await signIn(staff.page, rep.email);
  await expect(staff.page).toHaveURL(/\/cotizacion\?estado=requested$/);
  await expect(staff.page.getByRole('heading', { level: 1, name: 'Cotizaciones' })).toBeVisible();

  // The customer fills the cart and asks for prices.
  await page.goto('/b2b/login?next=%2Fb2b');
  await signIn(page, customerEmail);
  await expect(page).toHaveURL(/\/b2b$/);
  for (const product of products) {
    await openProduct(page, product.product_id);
    quoteId = await addToQuote(page, product.product_id, 1);
  }
  await page.goto('/carrito');
  await page.getByTestId('request-quote').click();
  await expect(page).toHaveURL(/\/b2b\/solicitar/);
  await page.getByLabel('Teléfono').fill('+52 81 5555 0101');
  await page.getByLabel('Empresa o razón social').fill('Recorridos Industriales S.A. de C.V.');
  await page.getByLabel('Identificación fiscal (RFC, NIT, CUIT…)').fill('RIN010203AB1');
  await page.getByLabel('Ciudad de entrega').fill('Saltillo, Coah.');
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page).toHaveURL(new RegExp(`/b2b/cotizaciones/${quoteId}$`));
  await expect(page.getByTestId('quote-status')).toHaveText('Solicitada');
  const number = (await readEmulatorDocument(`quote-detail/${quoteId}`))?.quote_number as string;
  expect(number).toMatch(/^COT-\d{4}-\d{6}$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(number);

  // It arrives in the rep's inbox without a reload; the rep takes it.
  const row = staff.page.locator(`[data-testid="inbox-row"][data-quote-id="${quoteId}"]`);
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(row).toContainText(number);
  await row.getByRole('button', { name: `Tomar ${number}` }).click();
  await expect(staff.page).toHaveURL(new RegExp(`/cotizacion/${quoteId}$`));
  await expect(staff.page.getByTestId('quote-status')).toHaveText('En revisión');

  // Every line priced from the keyboard, then sent with the default validity (today + 15 days).
  const lines = staff.page.getByTestId('desk-line');
  await expect(lines).toHaveCount(2);
  await staff.page.keyboard.press('Alt+KeyP');
  await expect(lines.first().getByLabel(/^Precio unitario, SKU /)).toBeFocused();
  for (const price of ['1,499.00', '287.50']) {
    await staff.page.keyboard.type(price);
    await staff.page.keyboard.press('Enter');
  }
  await expect(staff.page.getByTestId('save-status')).toHaveText('Guardado');
  await expect(staff.page.getByTestId('totals-unpriced')).toBeHidden();
  const total = (await staff.page.getByTestId('totals-total').textContent()) ?? '';
  await staff.page.getByRole('button', { name: 'Enviar cotización' }).click();
  const confirm = staff.page.getByRole('dialog', { name: '¿Enviar la cotización al cliente?' });
  await expect(confirm.getByTestId('send-summary')).toContainText(customerEmail);
  await confirmBelowCostIfListed(staff.page, confirm);
  await confirm.getByRole('button', { name: 'Enviar cotización' }).click();
  await expect(staff.page.getByTestId('quote-status')).toHaveText('Enviada');

  // The customer's page, open all along, shows the offer: the same total, from the same rule.
  await expect(page.getByTestId('quote-status')).toHaveText('Enviada', { timeout: 15_000 });
  const offer = (await readEmulatorDocument(`quote-detail/${quoteId}`))?.offer as { totals: { total_cents: number } };
  expect(total).toBe(formatMoney(offer.totals.total_cents));
  await expect(page.getByTestId('offer-total')).toHaveText(`${formatMoney(offer.totals.total_cents)} MXN`);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${number}.pdf`);
  expect((await readFile((await download.path())!)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The customer's profile has their fiscal data and their job site; accepting cites their purchase order.
  await storeFiscalData(customerUid);
  await storeDeliverySite(customerUid, { name: 'Obra Saltillo Poniente' });
  await page.getByRole('button', { name: 'Aceptar cotización' }).click();
  const accept = page.getByRole('dialog', { name: `¿Aceptar la cotización ${number}?` });
  await accept.getByLabel('Número de orden de compra').fill('OC-2231');
  await accept.getByLabel('¿A dónde enviamos el material?').selectOption({ label: 'Obra Saltillo Poniente' });
  await accept.getByRole('button', { name: 'Confirmar aceptación' }).click();
  await expect(page.getByTestId('quote-status')).toHaveText('Aceptada');
  await expect(staff.page.getByTestId('quote-status')).toHaveText('Aceptada', { timeout: 15_000 });

  // The offer email, with the PDF, reached the customer; the acceptance reached the rep.
  await expect
    .poll(async () =>
      (await mailTo(customerEmail))
        .filter((mail) => mail.subject === `Tu cotización ${number}: precios listos`)
        .flatMap((mail) => mail.attachments.map((file) => file.filename)),
    )
    .toEqual([`${number}.pdf`]);
  await expect
    .poll(
      async () =>
        (await mailTo(rep.email)).filter((mail) => mail.subject.startsWith(`Cotización aceptada ${number}`)).length,
    )
    .toBe(1);

  // The history tells every step, on both sides (the customer sees the moves, staff also the prices).
  const staffHistory = staff.page.getByTestId('history');
  for (const step of ['Solicitada', 'En revisión', 'Precio unitario', 'Enviada', 'Aceptada'])
    await expect(staffHistory).toContainText(step);
  await expect(staffHistory.getByTestId('history-entry').filter({ hasText: 'Precio unitario' })).toHaveCount(2);
  const customerTimeline = page.getByTestId('history-entry');
  for (const step of ['Solicitada', 'En revisión', 'Enviada', 'Aceptada'])
    await expect(customerTimeline.filter({ hasText: step }).first()).toBeVisible();
  await expect(customerTimeline.filter({ hasText: 'Precio unitario' })).toHaveCount(0);

  expect(staff.errors, "the rep's page logged errors").toEqual([]);
  await staff.close();
});
