import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import Papa from 'papaparse';
import writeExcelFile from 'write-excel-file/universal';
import type { Page } from '@playwright/test';
import { CATALOGUE_CSV_COLUMNS, CATALOGUE_CSV_EXPORT_COLUMNS, SAT_CATEGORY_PRODUCT_KEYS, skuKey } from '@voltia/domain';
import { DEMO_BRANDS, DEMO_CATEGORIES, DEMO_PRODUCTS } from '@voltia/demo-data';
import { signInAsStaff } from './account-steps';
import { expectNoAxeViolations } from './axe';
import { downloadBy, downloadSheetBy } from './downloads';
import {
  bumpCatalogueEpoch,
  commitEmulatorWrites,
  listEmulatorDocuments,
  patchEmulatorDocument,
  readEmulatorDocument,
} from './emulator-data';
import { expect, expectNoHorizontalScroll, test } from './fixtures';
import { readCsv } from './read-csv';

// /catalogo, the staff's catalogue: a product created there reaches the store's search
// within seconds and leaves it when unpublished; the sample CSV is previewed (a bad row named by row
// and column, the SAT keys of the good ones), simulated and imported, twice; a product's own SAT key
// is set, refused when malformed, and kept; the export is the table, SAT keys included; a failed
// save keeps what was typed; a workbook typed in Excel imports a SKU with leading zeros as it is,
// and the Excel export gives it back as text. Every product a journey makes is removed at the end, so the store's other journeys see the
// demo catalogue only.

const runTag = Date.now().toString(36).toUpperCase();
const SAMPLE_CSV = fileURLToPath(new URL('../../../packages/demo-data/samples/catalogo-ejemplo.csv', import.meta.url));
const brand = DEMO_BRANDS[0]!;
const category = DEMO_CATEGORIES[0]!;

/** Products the journeys created (by SKU), removed after them. */
const createdSkus = new Set<string>();

async function removeCreatedProducts(): Promise<void> {
  if (createdSkus.size === 0) return;
  const keys = new Set([...createdSkus].map(skuKey));
  const products = (await listEmulatorDocuments('products')).filter((doc) =>
    keys.has(skuKey(String(doc.data.sku ?? ''))),
  );
  const ids = new Set(products.map((doc) => doc.id));
  const skuIndex = (await listEmulatorDocuments('product-skus')).filter((doc) =>
    ids.has(String(doc.data.product_id ?? '')),
  );
  await commitEmulatorWrites({
    remove: [
      ...products.map((doc) => `products/${doc.id}`),
      ...products.map((doc) => `retired-products/${doc.id}`),
      ...skuIndex.map((doc) => `product-skus/${doc.id}`),
    ],
  });
  await bumpCatalogueEpoch();
}

test.afterAll(removeCreatedProducts);
// The browser reports each refused request itself (the 409 of a taken SKU, the 404 of a missing
// image the preview tries, the aborted save): expected here; the app's own errors still fail a test.
test.use({ expectedConsoleErrors: [/Failed to load resource/] });

async function openCatalogue(page: Page, query = ''): Promise<void> {
  const next = `/catalogo${query}`;
  await signInAsStaff(page, next);
  // The first call of a run starts the function's instance (it builds its search index): allow for it.
  await settled(page, 30_000);
}

const list = (page: Page) => page.getByTestId('catalogue-list');
const editor = (page: Page) => page.getByTestId('product-editor');
const rowOf = (page: Page, sku: string) => page.locator(`[data-testid="catalogue-row"][data-sku="${sku}"]`);

/** The list has its answer: within the expectation budget of the config unless `timeout` says more. */
async function settled(page: Page, timeout?: number): Promise<void> {
  await expect(list(page)).toHaveAttribute('aria-busy', 'false', timeout === undefined ? {} : { timeout });
  await expect(page.getByTestId('catalogue-loading')).toHaveCount(0);
}

