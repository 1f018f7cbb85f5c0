import {
  centsToInput,
  formatMoney,
  formatPercentBp,
  getErrorEntry,
  listPriceCents,
  marginBpOf,
  priceFigures,
  quoteMargin,
  type TDeskListPrice,
} from '@voltia/domain';
import { BREAKPOINTS } from '@/shared/theme/presentation';
import { DEMO_USERS } from '@voltia/demo-data';
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoHorizontalScroll, test } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { DEMO_STAFF, signIn } from './account-steps';
import { openDesk, PUBLISHED, requestQuote } from './desk-steps';
import { deleteEmulatorDocuments, readEmulatorDocument, writeEmulatorDocument } from './emulator-data';

// Price lists on the staff desk: list prices as suggestions and "Usar precios de
// lista", line and quote margins with below-cost lines flagged, and a discount above 15 % that
// waits for a second staff member's approval before the quote can be sent. Mariana (demo staff)
// has the quote; Ricardo (the other demo staff member) approves. Products 210–219 are this spec's.

const RICARDO = DEMO_USERS.find((user) => user.email === 'ricardo.salinas@voltia.example')!;

const lineOf = (page: Page, productId: string) =>
  page.locator(`[data-testid="desk-line"][data-product-id="${productId}"]`);
const priceOf = (row: Locator) => row.getByLabel(/^Precio unitario, SKU /);
const discountOf = (row: Locator) => row.getByLabel(/^Descuento %, SKU /);
const saveStatus = (page: Page) => page.getByTestId('save-status');

type TProduct = (typeof PUBLISHED)[number];

/**
 * The product's price document: the seeded one when the seed has prices, else one this spec writes
 * (cost, 25 % margin), through the emulator as an administrator (only functions write prices).
 */
async function ensurePrice(product: TProduct, costCents: number): Promise<TDeskListPrice> {
  const path = `product-prices/${product.product_id}`;
  const stored = (await readEmulatorDocument(path)) as { cost_cents?: number; list_price_cents?: number } | null;
  if (stored?.cost_cents !== undefined && stored.list_price_cents !== undefined)
    return { cost_cents: stored.cost_cents, list_price_cents: stored.list_price_cents };
  const figures = priceFigures('e2e-proveedor', costCents, 2500);
  await writeEmulatorDocument(path, {
    ...figures,
    product_id: product.product_id,
    supplier_costs: [{ supplier_id: 'e2e-proveedor', cost_cents: costCents }],
    updated_at: new Date(),
    updated_by: { uid: 'e2e', name: 'Prueba' },
  });
  return { cost_cents: costCents, list_price_cents: listPriceCents(costCents, 2500) };
}

/** A published product of this spec's own with no price document (the seed prices every demo product). */
async function unpricedProduct(): Promise<TProduct> {
  const base = PUBLISHED[212]!;
  const suffix = Date.now().toString(36);
  const product = {
    ...base,
    product_id: `e2e-sin-precio-${suffix}`,
    sku: `E2E-SP-${suffix}`.toUpperCase(),
    description: `${base.description} (sin precio)`,
  };
  const stored = await readEmulatorDocument(`products/${base.product_id}`);
  await writeEmulatorDocument(`products/${product.product_id}`, {
    ...stored,
    product_id: product.product_id,
    sku: product.sku,
    description: product.description,
  });
  return product;
}

async function takeQuote(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Tomar' }).click();
  await expect(page.getByTestId('quote-status')).toHaveText('En revisión');
}

async function storedDeskLines(quoteId: string) {
  return (
    (await readEmulatorDocument(`quote-desk/${quoteId}`)) as {
      lines: { product_id: string; unit_price_cents: number | null; discount_bp: number }[];
    } | null
  )?.lines;
}

async function checkAxeAtBothWidths(page: Page, what: string): Promise<void> {
  for (const width of [BREAKPOINTS.xxs, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByTestId(width < BREAKPOINTS.lg ? 'pricing-cards' : 'pricing-table')).toBeVisible();
    await expectNoAxeViolations(page, `${what} at ${width} px`);
    await expectNoHorizontalScroll(page);
  }
}

