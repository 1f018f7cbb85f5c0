import { readFile } from 'node:fs/promises';
import { readSheet } from 'read-excel-file/node';
import { DEMO_USERS } from '@voltia/demo-data';
import {
  addDays,
  daysOfRange,
  FUNCTIONS_REGION,
  mergeStatsDays,
  metricsCsvRows,
  normalizeSearchTerm,
  presetRange,
  rankViewsAdds,
  staffOrdersTable,
  statsTermKey,
  utcDayOf,
  weeklyOrdersTable,
  ZStatsDayRollup,
  type TMetricsTable,
  type TStatsDayRollup,
  type TStatsRange,
} from '@voltia/domain';
import { BREAKPOINTS } from '@/shared/theme/presentation';
import { formatMetricsCell, METRICS_ORDERS_NOTE } from '@/staff/metrics/metrics-format';
import type { Locator, Page } from '@playwright/test';
import { signInAsStaff } from './account-steps';
import { expectNoAxeViolations } from './axe';
import { PUBLISHED, staffIdToken } from './desk-steps';
import { readEmulatorDocument } from './emulator-data';
import { expect, expectNoHorizontalScroll, test } from './fixtures';
import { addToQuote, openProduct } from './quote-cart';
import { readCsv } from './read-csv';
import { recordStatsBeacons, sentStatsEvents } from './stats-beacons';

// /metricas on the real emulators: a visitor's view, add and searches reach the
// screen through the stats API, the roll-up /metricas asks for when it opens, and the day documents
// it reads. Demo data and other journeys add events too, so the journey reads the figures before
// (after a roll-up of its own) and expects at least one more of each.

const EXISTING_TERM = 'interruptor';
const STOREFRONT_ORIGIN = 'http://127.0.0.1:3000';

/** Folds the newest events into the day documents, as the screen does when it opens. */
async function rollUp(): Promise<void> {
  const origin = process.env.FUNCTIONS_EMULATOR_ORIGIN;
  if (!origin)
    throw new Error('FUNCTIONS_EMULATOR_ORIGIN is not set: run the browser tests through scripts/emulators.mjs');
  const res = await fetch(
    `${origin}/${process.env.GCLOUD_PROJECT ?? 'demo-voltia'}/${FUNCTIONS_REGION}/metrics/rollup`,
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: STOREFRONT_ORIGIN,
        Authorization: `Bearer ${await staffIdToken()}`,
      },
      body: '{}',
    },
  );
  expect(res.status, await res.text()).toBe(200);
}

/** The day documents from `from` to `to` as the emulator holds them (what /metricas reads). */
async function storedDays(from: string, to: string): Promise<TStatsDayRollup[]> {
  const stored = await Promise.all(daysOfRange(from, to).map((day) => readEmulatorDocument(`stats-days/${day}`)));
  return stored.flatMap((data) => (data === null ? [] : [ZStatsDayRollup.parse(data)]));
}

/** The last 7 UTC days' figures as the emulator holds them (what /metricas?rango=7 would show). */
async function lastWeek(): Promise<TStatsRange> {
  const { from, to } = presetRange(7, utcDayOf(new Date()));
  return mergeStatsDays(await storedDays(from, to));
}

/** A table's cells as the screen writes them. */
const shown = (table: TMetricsTable) =>
  table.rows.map((row) => row.cells.map((cell, index) => formatMetricsCell(table.columns[index]!.kind, cell)));

/** The cells of a panel's open table, row by row, as the page shows them. */
const tableCells = (panel: Locator, id: string) =>
  panel
    .getByTestId(`${id}-row`)
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('[data-column]')].map((cell) => cell.textContent ?? '')),
    );