async function searchStaff(page: Page, text: string): Promise<void> {
  await page.getByLabel('Buscar productos').fill(text);
  await page.getByLabel('Buscar productos').press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(text).replace(/%20/g, '\\+')}`));
  await settled(page);
}

async function fillNewProduct(page: Page, sku: string, description: string): Promise<void> {
  await page.getByRole('button', { name: 'Nuevo producto' }).click();
  const dialog = editor(page);
  await expect(dialog.getByRole('heading', { name: 'Nuevo producto' })).toBeVisible();
  await dialog.getByLabel('SKU *').fill(sku);
  await dialog.getByLabel('Descripción *').fill(description);
  await dialog.getByLabel('Marca *').selectOption(brand.id);
  await dialog.getByLabel('Categoría *').selectOption(category.id);
  await dialog.getByLabel('Unidad *').selectOption('pieza');
  await dialog.getByRole('button', { name: 'Añadir atributo' }).click();
  await dialog.getByLabel('Nombre del atributo 1').fill('Tensión');
  await dialog.getByLabel('Valor del atributo 1').fill('127 V');
  await dialog.getByLabel('Publicado en la tienda').check();
}

/** The store's search for `text` lists a product titled `description` (or, with `present` false, does not), within seconds. */
async function expectInStoreSearch(page: Page, text: string, description: string, present: boolean): Promise<void> {
  await expect(async () => {
    await page.goto(`/productos?q=${encodeURIComponent(text)}`);
    const titles = page
      .getByRole('region', { name: 'Resultados' })
      .getByRole('article')
      .getByRole('heading', { name: description });
    await expect(titles).toHaveCount(present ? 1 : 0, { timeout: 1_000 });
  }).toPass({ timeout: 20_000, intervals: [500, 1_000, 2_000] });
}

async function expectNoViolationsAt(
  page: Page,
  what: string,
  widths: readonly number[],
  check: () => Promise<void> = async () => undefined,
): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await check();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, `${what} at ${width} px`);
  }
}

test.describe('the staff catalogue', () => {
  test('a product created in /catalogo is in the store search within seconds; unpublished, it leaves it and its page says so', async ({
    page,
  }) => {
    const sku = `E2E-${runTag}-A`;
    const description = `Timbre zumbador de prueba ${runTag}`;
    createdSkus.add(sku);
    await openCatalogue(page);
    await fillNewProduct(page, sku, description);
    await editor(page).getByRole('button', { name: 'Crear producto' }).click();
    await expect(editor(page)).toHaveCount(0);

    await searchStaff(page, sku);
    const row = rowOf(page, sku);
    await expect(row).toContainText(description);
    await expect(row).toContainText('Publicado');
    const productId = (await row.getAttribute('data-product-id'))!;

    await expectInStoreSearch(page, sku, description, true);
    await page.goto(`/productos/${productId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(description);

    // Unpublish it (still signed in): gone from the search, and its page says it is no longer available.
    await page.goto(`/catalogo?q=${encodeURIComponent(sku)}`);
    await settled(page);
    await rowOf(page, sku)
      .getByRole('button', { name: `Editar ${sku}` })
      .click();
    await editor(page).getByLabel('Publicado en la tienda').uncheck();
    await editor(page).getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(editor(page)).toHaveCount(0);
    await expect(rowOf(page, sku)).toContainText('No publicado');

    await expectInStoreSearch(page, sku, description, false);
    await expect(async () => {
      await page.goto(`/productos/${productId}`);
      await expect(page.getByRole('heading', { name: 'Este producto ya no está disponible' })).toBeVisible({
        timeout: 1_000,
      });
    }).toPass({ timeout: 20_000 });
  });

  test('a failed save keeps every value typed and Reintentar saves them; a taken SKU is refused on its field; closing unsaved work asks first', async ({
    page,
  }) => {
    const sku = `E2E-${runTag}-B`;
    const description = `Contacto de prueba ${runTag}`;
    createdSkus.add(sku);
    await openCatalogue(page);
    await fillNewProduct(page, sku, description);
    await editor(page).getByRole('button', { name: 'Añadir imagen' }).click();
    await editor(page).getByLabel('Dirección de la imagen 1').fill('http://sin-https.example.com/a.png');
    await expect(editor(page).getByTestId('image-preview-status')).toHaveText(
      'La imagen debe ser una dirección https:// o una ruta del sitio.',
    );
    await editor(page).getByLabel('Dirección de la imagen 1').fill('/no-existe-esta-imagen.png');
    await expect(editor(page).getByTestId('image-preview-status')).toHaveAttribute('data-state', 'failed');
    await expect(editor(page).getByTestId('image-preview-status')).toContainText('No se pudo cargar una imagen');
    await editor(page).getByLabel('Dirección de la imagen 1').fill('/icon.svg');
    await expect(editor(page).getByTestId('image-preview-status')).toHaveText('La imagen se carga correctamente.');

    // The function cannot be reached: the values stay, the form says why, and offers Reintentar.
    await page.route('**/catalogue/save', (route) => route.abort('connectionfailed'));
    await editor(page).getByRole('button', { name: 'Crear producto' }).click();
    await expect(editor(page).getByTestId('save-failed')).toBeVisible();
    await expect(editor(page).getByLabel('SKU *')).toHaveValue(sku);
    await expect(editor(page).getByLabel('Descripción *')).toHaveValue(description);
    await expect(editor(page).getByLabel('Valor del atributo 1')).toHaveValue('127 V');
    await expect(editor(page).getByLabel('Dirección de la imagen 1')).toHaveValue('/icon.svg');
    await expectNoAxeViolations(page, 'the editor after a failed save');
    await page.unroute('**/catalogue/save');
    await editor(page).getByRole('button', { name: 'Reintentar' }).click();
    await expect(editor(page)).toHaveCount(0);
    await searchStaff(page, sku);
    await expect(rowOf(page, sku)).toContainText(description);

    // Someone else saves the product while it is open here: the save says so and keeps what was
    // typed; "Guardar de todos modos" then replaces their change, knowingly.
    const productId = (await listEmulatorDocuments('products')).find((doc) => doc.data.sku === sku)!.id;
    await rowOf(page, sku).getByLabel(`Editar ${sku}`).click();
    await patchEmulatorDocument(`products/${productId}`, {
      description: `Cambio de otra persona ${runTag}`,
      updated_at: new Date(),
    });
    await editor(page).getByLabel('Descripción *').fill(`${description} revisado`);
    await editor(page).getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(editor(page).getByTestId('save-failed')).toContainText(
      'Otra persona cambió este producto mientras lo editabas.',
    );
    await expect(editor(page).getByLabel('Descripción *')).toHaveValue(`${description} revisado`);
    await editor(page).getByRole('button', { name: 'Guardar de todos modos' }).click();
    await expect(editor(page)).toHaveCount(0);
    expect((await readEmulatorDocument(`products/${productId}`))?.description).toBe(`${description} revisado`);

    // A second product with a SKU that is taken (spelt in other case and spacing): refused on the SKU field.
    const taken = DEMO_PRODUCTS[0]!.sku;
    await fillNewProduct(page, ` ${taken.toLowerCase()} `, `Duplicado ${runTag}`);
    await editor(page).getByRole('button', { name: 'Crear producto' }).click();
    const skuField = editor(page).getByLabel('SKU *');
    await expect(skuField).toHaveAttribute('aria-invalid', 'true');
    await expect(skuField).toBeFocused();
    await expect(editor(page).getByText('Ya existe otro producto con ese SKU', { exact: false })).toBeVisible();
    await expect(editor(page).getByLabel('Descripción *')).toHaveValue(`Duplicado ${runTag}`);

    // An empty required field is named beside it, in Spanish, and gets the focus.
    await skuField.fill('');
    await editor(page).getByRole('button', { name: 'Crear producto' }).click();
    await expect(editor(page).getByText('Escribe el SKU.')).toBeVisible();
    await expect(skuField).toBeFocused();

    // Closing with unsaved work asks first; "Seguir editando" (focused, so Enter keeps the work)
    // goes back to the field; "Descartar cambios" closes and gives the focus back to the opener.
    await page.keyboard.press('Escape');
    const prompt = editor(page).getByRole('alertdialog', { name: 'Tienes cambios sin guardar.' });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('button', { name: 'Seguir editando' })).toBeFocused();
    await expectNoAxeViolations(page, 'the editor asking before it discards');
    await page.keyboard.press('Enter');
    await expect(prompt).toHaveCount(0);
    await expect(skuField).toBeFocused();
    await expect(editor(page).getByLabel('Descripción *')).toHaveValue(`Duplicado ${runTag}`);
    await editor(page).getByRole('button', { name: 'Cancelar' }).click();
    await prompt.getByRole('button', { name: 'Descartar cambios' }).click();
    await expect(editor(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Nuevo producto' })).toBeFocused();

    // Nothing typed: Escape closes at once.
    await page.getByRole('button', { name: 'Nuevo producto' }).click();
    await expect(editor(page).getByLabel('SKU *')).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(editor(page)).toHaveCount(0);
  });

  test('the sample CSV with a bad row: the preview names row and column, a dry run, the import, and the same file again changes nothing', async ({
    page,
  }) => {
    const sample = (await readFile(SAMPLE_CSV, 'utf8')).replace(/^\uFEFF/, '');
    const parsed = Papa.parse<Record<string, string>>(sample, { header: true, skipEmptyLines: 'greedy' });
    const sampleRows = parsed.data;
    for (const row of sampleRows) createdSkus.add(row.sku ?? '');
    // Our own bad row at the end: its unit is not one the catalogue sells in.
    const badRowNumber = sampleRows.length + 2;
    const badRecord: Record<string, string> = {
      sku: `E2E-${runTag}-MALA`,
      descripcion: 'Fila con unidad inválida',
      marca: brand.id,
      categoria: category.id,
      unidad: 'docena',
      publicado: 'no',
    };
    const badRow = Papa.unparse([CATALOGUE_CSV_COLUMNS.map((column) => badRecord[column] ?? '')]);
    const text = `${sample.trimEnd()}\r\n${badRow}\r\n`;
    const samplePreviewErrors = sampleRows.length; // upper bound; checked below by row

    await openCatalogue(page);
    await page.getByRole('button', { name: 'Importar CSV o Excel' }).click();
    const dialog = page.getByTestId('catalogue-import');
    await dialog
      .getByLabel('Archivo CSV o Excel')
      .setInputFiles({ name: 'catalogo.csv', mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });
    const badError = dialog.locator(`[data-testid="import-error"][data-row="${badRowNumber}"][data-column="unidad"]`);
    await expect(badError).toContainText('La unidad debe ser una de');
    const bad = await dialog
      .getByTestId('import-error')
      .evaluateAll((rows) => new Set(rows.map((row) => row.getAttribute('data-row'))).size);
    expect(bad).toBeLessThanOrEqual(samplePreviewErrors + 1);
    const good = sampleRows.length + 1 - bad;
    expect(good).toBeGreaterThan(0);
    await expect(dialog.getByTestId('import-preview-status')).toContainText(
      `${good} ${good === 1 ? 'correcta' : 'correctas'} y ${bad} con errores`,
    );
    // The SAT keys each good row will be invoiced with: its own, or (cells left empty) the defaults.
    const satRow = (row: number) => dialog.locator(`[data-testid="import-sat-row"][data-row="${row}"]`);
    await expect(satRow(2)).toContainText('39121601');
    await expect(satRow(sampleRows.length + 1)).toContainText('31201502 (de la categoría)');
    await expect(satRow(sampleRows.length + 1)).toContainText('H87 (de la unidad)');
    await expect(satRow(badRowNumber)).toHaveCount(0);
    await expectNoViolationsAt(page, 'the import preview', [375, 1440]);

    await dialog.getByRole('button', { name: 'Simular' }).click();
    await expect(dialog.getByTestId('import-summary')).toContainText(
      `Simulación (no se guardó nada): ${good} se crearía`,
    );
    await dialog.getByRole('button', { name: /^Importar \d+ filas? correctas?$/ }).click();
    await expect(dialog.getByTestId('import-summary')).toContainText(
      `Importación terminada: ${good} ${good === 1 ? 'creado' : 'creados'}, 0 actualizados, 0 sin cambios, ${bad} ${bad === 1 ? 'rechazado' : 'rechazados'}.`,
    );
    await expect(dialog.getByRole('progressbar')).toHaveCount(0);

    // The same file again: nothing changes.
    await dialog
      .getByLabel('Archivo CSV o Excel')
      .setInputFiles({ name: 'catalogo.csv', mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });
    await dialog.getByRole('button', { name: /^Importar \d+ filas? correctas?$/ }).click();
    await expect(dialog.getByTestId('import-summary')).toContainText(
      `Importación terminada: 0 creados, 0 actualizados, ${good} sin cambios`,
    );
    await page.keyboard.press('Escape');

    const firstGood = sampleRows.find((row) => row.sku !== undefined && !/docena/.test(row.unidad ?? ''))!;
    await searchStaff(page, firstGood.sku!);
    await expect(rowOf(page, firstGood.sku!)).toBeVisible();
    const stored = (await listEmulatorDocuments('products')).find((doc) => doc.data.sku === firstGood.sku);
    expect(stored?.data).toMatchObject({
      sat_clave_prod_serv: firstGood.clave_prod_serv,
      sat_clave_unidad: firstGood.clave_unidad,
    });
  });

  test('a product’s own SAT keys: the defaults show while empty, a bad key is refused on its field in Spanish, the saved key is there after a reload', async ({
    page,
  }) => {
    const sku = `E2E-${runTag}-SAT`;
    const description = `Cable de conexión de prueba ${runTag}`;
    createdSkus.add(sku);
    await openCatalogue(page);
    await fillNewProduct(page, sku, description);
    const dialog = editor(page);
    const prodServ = dialog.getByLabel('Clave SAT producto (ClaveProdServ)');
    const unidad = dialog.getByLabel('Clave SAT unidad (ClaveUnidad)');
    const categoryKey = SAT_CATEGORY_PRODUCT_KEYS[category.id as keyof typeof SAT_CATEGORY_PRODUCT_KEYS];
    await expect(prodServ).toHaveAttribute('placeholder', categoryKey.clave_prod_serv);
    await expect(prodServ).toHaveAccessibleDescription(
      `Vacía: se factura con la clave de la categoría, ${categoryKey.clave_prod_serv} «${categoryKey.descripcion}».`,
    );
    await expect(unidad).toHaveAttribute('placeholder', 'H87');
    await expect(unidad).toHaveAccessibleDescription('Vacía: se factura con la clave de la unidad pieza, H87 «Pieza».');

    // Seven digits: refused beside the field, which gets the focus; nothing is sent.
    await prodServ.fill('3912143');
    await dialog.getByRole('button', { name: 'Crear producto' }).click();
    await expect(prodServ).toHaveAttribute('aria-invalid', 'true');
    await expect(prodServ).toBeFocused();
    await expect(
      dialog.getByText('La clave de producto o servicio del SAT (ClaveProdServ) tiene 8 dígitos.'),
    ).toBeVisible();
    await expect(prodServ).toHaveAccessibleDescription(/tiene 8 dígitos/);
    await expectNoAxeViolations(page, 'the editor with a refused SAT key');
    expect((await listEmulatorDocuments('products')).some((doc) => doc.data.sku === sku)).toBe(false);

    // «Hilos o cables de conexión» in c_ClaveProdServ; the unit key stays empty (the unit's applies).
    await prodServ.fill('39121435');
    await expect(prodServ).not.toHaveAttribute('aria-invalid', 'true');
    await dialog.getByRole('button', { name: 'Crear producto' }).click();
    await expect(editor(page)).toHaveCount(0);
    const stored = (await listEmulatorDocuments('products')).find((doc) => doc.data.sku === sku);
    expect(stored?.data.sat_clave_prod_serv).toBe('39121435');
    expect(stored?.data).not.toHaveProperty('sat_clave_unidad');

    await page.reload();
    await settled(page, 30_000);
    await searchStaff(page, sku);
    await rowOf(page, sku)
      .getByRole('button', { name: `Editar ${sku}` })
      .click();
    await expect(editor(page).getByLabel('Clave SAT producto (ClaveProdServ)')).toHaveValue('39121435');
    await expect(editor(page).getByLabel('Clave SAT unidad (ClaveUnidad)')).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(editor(page)).toHaveCount(0);
  });

  test('the export is the filtered table, in the import format', async ({ page }) => {
    const brandProducts = DEMO_PRODUCTS.filter((product) => product.brand_id === brand.id);
    await openCatalogue(page, `?marca=${brand.id}&orden=sku`);
    const shown = await page
      .getByTestId('catalogue-row')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-sku') ?? ''));
    expect(shown.length).toBeGreaterThanOrEqual(Math.min(brandProducts.length, 25));

    const { file, text } = await downloadBy(page, 'Exportar CSV');
    expect(file.suggestedFilename()).toMatch(/^catalogo-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = readCsv(text.replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual([...CATALOGUE_CSV_EXPORT_COLUMNS]);
    const exported = rows.slice(1);
    expect(exported.every((row) => row[2] === brand.id)).toBe(true);
    // Every demo product carries its SAT keys: the export writes them in the last two columns.
    const demoBySku = new Map(brandProducts.map((product) => [product.sku, product]));
    const satColumn = CATALOGUE_CSV_EXPORT_COLUMNS.indexOf('clave_prod_serv');
    const demoRows = exported.filter((row) => demoBySku.has(row[0] ?? ''));
    expect(demoRows.length).toBeGreaterThan(0);
    for (const row of demoRows) {
      const demo = demoBySku.get(row[0] ?? '')!;
      expect(row.slice(satColumn), demo.sku).toEqual([demo.sat_clave_prod_serv, demo.sat_clave_unidad]);
    }
    // The first page of the table is the first rows of the file, in the same order.
    expect(exported.slice(0, shown.length).map((row) => row[0])).toEqual(shown);
    await expect(page.getByTestId('export-status')).toContainText(
      `${exported.length === 1 ? 'descargó 1 producto' : `descargaron ${exported.length} productos`}`,
    );
  });

  test('Excel both ways: a workbook typed with a SKU "00…" imports it with its zeros, and the Excel export gives it back as text', async ({
    page,
  }) => {
    // A SKU of digits with leading zeros: a CSV saved from Excel would turn it into a number and lose them.
    const sku = `00${Date.now().toString().slice(-9)}`;
    createdSkus.add(sku);
    const header = [...CATALOGUE_CSV_COLUMNS, 'clave_prod_serv'];
    const record: Record<string, string> = {
      sku,
      descripcion: `Contacto Excel ${runTag}`,
      marca: brand.id,
      categoria: category.id,
      unidad: 'pieza',
      publicado: 'no',
      clave_prod_serv: '39121601',
    };
    const workbook = await writeExcelFile([
      header.map((value) => ({ value })),
      header.map((column) => (record[column] ? { value: record[column], type: String } : null)),
    ]).toBlob();
    const xlsx = {
      name: 'catalogo.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(await workbook.arrayBuffer()),
    };

    await openCatalogue(page);
    await page.getByRole('button', { name: 'Importar CSV o Excel' }).click();
    const dialog = page.getByTestId('catalogue-import');
    // The workbook reader loads with the first workbook chosen: when it cannot load, the preview says
    // so in Spanish and nothing can be imported; chosen again once it can, the file reads.
    await page.route('**/_next/static/chunks/**', (route) => route.abort());
    await dialog.getByLabel('Archivo CSV o Excel').setInputFiles(xlsx);
    await expect(dialog.getByTestId('import-errors')).toContainText('No se pudo leer el libro de Excel.');
    await expect(dialog.getByRole('button', { name: /^Importar \d+ filas? correctas?$/ })).toHaveCount(0);
    await page.unroute('**/_next/static/chunks/**');
    // The file is read by a web worker, not on the page's own thread (a 50 000-row workbook would
    // freeze the dialog for seconds).
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await dialog.getByLabel('Archivo CSV o Excel').setInputFiles(xlsx);
    await expect(dialog.getByTestId('import-preview-status')).toContainText('1 correcta y 0 con errores');
    expect(workers).toHaveLength(1);
    await expect(dialog.locator('[data-testid="import-sat-row"][data-row="2"]')).toContainText(sku);
    await dialog.getByRole('button', { name: 'Importar 1 fila correcta' }).click();
    await expect(dialog.getByTestId('import-summary')).toContainText('Importación terminada: 1 creado');
    await page.keyboard.press('Escape');
    const stored = (await listEmulatorDocuments('products')).find((doc) => doc.data.sku === sku);
    expect(stored?.data).toMatchObject({ sku, sat_clave_prod_serv: '39121601', published: false });

    await searchStaff(page, sku);
    await expect(rowOf(page, sku)).toBeVisible();
    const { file, sheet } = await downloadSheetBy(page, 'Exportar Excel');
    expect(file.suggestedFilename()).toMatch(/^catalogo-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(sheet[0]).toEqual([...CATALOGUE_CSV_EXPORT_COLUMNS]);
    const exported = sheet.find((row) => row[0] === sku);
    expect(exported?.slice(0, 5)).toEqual([sku, record.descripcion, brand.id, category.id, 'pieza']);
    expect(exported?.[CATALOGUE_CSV_EXPORT_COLUMNS.indexOf('clave_prod_serv')]).toBe('39121601');
    await expect(page.getByTestId('export-status')).toContainText('.xlsx');
  });

  test('filters live in the URL; the screen has no WCAG A/AA violation and no sideways scroll at 375 and 1440 px', async ({
    page,
  }) => {
    await openCatalogue(page);
    await page.getByLabel('Publicado', { exact: true }).selectOption('no');
    await expect(page).toHaveURL(/publicado=no/);
    await settled(page);
    const unpublished = DEMO_PRODUCTS.filter((product) => !product.published);
    if (unpublished.length > 0) await expect(page.getByTestId('catalogue-row').first()).toContainText('No publicado');
    await page.goBack();
    await expect(page).toHaveURL(/\/catalogo$/);

    await expectNoViolationsAt(page, '/catalogo', [375, 1440], () => settled(page));
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByTestId('catalogue-card').first()).toBeVisible();
    await page
      .getByTestId('catalogue-card')
      .first()
      .getByRole('button', { name: /^Editar / })
      .click();
    await expect(editor(page)).toBeVisible();
    await expectNoViolationsAt(page, 'the product editor', [375, 1440]);
  });
});
