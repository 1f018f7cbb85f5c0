import { adjustCentsByBp, formatMoney, listPriceCents, PRICE_BATCH_STALLED_AFTER_MS } from '@voltia/domain';
import { BREAKPOINTS } from '@/shared/theme/presentation';
import { DEMO_PRODUCTS, DEMO_USERS } from '@voltia/demo-data';
import type { Page } from '@playwright/test';
import { signInAsStaff } from './account-steps';
import { expectNoAxeViolations } from './axe';
import { downloadBy, downloadSheetBy } from './downloads';
import { readCsv } from './read-csv';
import {
  deleteEmulatorDocuments,
  patchEmulatorDocument,
  readEmulatorDocument,
  writeEmulatorDocument,
} from './emulator-data';
import { expect, expectNoHorizontalScroll, test } from './fixtures';
import { BLOCKED_LISTEN_CONSOLE_ERRORS, expectBoundedWaitThenRetry } from './live-steps';

// The price lists (/precios): raise a brand's prices 5 % with a preview and undo it;
// edit one price with the list price computed live; the screen at a phone's and a desktop's width.
// Every journey leaves the prices as it found them (the undo, or a save back), so other journeys
// and a second run read the demo's prices. That a customer cannot read a cost or a margin is proved
// by the rules' attack tests (tests/firestore-rules/src/prices.test.ts).

const mariana = DEMO_USERS.find((user) => user.uid === 'demo-staff-ventas')!;
const BRAND = { id: 'wago', name: 'WAGO' };
const brandProducts = DEMO_PRODUCTS.filter((product) => product.brand_id === BRAND.id);

type TStoredPrice = {
  cost_cents: number;
  margin_bp: number;
  list_price_cents: number;
  supplier_id: string;
  supplier_costs: unknown;
};
/** A product's stored figures and supplier costs (not when or by whom: an undo is a new write). */
async function storedPrice(productId: string): Promise<TStoredPrice> {
  const data = (await readEmulatorDocument(`product-prices/${productId}`)) as unknown as TStoredPrice;
  return {
    cost_cents: data.cost_cents,
    margin_bp: data.margin_bp,
    list_price_cents: data.list_price_cents,
    supplier_id: data.supplier_id,
    supplier_costs: data.supplier_costs,
  };
}

async function openPrices(page: Page, next: string): Promise<void> {
  await signInAsStaff(page, next);
  // One page of products and their prices: 26 product reads and 25 price reads, whatever the catalogue holds.
  await expect(page.getByTestId('price-loading')).toHaveCount(0);
}

const rowOf = (page: Page, productId: string) =>
  page.locator(`[data-testid="price-row"][data-product-id="${productId}"]`);

