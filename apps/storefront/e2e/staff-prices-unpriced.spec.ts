import type { Page } from '@playwright/test';
import {
  CATALOGUE_CSV_COLUMNS,
  CATALOGUE_CSV_PRICE_COLUMNS,
  csvText,
  formatMoney,
  listPriceCents,
  skuKey,
} from '@voltia/domain';
import { BREAKPOINTS } from '@/shared/theme/presentation';
import { DEMO_BRANDS, DEMO_CATEGORIES, DEMO_SUPPLIERS } from '@voltia/demo-data';
import { signInAsStaff } from './account-steps';
import { expectNoAxeViolations } from './axe';
import {
  bumpCatalogueEpoch,
  commitEmulatorWrites,
  listEmulatorDocuments,
  queryEmulatorDocuments,
  readEmulatorDocument,
} from './emulator-data';
import { expect, expectNoHorizontalScroll, test } from './fixtures';

// Issue 19 #2: a product created in /catalogo, or imported by CSV, could never be priced: /precios
// listed only the products that already had a price. Now every product is there, those without a
// price first and marked "Sin precio"; the editor gives one a supplier (linked to the product by the
// save), a cost and a margin, and the list price follows; the import's optional columns `costo`,
// `margen` and `proveedor_costo` price the rows that fill them. Every product these journeys make is
// removed afterwards, with its price and history, so the other journeys read the demo catalogue.

const runTag = Date.now().toString(36).toUpperCase();
const brand = DEMO_BRANDS[0]!;
const category = DEMO_CATEGORIES[0]!;
const supplier = DEMO_SUPPLIERS.find((candidate) => candidate.active)!;

/** Products the journeys created (by SKU), removed after them with their price and history. */
const createdSkus = new Set<string>();

test.afterAll(async () => {
  if (createdSkus.size === 0) return;
  const keys = new Set([...createdSkus].map(skuKey));
  const products = (await listEmulatorDocuments('products')).filter((doc) =>
    keys.has(skuKey(String(doc.data.sku ?? ''))),
  );
  const ids = new Set(products.map((doc) => doc.id));
  const skuIndex = (await listEmulatorDocuments('product-skus')).filter((doc) =>
    ids.has(String(doc.data.product_id ?? '')),
  );
  const history = (await listEmulatorDocuments('price-history')).filter((doc) =>
    ids.has(String(doc.data.product_id ?? '')),
  );
  await commitEmulatorWrites({
    remove: [
      ...[...ids].flatMap((id) => [`products/${id}`, `retired-products/${id}`, `product-prices/${id}`]),
      ...skuIndex.map((doc) => `product-skus/${doc.id}`),
      ...history.map((doc) => `price-history/${doc.id}`),
    ],
  });
  await bumpCatalogueEpoch();
});

/** Opens /precios at `query` and waits for its first page (the page's products and their prices). */
async function openPrices(page: Page, query: string): Promise<void> {
  await page.goto(`/precios${query}`);
  await expect(page.getByTestId('price-loading')).toHaveCount(0);
}

const priceRowOf = (page: Page, sku: string) =>
  page.getByTestId('price-row').filter({ has: page.getByText(sku, { exact: true }) });