/** A chart's axis labels: what each shows, and the whole name its title holds. */
const axisLabels = (panel: Locator) =>
  panel.getByTestId('chart-axis-label').evaluateAll((labels) =>
    labels.map((label) => ({
      shown: [...label.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join(''),
      whole: label.querySelector('title')?.textContent ?? '',
    })),
  );

/** A table cell's figure ("1,234" → 1234). */
const figure = async (cell: Locator) =>
  Number(((await cell.textContent({ timeout: 5_000 })) ?? '').replace(/[^\d]/g, ''));

/** Opens the panel's table ("Ver tabla"), once the panel has its figures. */
async function showTable(panel: Locator): Promise<void> {
  const toggle = panel.getByRole('button', { name: /^Ver (tabla|gráfica)$/ });
  await expect(toggle).toBeVisible();
  if ((await toggle.textContent()) === 'Ver tabla') await toggle.click();
  await expect(panel.getByRole('table')).toBeVisible();
}

async function exportPanelCsv(page: Page, panel: Locator): Promise<{ fileName: string; rows: string[][] }> {
  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: /^Exportar CSV/ }).click();
  const file = await download;
  return {
    fileName: file.suggestedFilename(),
    rows: readCsv((await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '')),
  };
}

test.describe('metrics', () => {
  test.use({ viewport: { width: BREAKPOINTS.xl, height: 900 } });

  test("a visitor's view, add and searches show in the panels, tables and CSV; axe clean; nothing overflows at 375 px", async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await rollUp();
    const before = await lastWeek();
    // The product most viewed this week (or any published one): one more view keeps it in the top 20.
    const published = new Set(PUBLISHED.map((product) => product.product_id));
    const top = rankViewsAdds(before.products, 'views', Number.MAX_SAFE_INTEGER).find((row) => published.has(row.key));
    const product = PUBLISHED.find((candidate) => candidate.product_id === top?.key) ?? PUBLISHED[3]!;
    const was = before.products[product.product_id] ?? { views: 0, adds: 0 };
    const wasSearched = before.terms[statsTermKey('search', EXISTING_TERM)]?.count ?? 0;
    const unique = `zzsinresultados${Date.now()}`;

    // One visitor, one browser context: view, add, two searches.
    const visitor = await browser.newContext({ baseURL: STOREFRONT_ORIGIN, locale: 'es-MX' });
    const shopper = await visitor.newPage();
    // Each page's events are sent before it is left (a beacon not yet sent when the page goes is lost).
    await recordStatsBeacons(shopper);
    await openProduct(shopper, product.product_id);
    await addToQuote(shopper, product.product_id, 1);
    await expect
      .poll(async () => [
        (await sentStatsEvents(shopper, '/products/viewed')).length,
        (await sentStatsEvents(shopper, '/products/added')).length,
      ])
      .toEqual([1, 1]);
    for (const term of [EXISTING_TERM, unique]) {
      await shopper.goto('/productos');
      await expect(shopper.locator('form[role="search"][data-enhanced="true"]')).toHaveCount(1);
      const search = shopper.getByRole('combobox', { name: 'Buscar productos' });
      await search.fill(term);
      await search.press('Enter');
      await expect(shopper).toHaveURL((url) => url.searchParams.get('q') === term);
      await expect
        .poll(() => sentStatsEvents(shopper, '/search/record'))
        .toEqual([expect.objectContaining({ search_term: term, type: 'search' })]);
    }
    await visitor.close();

    // Staff: /metricas asks for a roll-up when it opens; a reload asks again until every event is in
    // (the visitor's beacons may reach the stats API after the first roll-up).
    await signInAsStaff(page, '/metricas?rango=7');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Métricas');
    await expect(page.getByRole('button', { name: '7 días' })).toHaveAttribute('aria-pressed', 'true');
    const products = page.getByTestId('panel-productos');
    const productRow = products.locator(`[data-testid="productos-row"][data-key="${product.product_id}"]`);
    const terms = page.getByTestId('panel-terminos');
    const termRow = terms.locator(`[data-testid="terminos-row"][data-key="${statsTermKey('search', EXISTING_TERM)}"]`);
    const empty = page.getByTestId('panel-sin-resultados');
    const emptyRow = empty.getByTestId('sin-resultados-row');
    await expect(async () => {
      await page.reload();
      await showTable(products);
      expect(await figure(productRow.locator('[data-column="views"]'))).toBeGreaterThanOrEqual(was.views + 1);
      expect(await figure(productRow.locator('[data-column="adds"]'))).toBeGreaterThanOrEqual(was.adds + 1);
      // Searches: the existing term one more time, the unique one among those without results.
      await terms.getByRole('searchbox', { name: 'Filtrar términos' }).fill(EXISTING_TERM);
      await showTable(terms);
      expect(await figure(termRow.locator('[data-column="count"]'))).toBeGreaterThanOrEqual(wasSearched + 1);
      await empty.getByRole('searchbox', { name: 'Filtrar búsquedas sin resultados' }).fill(unique);
      await showTable(empty);
      await expect(emptyRow).toHaveCount(1, { timeout: 2_000 });
    }).toPass({ timeout: 90_000, intervals: [2_000, 5_000] });
    await expect(page.getByTestId('metrics-rollup-note')).toBeEmpty();
    await expect(productRow.locator('[data-column="sku"]')).toHaveText(product.sku);
    await expect(productRow.locator('[data-column="product"]')).toHaveText(product.description);

    // The CSV of the panel holds the table's numbers, row for row.
    const tableRows = await products
      .getByTestId('productos-row')
      .evaluateAll((rows) =>
        rows.map((row) => [...row.querySelectorAll('[data-column]')].map((cell) => cell.textContent ?? '')),
      );
    const csv = await exportPanelCsv(page, products);
    expect(csv.fileName).toMatch(/^metricas-productos-\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.rows[0]).toEqual(['SKU', 'Producto', 'Vistas', 'Agregados', 'Conversión vista → agregado (%)']);
    const number = (text: string) => text.replace(/[^\d.]/g, '');
    expect(csv.rows.slice(1).map((row) => [row[0], row[1], row[2], row[3]])).toEqual(
      tableRows.map((row) => [row[0], row[1], number(row[2]!), number(row[3]!)]),
    );
    expect(csv.rows.slice(1).map((row) => (row[4] === '' ? '—' : `${row[4]} %`))).toEqual(
      tableRows.map((row) => row[4]),
    );
    // The same rows as an Excel workbook: the SKU and the name text, the counts and the rate numbers.
    const xlsxDownload = page.waitForEvent('download');
    await products.getByRole('button', { name: /^Exportar Excel/ }).click();
    const xlsx = await xlsxDownload;
    expect(xlsx.suggestedFilename()).toBe(csv.fileName.replace(/\.csv$/, '.xlsx'));
    expect(await readSheet((await xlsx.path())!)).toEqual(
      csv.rows.map((row, index) =>
        index === 0 ? row : row.map((cell, column) => (cell === '' ? null : column >= 2 ? Number(cell) : cell)),
      ),
    );

    await expect(emptyRow.locator('[data-column="term"]')).toHaveText(normalizeSearchTerm(unique));
    await expect(emptyRow.locator('[data-column="empty"]')).toHaveText('1');
    const emptyCsv = await exportPanelCsv(page, empty);
    expect(emptyCsv.rows).toEqual([
      ['Término', 'Tipo', 'Veces sin resultados', 'Búsquedas'],
      [normalizeSearchTerm(unique), 'Texto', '1', '1'],
    ]);

    // The quote panels are there with their charts and tables (their figures are the roll-up's own tests').
    for (const id of [
      'embudo',
      'tiempos',
      'semanas',
      'vendedores',
      'vendedores-semanas',
      'pedidos-semanas',
      'pedidos-vendedores',
      'categorias',
      'marcas',
      'busquedas-por-tipo',
    ])
      await expect(page.getByTestId(`panel-${id}`)).toBeVisible();
    await expectNoAxeViolations(page, '/metricas with tables open');
    for (const id of ['productos', 'terminos', 'sin-resultados'])
      await page.getByTestId(`panel-${id}`).getByRole('button', { name: 'Ver gráfica' }).click();
    await expect(products.locator('figure figcaption')).toContainText('Gráfica de barras de vistas');
    await expectNoAxeViolations(page, '/metricas with charts');

    // A phone: the page never scrolls sideways; a wide table scrolls inside its panel.
    await page.setViewportSize({ width: 375, height: 800 });
    await showTable(products);
    await expectNoHorizontalScroll(page);
    await page.getByRole('button', { name: 'Personalizado' }).click();
    await expectNoHorizontalScroll(page);
  });

  test('orders: a "Pedidos" funnel step, value ordered per week and per rep as the demo stats hold them; readable names; axe clean; nothing overflows at 375 px', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // Four weeks ending yesterday: the demo's generated days, which no journey's event reaches (events fold into today).
    await rollUp();
    const to = addDays(utcDayOf(new Date()), -1);
    const from = addDays(to, -27);
    const days = await storedDays(from, to);
    const range = mergeStatsDays(days);
    const weeks = weeklyOrdersTable(days);
    const reps = staffOrdersTable(range);
    // The demo holds orders in the period, for each of its reps, some cancelled.
    expect(range.orders_placed).toBeGreaterThan(0);
    expect(range.orders_cancelled).toBeGreaterThan(0);
    expect(weeks.rows.length).toBeGreaterThanOrEqual(4);
    const demoReps = DEMO_USERS.filter((user) => user.role === 'staff').map((user) => user.profile.full_name);
    expect(reps.rows.map((row) => row.cells[0])).toEqual(expect.arrayContaining(demoReps));

    await signInAsStaff(page, `/metricas?desde=${from}&hasta=${to}`);
    await expect(page.getByRole('button', { name: 'Personalizado' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('metrics-section-note')).toHaveText(METRICS_ORDERS_NOTE);

    // The funnel's last step: the orders placed in the period, after the offers accepted.
    const funnel = page.getByTestId('panel-embudo');
    await showTable(funnel);
    await expect(funnel.getByTestId('embudo-row')).toHaveCount(5);
    expect(await funnel.getByTestId('embudo-row').evaluateAll((rows) => rows.map((row) => row.dataset['key']))).toEqual(
      ['carts_created', 'quotes_requested', 'quotes_sent', 'quotes_accepted', 'orders_placed'],
    );
    const ordersStep = funnel.locator('[data-testid="embudo-row"][data-key="orders_placed"]');
    await expect(ordersStep.locator('[data-column="step"]')).toHaveText('Pedidos');
    await expect(ordersStep.locator('[data-column="count"]')).toHaveText(
      formatMetricsCell('count', range.orders_placed),
    );

    // Per week and per rep: every figure as the stored days hold it, money to the cent.
    const weekly = page.getByTestId('panel-pedidos-semanas');
    const byRep = page.getByTestId('panel-pedidos-vendedores');
    await showTable(weekly);
    expect(await tableCells(weekly, 'pedidos-semanas')).toEqual(shown(weeks));
    await showTable(byRep);
    expect(await tableCells(byRep, 'pedidos-vendedores')).toEqual(shown(reps));
    const total = formatMetricsCell('money', range.value_ordered_cents);
    const column = (table: TMetricsTable, index: number) =>
      table.rows.reduce((sum, row) => sum + Number(row.cells[index]), 0);
    expect([formatMetricsCell('money', column(weeks, 2)), formatMetricsCell('money', column(reps, 2))]).toEqual([
      total,
      total,
    ]);
    const csv = await exportPanelCsv(page, weekly);
    expect(csv.fileName).toBe(`metricas-pedidos-semanas-${from}_${to}.csv`);
    expect(csv.rows).toEqual(metricsCsvRows(weeks));
    await expectNoAxeViolations(page, '/metricas orders tables');

    // The charts name each rep whole, and each product by its SKU first with the whole name on hover.
    for (const panel of [weekly, byRep]) await panel.getByRole('button', { name: 'Ver gráfica' }).click();
    // The chart draws once its code has loaded and it has measured its box: read the labels until they show.
    const repLabels = reps.rows.map((row) => ({ shown: row.cells[0], whole: row.cells[0] }));
    await expect.poll(() => axisLabels(byRep)).toEqual(repLabels);
    await expect.poll(async () => (await axisLabels(page.getByTestId('panel-productos'))).length).toBeGreaterThan(0);
    const productLabels = await axisLabels(page.getByTestId('panel-productos'));
    for (const label of productLabels) {
      expect(label.whole).toMatch(/^\S+ · \S/);
      expect(label.whole.startsWith(label.shown.replace(/…$/, ''))).toBe(true);
    }
    await expect(weekly.locator('figure figcaption')).toContainText('Gráfica de barras de valor pedido');
    await expectNoAxeViolations(page, '/metricas orders charts');

    // A phone: the page never scrolls sideways, with the orders' charts or their tables.
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalScroll(page);
    await expect.poll(() => axisLabels(byRep)).toEqual(repLabels);
    for (const panel of [weekly, byRep]) await showTable(panel);
    await expectNoHorizontalScroll(page);
  });

  test('the period lives in the URL: presets, a custom range, a range it cannot show', async ({ page }) => {
    await signInAsStaff(page, '/metricas?rango=90');
    await expect(page.getByRole('button', { name: '90 días' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('panel-productos')).toBeVisible();
    await page.getByRole('button', { name: '30 días' }).click();
    await expect(page).toHaveURL(/\/metricas\?rango=30$/);

    await page.getByRole('button', { name: 'Personalizado' }).click();
    const today = utcDayOf(new Date());
    // The product's date range (1900-01-01 on) up to today.
    for (const field of ['Desde', 'Hasta']) {
      await expect(page.getByLabel(field)).toHaveAttribute('min', '1900-01-01');
      await expect(page.getByLabel(field)).toHaveAttribute('max', today);
    }
    await page.getByLabel('Desde').fill('2026-01-10');
    await page.getByLabel('Hasta').fill('2026-01-01');
    await page.getByRole('button', { name: 'Aplicar periodo' }).click();
    await expect(page.getByTestId('metrics-range-error')).toHaveText(
      'La fecha de inicio no puede ser posterior a la fecha de fin.',
    );
    const { from } = presetRange(7, today);
    await page.getByLabel('Desde').fill(from);
    await page.getByLabel('Hasta').fill(today);
    await page.getByRole('button', { name: 'Aplicar periodo' }).click();
    await expect(page).toHaveURL(new RegExp(`/metricas\\?desde=${from}&hasta=${today}$`));
    await expect(page.getByRole('button', { name: 'Personalizado' })).toHaveAttribute('aria-pressed', 'true');
    await page.goBack();
    await expect(page).toHaveURL(/\/metricas\?rango=30$/);

    await page.goto('/metricas?desde=2026-01-01&hasta=2099-01-01');
    await expect(page.getByTestId('metrics-url-error')).toHaveText(
      'El periodo no puede terminar después de hoy. Se muestran los últimos 30 días.',
    );
    await expect(page.getByRole('button', { name: '30 días' })).toHaveAttribute('aria-pressed', 'true');

    // The screen's first path, /metrics, stays a permanent redirect that keeps the period.
    const old = await page.request.get('/metrics?rango=7', { maxRedirects: 0 });
    expect(old.status()).toBe(308);
    expect(old.headers().location).toMatch(/\/metricas\?rango=7$/);
    await page.goto('/metrics?rango=7');
    await expect(page).toHaveURL(/\/metricas\?rango=7$/);
    await expect(page.getByTestId('panel-productos')).toBeVisible();
  });
});