test.describe('price lists', () => {
  test.use({ viewport: { width: BREAKPOINTS.xl, height: 900 } });

  test.describe('when the live reads never answer', () => {
    test.use({ expectedConsoleErrors: BLOCKED_LISTEN_CONSOLE_ERRORS });

    test('the list says so with "Reintentar" after the bounded wait, never "no products" from an empty cache, and the retry loads it', async ({
      page,
    }) => {
      await openPrices(page, '/precios');
      await expectBoundedWaitThenRetry(page, {
        error: page.getByTestId('price-error'),
        absent: page.getByTestId('price-empty'),
        loaded: page.getByTestId('price-row').first(),
      });
    });
  });

  test('counts every minute while shown; a hidden tab does not, for a minute or a live change, and counts at once when shown again', async ({
    page,
  }) => {
    await page.clock.install();
    let counts = 0;
    page.on('request', (request) => {
      if (request.url().includes(':runAggregationQuery')) counts += 1;
    });
    const show = (state: 'visible' | 'hidden') =>
      page.evaluate((visibility) => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
        document.dispatchEvent(new Event('visibilitychange'));
      }, state);
    await openPrices(page, '/precios?marca=viakon');
    await expect(page.getByTestId('price-count')).toHaveText('27 productos');

    let before = counts;
    await page.clock.fastForward(61_000);
    await expect.poll(() => counts).toBeGreaterThan(before);

    // Five minutes in the background: not one refresh (each is two count queries here; one still
    // on its way from the minute above may land).
    await show('hidden');
    before = counts;
    for (let minute = 0; minute < 5; minute += 1) await page.clock.fastForward(60_000);
    await page.clock.fastForward(1_000);
    expect(counts - before).toBeLessThanOrEqual(2);

    // A live change while hidden (a product of the page renamed elsewhere): its row follows, and
    // nothing is counted until the tab is shown (an import's every batch would count twice).
    const [first] = DEMO_PRODUCTS.filter((product) => product.brand_id === 'viakon').sort((a, b) =>
      a.sku.localeCompare(b.sku),
    );
    const renamed = `${first!.description} (revisado)`;
    before = counts;
    await patchEmulatorDocument(`products/${first!.product_id}`, { description: renamed });
    try {
      await expect(page.getByTestId('price-row').filter({ hasText: renamed })).toHaveCount(1);
      await page.clock.fastForward(1_000);
      await page.waitForTimeout(500);
      expect(counts).toBe(before);

      await show('visible');
      await expect.poll(() => counts).toBeGreaterThan(before);
      await expect(page.getByTestId('price-count')).toHaveText('27 productos');
    } finally {
      await patchEmulatorDocument(`products/${first!.product_id}`, { description: first!.description });
    }
  });

  test('pages through a view 25 at a time in SKU order, counts it, and exports every product of it as CSV', async ({
    page,
  }) => {
    const brand = { id: 'viakon', name: 'Viakon' };
    const skus = DEMO_PRODUCTS.filter((product) => product.brand_id === brand.id)
      .map((product) => product.sku)
      .sort();
    expect(skus).toHaveLength(27);
    const shownSkus = () =>
      page.getByTestId('price-row').evaluateAll((rows) => rows.map((row) => row.querySelector('th span')?.textContent));
    await openPrices(page, `/precios?marca=${brand.id}`);
    await expect(page.getByTestId('price-count')).toHaveText('27 productos');
    await expect(page.getByTestId('price-row')).toHaveCount(25);
    expect(await shownSkus()).toEqual(skus.slice(0, 25));

    const pages = page.getByRole('navigation', { name: 'Páginas de precios' });
    await pages.getByRole('button', { name: 'Siguiente' }).click();
    await expect(pages.getByTestId('inbox-page')).toHaveText('Página 2');
    await expect(page.getByTestId('price-row')).toHaveCount(2);
    expect(await shownSkus()).toEqual(skus.slice(25));
    await expect(pages.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    await pages.getByRole('button', { name: 'Anterior' }).click();
    await expect(page.getByTestId('price-row')).toHaveCount(25);

    const { file, text } = await downloadBy(page, 'Exportar CSV');
    expect(file.suggestedFilename()).toMatch(/^precios-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = readCsv(text.replace('\uFEFF', '').trimEnd());
    expect(rows[0]?.slice(0, 3)).toEqual(['SKU', 'Descripción', 'Marca']);
    expect(rows.slice(1).map((row) => row[0])).toEqual(skus);
    await expect(page.getByTestId('price-export-status')).toHaveText(
      `Se descargaron 27 productos en ${file.suggestedFilename()}.`,
    );
    // The same view as an Excel workbook: the CSV's rows, the SKUs and names as text, the cost, the
    // margin and the list price as numbers.
    const xlsx = await downloadSheetBy(page, 'Exportar Excel');
    expect(xlsx.file.suggestedFilename()).toMatch(/^precios-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(xlsx.sheet[0]).toEqual(rows[0]);
    const amounts = new Set(['Costo (MXN)', 'Margen (%)', 'Precio de lista (MXN)']);
    expect(xlsx.sheet.slice(1)).toEqual(
      rows
        .slice(1)
        .map((row) =>
          row.map((cell, index) => (cell === '' ? null : amounts.has(rows[0]![index]!) ? Number(cell) : cell)),
        ),
    );
    await expect(page.getByTestId('price-export-status')).toHaveText(
      `Se descargaron 27 productos en ${xlsx.file.suggestedFilename()}.`,
    );
  });

  test("raise a brand's prices 5 % with a preview, see them in the table, and undo it: values back, history shows both", async ({
    page,
  }) => {
    const before = new Map(
      await Promise.all(
        brandProducts.map(async (product) => [product.product_id, await storedPrice(product.product_id)] as const),
      ),
    );
    await openPrices(page, `/precios?marca=${BRAND.id}`);
    await expect(page.getByTestId('price-row')).toHaveCount(brandProducts.length);
    for (const product of brandProducts)
      await expect(rowOf(page, product.product_id).getByTestId('price-list')).toHaveText(
        formatMoney(before.get(product.product_id)!.list_price_cents),
      );

    await page.getByRole('button', { name: 'Ajuste masivo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajuste masivo de precios' });
    await dialog.getByLabel('Ajustar por').selectOption('brand');
    await dialog.getByLabel('Marca').selectOption(BRAND.id);
    await dialog.getByLabel('Ajuste del costo (%)').fill('5');
    await dialog.getByLabel('Motivo del ajuste').fill('Prueba: lista 2027 de WAGO');
    await dialog.getByRole('button', { name: 'Vista previa' }).click();
    await expect(dialog.getByTestId('bulk-preview')).toContainText(`${brandProducts.length} precios cambiarán`);
    await expect(dialog.getByTestId('bulk-change')).toHaveCount(brandProducts.length);
    // Previewing writes nothing.
    for (const product of brandProducts)
      expect(await storedPrice(product.product_id)).toEqual(before.get(product.product_id)!);

    await dialog.getByRole('button', { name: `Aplicar ${brandProducts.length} cambios` }).click();
    await expect(dialog.getByTestId('bulk-done')).toContainText(`${brandProducts.length} precios cambiaron`);
    await dialog.getByRole('button', { name: 'Listo' }).click();

    for (const product of brandProducts) {
      const old = before.get(product.product_id)!;
      const raised = listPriceCents(adjustCentsByBp(old.cost_cents, 500), old.margin_bp);
      await expect(rowOf(page, product.product_id).getByTestId('price-list')).toHaveText(formatMoney(raised));
      expect((await storedPrice(product.product_id)).list_price_cents).toBe(raised);
    }

    const batch = page.getByTestId('price-batch').filter({ hasText: 'Marca WAGO: +5 % en costo' }).first();
    await expect(batch).toHaveAttribute('data-state', 'applied');
    await batch.getByRole('button', { name: /Deshacer/ }).click();
    await expect(page.getByTestId('undo-status')).toHaveText(`Se restauraron ${brandProducts.length} precios.`);
    await expect(batch).toHaveAttribute('data-state', 'undone');
    for (const product of brandProducts) {
      await expect(rowOf(page, product.product_id).getByTestId('price-list')).toHaveText(
        formatMoney(before.get(product.product_id)!.list_price_cents),
      );
      expect(await storedPrice(product.product_id)).toEqual(before.get(product.product_id)!);
    }

    const first = brandProducts[0]!;
    await rowOf(page, first.product_id)
      .getByRole('button', { name: `Editar el precio de ${first.sku}` })
      .click();
    const editor = page.getByRole('dialog', { name: `Precio de ${first.sku}` });
    const history = editor.getByTestId('price-history-entry');
    await expect(history.first()).toHaveAttribute('data-kind', 'undo');
    await expect(history.nth(1)).toHaveAttribute('data-kind', 'bulk');
    await expect(history.nth(1)).toContainText('Prueba: lista 2027 de WAGO');
    await expect(history.first()).toContainText(mariana.profile.full_name);
  });

  test('edit one price: the list price is computed live from cost and margin, saved, and in the history', async ({
    page,
  }) => {
    const product = DEMO_PRODUCTS.find((candidate) => candidate.brand_id === 'burndy')!;
    const original = await storedPrice(product.product_id);
    const margin = original.margin_bp === 3000 ? 3100 : 3000;
    const expected = listPriceCents(original.cost_cents, margin);
    await openPrices(page, `/precios?q=${encodeURIComponent(product.sku)}`);
    await rowOf(page, product.product_id)
      .getByRole('button', { name: `Editar el precio de ${product.sku}` })
      .click();
    const editor = page.getByRole('dialog', { name: `Precio de ${product.sku}` });
    await expect(editor.getByTestId('live-list-price')).toHaveText(formatMoney(original.list_price_cents));
    await editor.getByLabel('Margen (%)').fill(String(margin / 100));
    await expect(editor.getByTestId('live-list-price')).toHaveText(formatMoney(expected));

    // Without a reason nothing is sent, and what was typed stays.
    await editor.getByRole('button', { name: 'Guardar precio' }).click();
    await expect(editor.getByText('Escribe el motivo del cambio.')).toBeVisible();
    await expect(editor.getByLabel('Margen (%)')).toHaveValue(String(margin / 100));
    expect((await storedPrice(product.product_id)).margin_bp).toBe(original.margin_bp);

    await editor.getByLabel('Motivo del cambio').fill('Prueba: margen de la categoría');
    await editor.getByRole('button', { name: 'Guardar precio' }).click();
    await expect(editor.getByTestId('price-save-status')).toHaveText(
      `Guardado: precio de lista ${formatMoney(expected)}.`,
    );
    await expect(editor.getByTestId('price-history-entry').first()).toContainText('Prueba: margen de la categoría');
    await expect(rowOf(page, product.product_id).getByTestId('price-list')).toHaveText(formatMoney(expected));
    expect(await storedPrice(product.product_id)).toMatchObject({ margin_bp: margin, list_price_cents: expected });

    // Back as it was, for the other journeys.
    await editor.getByLabel('Margen (%)').fill(String(original.margin_bp / 100));
    await editor.getByLabel('Motivo del cambio').fill('Prueba: margen de vuelta');
    await editor.getByRole('button', { name: 'Guardar precio' }).click();
    await expect(editor.getByTestId('price-save-status')).toHaveText(
      `Guardado: precio de lista ${formatMoney(original.list_price_cents)}.`,
    );

    // Saved, "Cerrar" would close at once; with a margin typed since, it asks first and keeps it.
    await editor.getByLabel('Margen (%)').fill('44.5'); // demo margins are 18–40 %
    await page.keyboard.press('Escape');
    const prompt = page.getByRole('alertdialog', { name: 'Tienes cambios sin guardar.' });
    await expect(prompt.getByRole('button', { name: 'Seguir editando' })).toBeFocused();
    await prompt.getByRole('button', { name: 'Seguir editando' }).click();
    await expect(editor.getByLabel('Margen (%)')).toHaveValue('44.5');
    await expect(editor.getByLabel('Margen (%)')).toBeFocused();
    await editor.getByRole('button', { name: 'Cerrar' }).click();
    await prompt.getByRole('button', { name: 'Descartar cambios' }).click();
    await expect(editor).toHaveCount(0);
    expect((await storedPrice(product.product_id)).margin_bp).toBe(original.margin_bp);
  });
});

test.describe('a bulk adjustment cut off half-way', () => {
  test.use({ viewport: { width: BREAKPOINTS.xl, height: 900 } });
  const product = DEMO_PRODUCTS.find((candidate) => candidate.brand_id === 'siemens')!;
  const batchId = `ajuste-e2e-cortado-${Date.now().toString(36)}`;
  test.afterEach(() =>
    deleteEmulatorDocuments([`price-batches/${batchId}/items/${product.product_id}`, `price-batches/${batchId}`]),
  );

  test('says how far it got and "Deshacer lo aplicado" puts back what it wrote', async ({ page }) => {
    // What the prices function leaves when it dies after its first commit: the batch still
    // 'applying' (1 of 2 written) long after it began, and that one product's price and item.
    const original = await storedPrice(product.product_id);
    const at = new Date(Date.now() - PRICE_BATCH_STALLED_AFTER_MS - 60_000);
    const cost = adjustCentsByBp(original.cost_cents, 500);
    const after = {
      supplier_id: original.supplier_id,
      cost_cents: cost,
      margin_bp: original.margin_bp,
      list_price_cents: listPriceCents(cost, original.margin_bp),
    };
    const costsAfter = [{ supplier_id: original.supplier_id, cost_cents: cost }];
    const by = { uid: mariana.uid, name: mariana.profile.full_name };
    await patchEmulatorDocument(`product-prices/${product.product_id}`, {
      cost_cents: cost,
      list_price_cents: after.list_price_cents,
      supplier_costs: costsAfter,
      updated_at: at,
      updated_by: by,
    });
    await writeEmulatorDocument(`price-batches/${batchId}`, {
      id: batchId,
      scope: { kind: 'brand', id: 'siemens' },
      scope_name: 'Siemens',
      change_bp: 500,
      reason: 'Prueba: ajuste cortado',
      by,
      at,
      state: 'applying',
      count: 2,
      done: 1,
      undone_at: null,
      undone_by: null,
      undo_skipped: [],
    });
    await writeEmulatorDocument(`price-batches/${batchId}/items/${product.product_id}`, {
      product_id: product.product_id,
      before: {
        supplier_id: original.supplier_id,
        cost_cents: original.cost_cents,
        margin_bp: original.margin_bp,
        list_price_cents: original.list_price_cents,
      },
      after,
      supplier_costs_before: original.supplier_costs,
      supplier_costs_after: costsAfter,
      applied_at: at,
    });

    await openPrices(page, '/precios');
    const batch = page.getByTestId('price-batch').filter({ hasText: 'Prueba: ajuste cortado' });
    await expect(batch).toContainText('Interrumpido: 1 de 2 aplicados');
    await batch.getByRole('button', { name: 'Deshacer lo aplicado el ajuste de Siemens' }).click();
    await expect(page.getByTestId('undo-status')).toHaveText('Se restauró 1 precio.');
    await expect(batch).toHaveAttribute('data-state', 'undone');
    await expect(batch.getByRole('button')).toHaveCount(0);
    expect(await storedPrice(product.product_id)).toEqual(original);
  });
});

for (const width of [BREAKPOINTS.xxs, BREAKPOINTS.xl]) {
  test.describe(`/precios at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('passes axe and never scrolls sideways: the list, the editor and the bulk adjustment', async ({ page }) => {
      await openPrices(page, '/precios');
      await expect(page.getByTestId(width < BREAKPOINTS.md ? 'price-card' : 'price-row').first()).toBeVisible();
      await expect(page.getByTestId('price-batch').first()).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page, `/precios at ${width} px`);

      await page
        .getByRole('button', { name: /^Editar el precio de/ })
        .first()
        .click();
      await expect(page.getByTestId('price-editor')).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page, `the price editor at ${width} px`);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('price-editor')).toHaveCount(0);

      await page.getByRole('button', { name: 'Ajuste masivo' }).click();
      await expect(page.getByTestId('bulk-form')).toBeVisible();
      await expectNoAxeViolations(page, `the bulk adjustment at ${width} px`);
    });
  });
}