test.describe('products without a price', () => {
  test.use({ viewport: { width: BREAKPOINTS.xl, height: 900 } });

  test('a product created in /catalogo is listed in /precios as "Sin precio"; given a supplier, a cost and a margin, it shows its list price', async ({
    page,
  }) => {
    const sku = `E2E-${runTag}-SP`;
    const description = `Contacto sin precio ${runTag}`;
    createdSkus.add(sku);

    // Created in /catalogo without any supplier, as the editor allows.
    await signInAsStaff(page, '/catalogo');
    await page.getByRole('button', { name: 'Nuevo producto' }).click();
    const product = page.getByTestId('product-editor');
    await product.getByLabel('SKU *').fill(sku);
    await product.getByLabel('Descripción *').fill(description);
    await product.getByLabel('Marca *').selectOption(brand.id);
    await product.getByLabel('Categoría *').selectOption(category.id);
    await product.getByLabel('Unidad *').selectOption('pieza');
    await product.getByRole('button', { name: 'Crear producto' }).click();
    await expect(product).toHaveCount(0);

    // In /precios, first and marked; the "Sin precio" filter keeps it.
    await openPrices(page, '');
    await expect(page.getByTestId('price-row').first()).toHaveAttribute('data-priced', 'false');
    await expect(page.getByTestId('price-count')).toContainText('sin precio');
    await page.getByLabel('Precio', { exact: true }).selectOption('sin');
    await expect(page).toHaveURL(/precio=sin/);
    const row = priceRowOf(page, sku);
    await expect(row).toHaveAttribute('data-priced', 'false');
    await expect(row.getByTestId('price-list')).toHaveText('Sin precio');
    await expect(page.locator('[data-testid="price-row"][data-priced="true"]')).toHaveCount(0);

    await row.getByRole('button', { name: `Poner precio a ${sku}` }).click();
    const editor = page.getByRole('dialog', { name: `Precio de ${sku}` });
    await expect(editor).toContainText('Este producto aún no tiene precio');
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, 'the price editor of a product without a price');

    // Without a supplier nothing is sent.
    await editor.getByLabel('Margen (%)').fill('25');
    await editor.getByLabel('Motivo del cambio').fill('Prueba: precio inicial');
    await editor.getByRole('button', { name: 'Guardar precio' }).click();
    await expect(editor.getByTestId('price-supplier-error')).toHaveText('Agrega un proveedor y escribe su costo.');

    await editor.getByLabel('Agregar proveedor').selectOption(supplier.id);
    await editor.getByRole('button', { name: 'Agregar', exact: true }).click();
    const cost = editor.getByLabel(`Costo de ${supplier.name}`);
    await expect(cost).toBeVisible();
    await expect(editor).toContainText('se vinculará al producto al guardar');
    await cost.fill('750');
    const list = listPriceCents(75_000, 2500);
    await expect(editor.getByTestId('live-list-price')).toHaveText(formatMoney(list));
    await editor.getByRole('button', { name: 'Guardar precio' }).click();
    await expect(editor.getByTestId('price-save-status')).toHaveText(`Guardado: precio de lista ${formatMoney(list)}.`);
    await expect(editor.getByTestId('price-history-entry').first()).toContainText('Prueba: precio inicial');
    // Priced, the product leaves the "Sin precio" page under the editor, which follows its own save:
    // no longer "without a price", the supplier linked (not "to be linked"), and a second save works.
    await expect(priceRowOf(page, sku)).toHaveCount(0);
    await expect(editor).not.toContainText('Este producto aún no tiene precio');
    await expect(editor).not.toContainText('se vinculará al producto al guardar');
    await editor.getByLabel('Motivo del cambio').fill('Prueba: se guarda otra vez');
    await editor.getByRole('button', { name: 'Guardar precio' }).click();
    await expect(editor.getByTestId('price-save-status')).toHaveText('No había cambios que guardar.');
    await editor.getByRole('button', { name: 'Cerrar' }).click();
    await expect(editor).toHaveCount(0);

    // Priced now: listed with its supplier, cost, margin and list price.
    await page.getByLabel('Precio', { exact: true }).selectOption('con');
    await page.getByLabel('Buscar por SKU o descripción').fill(sku);
    await page.getByLabel('Buscar por SKU o descripción').press('Enter');
    const priced = priceRowOf(page, sku);
    await expect(priced).toHaveAttribute('data-priced', 'true');
    await expect(priced).toContainText(supplier.name);
    await expect(priced.getByTestId('price-cost')).toHaveText(formatMoney(75_000));
    await expect(priced.getByTestId('price-margin')).toHaveText('25 %');
    await expect(priced.getByTestId('price-list')).toHaveText(formatMoney(list));

    const productId = (await priced.getAttribute('data-product-id'))!;
    expect(await readEmulatorDocument(`product-prices/${productId}`)).toMatchObject({
      supplier_id: supplier.id,
      cost_cents: 75_000,
      margin_bp: 2500,
      list_price_cents: list,
    });
    expect((await readEmulatorDocument(`products/${productId}`))?.supplier_ids).toEqual([supplier.id]);
    expect(await queryEmulatorDocuments('price-history', 'product_id', productId)).toEqual([
      expect.objectContaining({ kind: 'manual', before: null }),
    ]);
  });

  test('a CSV import with cost, margin and supplier prices its rows; a bad cost is named in the preview; /precios shows the list price', async ({
    page,
  }) => {
    const good = `E2E-${runTag}-CSV1`;
    const bad = `E2E-${runTag}-CSV2`;
    createdSkus.add(good);
    createdSkus.add(bad);
    const record = (sku: string, costo: string): Record<string, string> => ({
      sku,
      descripcion: `Importado con costo ${sku}`,
      marca: brand.id,
      categoria: category.id,
      unidad: 'pieza',
      atributos: '',
      proveedores: supplier.id,
      imagenes: '',
      publicado: 'no',
      costo,
      margen: '30',
      proveedor_costo: supplier.id,
    });
    const columns = [...CATALOGUE_CSV_COLUMNS, ...CATALOGUE_CSV_PRICE_COLUMNS];
    const text = csvText([
      columns,
      ...[record(good, '1,234.50'), record(bad, 'caro')].map((cells) => columns.map((column) => cells[column] ?? '')),
    ]);

    await signInAsStaff(page, '/catalogo');
    await page.getByRole('button', { name: 'Importar CSV o Excel' }).click();
    const dialog = page.getByTestId('catalogue-import');
    await dialog
      .getByLabel('Archivo CSV o Excel')
      .setInputFiles({ name: 'precios.csv', mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });
    await expect(dialog.locator('[data-testid="import-error"][data-row="3"][data-column="costo"]')).toContainText(
      'El costo debe ser un importe en pesos mayor que cero',
    );
    await expect(dialog.getByTestId('import-preview-status')).toContainText(
      '1 correcta y 1 con errores. 1 fila trae costo y margen.',
    );
    await dialog.getByRole('button', { name: 'Importar 1 fila correcta' }).click();
    await expect(dialog.getByTestId('import-summary')).toContainText(
      'Importación terminada: 1 creado, 0 actualizados, 0 sin cambios, 1 rechazado. 1 precio guardado.',
    );
    await page.keyboard.press('Escape');

    const list = listPriceCents(123_450, 3000);
    await openPrices(page, `?q=${encodeURIComponent(good)}`);
    const row = priceRowOf(page, good);
    await expect(row).toHaveAttribute('data-priced', 'true');
    await expect(row.getByTestId('price-list')).toHaveText(formatMoney(list));
    await row.getByRole('button', { name: `Editar el precio de ${good}` }).click();
    const history = page.getByRole('dialog', { name: `Precio de ${good}` }).getByTestId('price-history-entry');
    await expect(history).toHaveCount(1);
    await expect(history.first()).toHaveAttribute('data-kind', 'import');
  });
});