/** The line's product name is at most three lines tall and its below-cost flag sits whole, on one line, inside the table. */
async function expectTidyProductCell(page: Page, row: Locator): Promise<void> {
  const name = row.locator('td').first().locator('p').first();
  const nameLineHeight = await name.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
  expect((await name.boundingBox())!.height, 'the product name takes at most three lines').toBeLessThanOrEqual(
    3 * nameLineHeight + 1,
  );
  const badge = row.getByTestId('below-cost');
  const badgeBox = (await badge.boundingBox())!;
  const badgeFit = await badge.evaluate((element) => ({
    lineHeight: parseFloat(getComputedStyle(element).lineHeight),
    clipped: element.scrollWidth > element.clientWidth,
  }));
  expect(badgeBox.height, 'the below-cost flag is on one line').toBeLessThan(2 * badgeFit.lineHeight);
  expect(badgeFit.clipped, 'the below-cost flag is not clipped').toBe(false);
  const tableBox = (await page.getByTestId('pricing-table').boundingBox())!;
  expect(badgeBox.x + badgeBox.width, 'the below-cost flag ends inside the table').toBeLessThanOrEqual(
    tableBox.x + tableBox.width,
  );
  expect(badgeBox.x + badgeBox.width, 'the below-cost flag ends inside the screen').toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
}

test.describe('price lists on the staff desk', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('price a quote from the list prices, add an alternative at its list price, see a below-cost line flagged and the margins', async ({
    page,
  }) => {
    const [a, b, alternative] = [PUBLISHED[210]!, PUBLISHED[211]!, PUBLISHED[213]!];
    const prices = new Map([
      [a.product_id, await ensurePrice(a, 73_117)],
      [b.product_id, await ensurePrice(b, 9_833)],
      [alternative.product_id, await ensurePrice(alternative, 45_500)],
    ]);
    const noPrice = await unpricedProduct();
    try {
      const quote = await requestQuote('lista', [
        [a, 2],
        [b, 5],
        [noPrice, 1],
      ]);
      await openDesk(page, quote.quoteId);
      await takeQuote(page);

      // Each unpriced line suggests its list price; the product without a price document says so.
      await expect(lineOf(page, a.product_id).getByTestId('list-price')).toHaveText(
        `Lista: ${formatMoney(prices.get(a.product_id)!.list_price_cents)}`,
      );
      await expect(lineOf(page, b.product_id).getByTestId('list-price')).toHaveText(
        `Lista: ${formatMoney(prices.get(b.product_id)!.list_price_cents)}`,
      );
      await expect(lineOf(page, noPrice.product_id).getByTestId('list-price')).toHaveText('Sin precio de lista');
      await expect(priceOf(lineOf(page, a.product_id))).toHaveAccessibleDescription(/Lista: /);

      await page.getByRole('button', { name: /^Usar precios de lista/ }).click();
      await expect(saveStatus(page)).toHaveText('Guardado');
      await expect(priceOf(lineOf(page, a.product_id))).toHaveValue(
        centsToInput(prices.get(a.product_id)!.list_price_cents),
      );
      await expect(priceOf(lineOf(page, b.product_id))).toHaveValue(
        centsToInput(prices.get(b.product_id)!.list_price_cents),
      );
      await expect(priceOf(lineOf(page, noPrice.product_id))).toHaveValue('');
      await expect(page.getByRole('button', { name: /^Usar precios de lista/ })).toBeHidden();
      await expect
        .poll(async () =>
          (await storedDeskLines(quote.quoteId))?.map((line) => [line.product_id, line.unit_price_cents]),
        )
        .toEqual(
          expect.arrayContaining([
            [a.product_id, prices.get(a.product_id)!.list_price_cents],
            [b.product_id, prices.get(b.product_id)!.list_price_cents],
            [noPrice.product_id, null],
          ]),
        );

      // The rep can change any of it: B below its cost is flagged, on screen and to screen readers.
      const belowCost = prices.get(b.product_id)!.cost_cents - 100;
      await priceOf(lineOf(page, b.product_id)).fill(centsToInput(belowCost));
      await priceOf(lineOf(page, b.product_id)).press('Tab');
      await priceOf(lineOf(page, noPrice.product_id)).fill('150');
      await priceOf(lineOf(page, noPrice.product_id)).press('Tab');
      await expect(saveStatus(page)).toHaveText('Guardado');
      // The flag is words (the arrow is decoration, hidden from screen readers).
      await expect(lineOf(page, b.product_id).getByTestId('below-cost')).toContainText('Por debajo del costo');
      await expect(lineOf(page, b.product_id).getByTestId('below-cost')).toMatchAriaSnapshot(
        '- text: Por debajo del costo',
      );
      await expect(lineOf(page, b.product_id).getByTestId('line-margin')).toContainText('−');
      // At 1440 px the product column keeps a long name to two or three lines and the flag whole,
      // on one line inside the table (names wrapped to five lines and squeezed the flag).
      await expectTidyProductCell(page, lineOf(page, b.product_id));
      await expect(lineOf(page, a.product_id).getByTestId('below-cost')).toHaveCount(0);
      const aPrice = prices.get(a.product_id)!;
      await expect(lineOf(page, a.product_id).getByTestId('line-margin')).toContainText(
        formatPercentBp(marginBpOf(aPrice.list_price_cents, aPrice.cost_cents)!),
      );
      await expect(lineOf(page, noPrice.product_id).getByTestId('line-margin')).toHaveText('Sin costo');

      // An alternative staff add starts at its list price.
      const search = page.getByRole('combobox', { name: 'Producto del catálogo' });
      await search.fill(alternative.description);
      await page.getByRole('option', { name: new RegExp(alternative.sku) }).click();
      await page.getByLabel('Cantidad', { exact: true }).fill('3');
      await page.getByRole('button', { name: 'Agregar', exact: true }).click();
      await expect(priceOf(lineOf(page, alternative.product_id))).toHaveValue(
        centsToInput(prices.get(alternative.product_id)!.list_price_cents),
      );
      await expect(saveStatus(page)).toHaveText('Guardado');

      // The quote's margin: the sum of the nets against the sum of cost × quantity, by the domain's rule.
      const lines = (await storedDeskLines(quote.quoteId))!.map((line) => ({
        ...line,
        quantity:
          line.product_id === a.product_id
            ? 2
            : line.product_id === b.product_id
              ? 5
              : line.product_id === alternative.product_id
                ? 3
                : 1,
      }));
      const expected = quoteMargin(lines, prices);
      const panel = page.getByTestId('quote-margin');
      await expect(panel.getByTestId('margin-total')).toHaveText(
        formatPercentBp(expected.margin_bp!).replace(/^-/, '−'),
      );
      await expect(panel.getByTestId('margin-cost')).toHaveText(formatMoney(expected.cost_cents));
      await expect(panel.getByTestId('margin-notes')).toContainText('1 producto por debajo del costo.');
      await expect(panel.getByTestId('margin-notes')).toContainText(
        '1 producto sin costo registrado no cuenta en el margen.',
      );

      await checkAxeAtBothWidths(page, 'the desk with margins and a below-cost line');
      await expect(lineOf(page, b.product_id).getByTestId('below-cost')).toBeVisible();
    } finally {
      await deleteEmulatorDocuments([`products/${noPrice.product_id}`]);
    }
  });

  test('a 20 % discount blocks sending until the other staff member approves; then the send works', async ({
    page,
    browser,
  }) => {
    const [a, b] = [PUBLISHED[215]!, PUBLISHED[216]!];
    await ensurePrice(a, 125_000);
    await ensurePrice(b, 31_045);
    const quote = await requestQuote('aprobacion', [
      [a, 4],
      [b, 2],
    ]);
    await openDesk(page, quote.quoteId);
    await takeQuote(page);
    await page.getByRole('button', { name: /^Usar precios de lista/ }).click();
    await expect(saveStatus(page)).toHaveText('Guardado');
    await discountOf(lineOf(page, a.product_id)).fill('20');
    await discountOf(lineOf(page, a.product_id)).press('Tab');
    await expect(saveStatus(page)).toHaveText('Guardado');

    const approval = page.getByTestId('discount-approval');
    await expect(approval).toHaveAttribute('data-state', 'missing');
    await expect(approval.getByRole('heading', { name: 'Requiere aprobación' })).toBeVisible();
    await expect(approval).toContainText(`SKU ${a.sku}: 20 %`);
    await expect(approval.getByTestId('approvers')).toContainText(RICARDO.profile.full_name);
    // The rep who has the quote cannot approve their own discounts.
    await expect(approval.getByRole('button', { name: 'Aprobar descuentos' })).toHaveCount(0);
    const send = page.getByRole('button', { name: 'Enviar cotización' });
    await expect(send).toBeDisabled();
    await expect(page.getByTestId('send-blockers')).toContainText(
      getErrorEntry('quote/discount-approval-required').message,
    );
    await expect(send).toHaveAccessibleDescription(/otra persona del equipo debe aprobarlos/);
    await checkAxeAtBothWidths(page, 'the desk waiting for a discount approval');
    await page.setViewportSize({ width: 1440, height: 900 });

    // Ricardo, in his own browser, approves.
    const ricardoContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    try {
      const other = await ricardoContext.newPage();
      await other.goto(`/b2b/login?next=${encodeURIComponent(`/cotizacion/${quote.quoteId}`)}`);
      await signIn(other, RICARDO.email, RICARDO.password);
      await expect(other).toHaveURL(new RegExp(`/cotizacion/${quote.quoteId}$`));
      const otherPanel = other.getByTestId('discount-approval');
      await otherPanel.getByRole('button', { name: 'Aprobar descuentos' }).click();
      await expect(otherPanel).toHaveAttribute('data-state', 'approved');
      await expect(otherPanel).toContainText(`Aprobados por ${RICARDO.profile.full_name} (tú)`);
      // The button went with the approval: the focus is on what replaced it.
      await expect(otherPanel.getByRole('heading', { name: 'Descuentos aprobados' })).toBeFocused();
      // Who approved cannot also send.
      await expect(other.getByTestId('send-blockers')).toContainText(
        getErrorEntry('quote/discount-approval-self').message,
      );
      await expectNoAxeViolations(other, "the approver's desk");
    } finally {
      await ricardoContext.close();
    }

    // Mariana's desk follows live: approved, and the send works.
    await expect(approval).toHaveAttribute('data-state', 'approved');
    await expect(approval).toContainText(`Aprobados por ${RICARDO.profile.full_name}.`);
    await expect(send).toBeEnabled();
    await send.click();
    await page
      .getByRole('dialog', { name: '¿Enviar la cotización al cliente?' })
      .getByRole('button', { name: 'Enviar cotización' })
      .click();
    await expect(page.getByTestId('quote-status')).toHaveText('Enviada');
    await expect(
      page.getByTestId('history').getByTestId('history-entry').filter({ hasText: 'Aprobó los descuentos' }),
    ).toContainText(RICARDO.profile.full_name);

    // The offer the customer receives has the discount, and no cost, margin or approval.
    const offer = JSON.stringify((await readEmulatorDocument(`quote-detail/${quote.quoteId}`))?.offer);
    expect(offer).toContain('"discount_bp":2000');
    for (const word of ['cost', 'margin', 'approval', RICARDO.profile.full_name]) expect(offer).not.toContain(word);
    expect(DEMO_STAFF.email).not.toBe(RICARDO.email);
  });

  test("a line below its cost is named in the approval panel and the send dialog, and sending it needs the rep's confirmation, which the history keeps", async ({
    page,
  }) => {
    const [a, b] = [PUBLISHED[217]!, PUBLISHED[218]!];
    const priceA = await ensurePrice(a, 50_000);
    await ensurePrice(b, 20_000);
    const quote = await requestQuote('bajo-costo', [
      [a, 3],
      [b, 1],
    ]);
    await openDesk(page, quote.quoteId);
    await takeQuote(page);
    await page.getByRole('button', { name: /^Usar precios de lista/ }).click();
    await expect(saveStatus(page)).toHaveText('Guardado');
    // About 1.88 % below its cost.
    const below = Math.round((priceA.cost_cents * 10_000) / 10_188);
    const margin = formatPercentBp(marginBpOf(below, priceA.cost_cents)!).replace(/^-/, '−');
    await priceOf(lineOf(page, a.product_id)).fill(centsToInput(below));
    await priceOf(lineOf(page, a.product_id)).press('Tab');
    await expect(saveStatus(page)).toHaveText('Guardado');
    await expect(lineOf(page, a.product_id).getByTestId('below-cost')).toContainText('Por debajo del costo');

    const panel = page.getByTestId('discount-approval');
    await expect(panel.getByTestId('below-cost-lines')).toContainText(`SKU ${a.sku}: margen ${margin}`);
    await expect(panel.getByTestId('below-cost-lines')).not.toContainText(b.sku);

    const send = page.getByRole('button', { name: 'Enviar cotización' });
    await expect(send).toBeEnabled();
    await send.click();
    const dialog = page.getByRole('dialog', { name: '¿Enviar la cotización al cliente?' });
    await expect(dialog.getByTestId('below-cost-lines')).toContainText(`SKU ${a.sku}: margen ${margin}`);
    const confirmSend = dialog.getByRole('button', { name: 'Enviar cotización' });
    await expect(confirmSend).toBeDisabled();
    const confirmation = dialog.getByRole('checkbox', { name: 'Confirmo que envío productos por debajo del costo' });
    await confirmation.check();
    await expect(confirmSend).toBeEnabled();
    await expectNoAxeViolations(page, 'the send dialog with a below-cost line');
    await confirmSend.click();
    await expect(page.getByTestId('quote-status')).toHaveText('Enviada');
    await expect(
      page
        .getByTestId('history')
        .getByTestId('history-entry')
        .filter({ hasText: 'Confirmó el envío con productos por debajo del costo' }),
    ).toContainText(`SKU ${a.sku}: margen ${margin}`);
  });
});
