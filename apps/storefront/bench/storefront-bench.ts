// Measures the storefront budgets of issues 3 and 11 in a real Chromium against a production build
// and the emulators, and prints each figure beside its budget. Run through `npm run bench` (repo root).
//
//   first-load JS (gzip) of home, catalogue and product pages   ≤ the empty Next.js page + 20 kB,
//                                                                no Firestore/Auth SDK, no Intl formatter built
//   the legal pages (static server pages)                        no first-load script of their own
//   first-load JS of the staff quote desk                        ≤ the empty Next.js page + 90 kB
//   first-load JS of /metricas                                    ≤ the empty Next.js page + 90 kB
//   all JavaScript /metricas loads, signed in, to its panels      ≤ 700 kB gzip (recharts and the
//                                                                calendar load with its screen only)
//   the staff inbox shown, with 1 000 requested quotes            ≤ 2 000 ms
//   the staff order list shown, with 1 000 orders                 ≤ 2 000 ms
//   add to cart: click → line visible (pointer resting on the     ≤ 100 ms
//   button REACH_MS first, as a person's reach)
//   Firestore operations per add                                 1 read + 1 write (first add: 2 writes)
//   live listeners per cart, however many components show it    1 subscription
//
// Beside the pages it measures an empty Next.js page built with the same next and react
// (bench/empty-next-app, served at EMPTY_APP_URL): the JavaScript any page of this stack ships before
// a line of the storefront's own, so the report shows how much of each page is ours.
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page, type Request } from '@playwright/test';
import { DEMO_PRODUCTS, DEMO_USERS } from '@voltia/demo-data';
import { seedBenchQuotes } from '@voltia/demo-data/bench';
import { seedBenchOrders } from '@voltia/demo-data/bench-orders';
import {
  BENCH_CHROMIUM_ARGS,
  CHROMIUM_PATH,
  openProductReady,
  reachClickAndWaitForBadge,
  REACH_MS,
  percentile,
  printReport,
  settled,
  type TReportRow,
} from './bench-kit';

const baseURL = process.env.STOREFRONT_URL ?? 'http://127.0.0.1:3000';
const emptyAppURL = process.env.EMPTY_APP_URL;
const nextVersion = (createRequire(import.meta.url)('next/package.json') as { version: string }).version;
const product = DEMO_PRODUCTS.filter((p) => p.published)[5]!;
const productPath = `/productos/${encodeURIComponent(product.product_id)}`;

// Issue 11, section 6: the framework's own floor (an empty Next.js page) plus this much of ours.
const STORE_JS_ABOVE_FLOOR_KB = 20;
const DESK_JS_ABOVE_FLOOR_KB = 90;
const METRICS_JS_ABOVE_FLOOR_KB = 90;
const METRICS_ALL_JS_KB = 700;
const INBOX_QUOTES = 1000;
const INBOX_BUDGET_MS = 2000;
const LIST_ORDERS = 1000;
const ORDER_LIST_BUDGET_MS = 2000;
const staff = DEMO_USERS.find((user) => user.role === 'staff')!;
const ADD_BUDGET_MS = 100;
// Strings only the Firestore / Auth SDKs carry (their service hosts).
const SDK_MARKERS = ['firestore.googleapis.com', 'identitytoolkit.googleapis.com', 'securetoken.googleapis.com'];
// A string only the back-office's shell carries: customer pages must never load staff code.
const STAFF_MARKERS = ['Voltia · Ventas'];
// A locale formatter built in the browser: the first one loads the locale's data, ≈ 25 ms on this
// host and four times that on a mid-range phone, one long task. The customer pages format on the server.
const INTL_MARKER = /new Intl\.[A-Za-z]+\(|\.toLocaleString\(/;

const rows: TReportRow[] = [];
const row = (name: string, value: string, budget: string, ok: boolean | null) => rows.push({ name, value, budget, ok });

async function newPage(browser: Browser, origin = baseURL): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin, locale: 'es-MX' });
  return context.newPage();
}

/**
 * The page's initial JavaScript: the module scripts its HTML names (the `noModule` polyfills only
 * old browsers load are left out), gzip-sized, and whether any holds Firestore/Auth SDK code. Also
 * what it loads later, once interactive (the cart runtime after idle, for instance).
 */
async function firstLoadJs(browser: Browser, path: string, origin = baseURL) {
  const html = await (await fetch(new URL(path, origin))).text();
  const initial = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js)"[^>]*>/g)]
    .filter(([tag]) => !/nomodule/i.test(tag))
    .map(([, src]) => new URL(src!, origin).href);
  const unique = [...new Set(initial)];
  let gzipBytes = 0;
  const withSdk: string[] = [];
  const withStaff: string[] = [];
  const withIntl: string[] = [];
  for (const url of unique) {
    const buffer = Buffer.from(await (await fetch(url)).arrayBuffer());
    gzipBytes += gzipSync(buffer, { level: 9 }).length;
    const text = buffer.toString('utf8');
    if (SDK_MARKERS.some((m) => text.includes(m))) withSdk.push(url.split('/').pop() ?? url);
    if (STAFF_MARKERS.some((m) => text.includes(m))) withStaff.push(url.split('/').pop() ?? url);
    if (INTL_MARKER.test(text)) withIntl.push(url.split('/').pop() ?? url);
  }

  const page = await newPage(browser, origin);
  const later: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && !unique.includes(request.url())) later.push(request.url());
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.context().close();
  return {
    kb: gzipBytes / 1024,
    count: unique.length,
    scripts: unique,
    withSdk,
    withStaff,
    withIntl,
    later: later.length,
  };
}

/** Each run: a new visitor's first add (cart created) and, on another product, a later add. */
async function addLatency(browser: Browser, runs: number) {
  const otherPath = `/productos/${encodeURIComponent(DEMO_PRODUCTS.filter((p) => p.published)[9]!.product_id)}`;
  const first: number[] = [];
  const later: number[] = [];
  for (let i = 0; i < runs; i++) {
    const page = await newPage(browser);
    await openProductReady(page, productPath);
    first.push(await reachClickAndWaitForBadge(page, '1'));
    await settled(page);
    await openProductReady(page, otherPath);
    later.push(await reachClickAndWaitForBadge(page, '2'));
    await settled(page);
    await page.context().close();
  }
  return { first, later };
}

/** Firestore RPCs the browser makes for the first add and for a later add to the same cart. */
async function operationsPerAdd(browser: Browser) {
  const page = await newPage(browser);
  const requests: Request[] = [];
  page.on('request', (r) => {
    if (r.url().includes('google.firestore.v1.Firestore') || r.url().includes('/documents:')) requests.push(r);
  });
  await openProductReady(page, productPath);
  const add = page.getByRole('button', { name: 'Agregar a cotización' });

  const count = (from: number) => {
    const slice = requests.slice(from);
    const body = (r: Request) => decodeURIComponent(r.postData() ?? '');
    const writes = slice
      .filter((r) => r.url().includes('/Write/') || r.url().includes(':commit'))
      .reduce((n, r) => n + (body(r).match(/"update":/g)?.length ?? 0) + (body(r).match(/"delete":/g)?.length ?? 0), 0);
    const reads = slice
      .filter((r) => r.url().includes(':batchGet'))
      .reduce(
        (n, r) =>
          n +
          (body(r)
            .match(/"documents":\s*\[([^\]]*)\]/)?.[1]
            ?.split(',').length ?? 0),
        0,
      );
    return { reads, writes };
  };

  let mark = requests.length;
  await add.click();
  await page.getByText('Producto agregado a tu cotización.').first().waitFor();
  await settled(page);
  const firstAdd = count(mark);

  // A later add that changes the line: 2 typed over the 1 in the cart (the same 1 again changes
  // nothing, and says so instead of "Producto agregado").
  await page.getByLabel('Cantidad').first().fill('2');
  mark = requests.length;
  await add.click();
  await page.getByText('la cantidad ahora es 2', { exact: false }).first().waitFor();
  await settled(page);
  const laterAdd = count(mark);

  // Listeners: open the cart page (badge + cart view both show the cart) and count listen targets.
  const targets: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/Listen/'))
      targets.push(...(decodeURIComponent(r.postData() ?? '').match(/"addTarget":/g) ?? []));
  });
  await page.goto('/carrito');
  await page.locator('li[data-product-id]').first().waitFor();
  // The lines show at once from what the browser last saw; the live cart starts with the first interaction.
  await page.keyboard.press('Tab');
  await page.waitForSelector('[data-testid="cart-count"][data-stale="false"]');
  await settled(page);
  await page.waitForTimeout(1000);
  await page.context().close();
  return { firstAdd, laterAdd, listenTargets: targets.length };
}

/** gzip size of every script a page fetches until `until` resolves. */
async function scriptsFetched(page: Page, until: () => Promise<unknown>): Promise<number> {
  const urls = new Set<string>();
  const listener = (request: Request) => {
    if (request.resourceType() === 'script') urls.add(request.url());
  };
  page.on('request', listener);
  await until();
  page.off('request', listener);
  let bytes = 0;
  for (const url of urls) bytes += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length;
  return bytes / 1024;
}

/**
 * Signed in as the demo staff member: the inbox with INBOX_QUOTES more requested quotes in the
 * emulator (navigation to /cotizacion until the first quote's row), the order list with LIST_ORDERS
 * more orders (navigation to /pedidos until the first order's row), and the desk of a demo quote
 * (navigation until its first line, and every script it took, in a fresh tab without cache).
 */
async function staffTimes(
  browser: Browser,
): Promise<{ inboxMs: number; orderListMs: number; deskMs: number; deskKb: number; metricsKb: number }> {
  const projectId = process.env.GCLOUD_PROJECT ?? 'demo-voltia';
  const removeBenchQuotes = await seedBenchQuotes(projectId, INBOX_QUOTES);
  const removeBenchOrders = await seedBenchOrders(projectId, LIST_ORDERS);
  const page = await newPage(browser);
  try {
    await page.goto('/b2b/login?next=%2Fcotizacion');
    await page.getByLabel('Correo electrónico').fill(staff.email);
    await page.getByLabel('Contraseña').fill(staff.password);
    await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
    await page.waitForURL('**/cotizacion');
    await page.getByRole('link', { name: /^COT-/ }).first().waitFor();
    const timed = async (path: string, shown: () => Promise<unknown>) => {
      const samples: number[] = [];
      for (let i = 0; i < 3; i++) {
        await page.goto('/');
        const start = Date.now();
        await page.goto(path);
        await shown();
        samples.push(Date.now() - start);
      }
      return percentile(samples, 50);
    };
    const deskPath = '/cotizacion/demo-quote-mendez-revision';
    const firstLine = () => page.getByTestId('desk-line').first().waitFor({ timeout: 30_000 });
    const inboxMs = await timed('/cotizacion', () =>
      page.getByRole('link', { name: /^COT-/ }).first().waitFor({ timeout: 30_000 }),
    );
    const orderListMs = await timed('/pedidos', () =>
      page.getByTestId('order-row').getByRole('link', { name: /^PED-/ }).first().waitFor({ timeout: 30_000 }),
    );
    const deskMs = await timed(deskPath, firstLine);
    const fresh = await page.context().newPage();
    // Routing every request turns the browser cache off, so every script is fetched and counted.
    await fresh.route('**/*', (route) => route.continue());
    const deskKb = await scriptsFetched(fresh, async () => {
      await fresh.goto(deskPath);
      await fresh.getByTestId('desk-line').first().waitFor({ timeout: 30_000 });
    });
    // /metricas until its first panel (or "Sin datos"), roll-up included, in a fresh tab without cache.
    const metrics = await page.context().newPage();
    await metrics.route('**/*', (route) => route.continue());
    const metricsKb = await scriptsFetched(metrics, async () => {
      await metrics.goto('/metricas?rango=30');
      await metrics.getByTestId('panel-productos').waitFor({ timeout: 60_000 });
    });
    return { inboxMs, orderListMs, deskMs, deskKb, metricsKb };
  } finally {
    await page.context().close();
    await removeBenchQuotes();
    await removeBenchOrders();
  }
}

async function main() {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...BENCH_CHROMIUM_ARGS] });
  try {
    if (!emptyAppURL)
      throw new Error(
        'EMPTY_APP_URL is not set: the JS budgets are measured against the empty Next.js page (scripts/bench.mjs serves it)',
      );
    const floor = await firstLoadJs(browser, '/', emptyAppURL);
    row(
      `first-load JS, an empty Next.js ${nextVersion} page (the framework's floor)`,
      `${floor.kb.toFixed(1)} kB gzip`,
      'context',
      null,
    );
    const aboveFloor = (name: string, js: Awaited<ReturnType<typeof firstLoadJs>>, budgetKb: number) => {
      const above = js.kb - floor.kb;
      row(
        `first-load JS, ${name} (${js.count} scripts; ${js.later} more after interactive)`,
        `${js.kb.toFixed(1)} kB gzip`,
        'context',
        null,
      );
      row(`  of which above the empty page`, `${above.toFixed(1)} kB gzip`, `≤ ${budgetKb} kB`, above <= budgetKb);
    };
    for (const [name, path] of [
      ['home', '/'],
      ['catalogue', '/productos?q=interruptor'],
      ['product', productPath],
    ] as const) {
      const js = await firstLoadJs(browser, path);
      aboveFloor(name, js, STORE_JS_ABOVE_FLOOR_KB);
      row(
        `Firestore/Auth SDK in ${name} initial JS`,
        js.withSdk.length ? `yes: ${js.withSdk.join(', ')}` : 'none',
        'none',
        js.withSdk.length === 0,
      );
      row(
        `back-office code in ${name} initial JS`,
        js.withStaff.length ? `yes: ${js.withStaff.join(', ')}` : 'none',
        'none',
        js.withStaff.length === 0,
      );
      row(
        `Intl formatter built by ${name} initial JS`,
        js.withIntl.length ? `yes: ${js.withIntl.join(', ')}` : 'none',
        'none',
        js.withIntl.length === 0,
      );
    }
    // The legal pages are server components only: what they load, two other store pages share (the
    // framework, the root layout, the store frame's client parts); a script of their own is a regression.
    const [cartJs, loginJs] = [await firstLoadJs(browser, '/carrito'), await firstLoadJs(browser, '/b2b/login')];
    const storeFrame = cartJs.scripts.filter((src) => loginJs.scripts.includes(src));
    for (const [name, path] of [
      ['privacy notice', '/aviso-de-privacidad'],
      ['terms', '/terminos-y-condiciones'],
    ] as const) {
      const js = await firstLoadJs(browser, path);
      const own = js.scripts.filter((src) => !storeFrame.includes(src));
      row(`first-load JS, ${name} (${js.count} scripts)`, `${js.kb.toFixed(1)} kB gzip`, 'context', null);
      row(`  scripts of its own (not shared by the store pages)`, String(own.length), '0', own.length === 0);
    }
    const deskJs = await firstLoadJs(browser, '/cotizacion/demo-quote-mendez-revision');
    aboveFloor('staff quote desk', deskJs, DESK_JS_ABOVE_FLOOR_KB);

    const metricsJs = await firstLoadJs(browser, '/metricas?rango=30');
    aboveFloor('staff metrics', metricsJs, METRICS_JS_ABOVE_FLOOR_KB);

    const inboxJs = await firstLoadJs(browser, '/cotizacion');
    row(`first-load JS, staff inbox (${inboxJs.count} scripts)`, `${inboxJs.kb.toFixed(1)} kB gzip`, 'context', null);

    const staffFigures = await staffTimes(browser);
    row(
      `staff inbox shown with ${INBOX_QUOTES} requested quotes (navigation → first row), median of 3`,
      `${staffFigures.inboxMs.toFixed(0)} ms`,
      `≤ ${INBOX_BUDGET_MS} ms`,
      staffFigures.inboxMs <= INBOX_BUDGET_MS,
    );
    row(
      `staff order list shown with ${LIST_ORDERS} orders (navigation → first row), median of 3`,
      `${staffFigures.orderListMs.toFixed(0)} ms`,
      `≤ ${ORDER_LIST_BUDGET_MS} ms`,
      staffFigures.orderListMs <= ORDER_LIST_BUDGET_MS,
    );
    row(
      'staff quote desk shown, signed in (navigation → first priced line), median of 3',
      `${staffFigures.deskMs.toFixed(0)} ms`,
      'context',
      null,
    );
    row(
      '  all JavaScript the desk loads to get there (shell, desk, Firebase SDK)',
      `${staffFigures.deskKb.toFixed(1)} kB gzip`,
      'context',
      null,
    );
    row(
      'all JavaScript /metricas loads, signed in, to its panels (shell, screen, recharts, Firebase SDK)',
      `${staffFigures.metricsKb.toFixed(1)} kB gzip`,
      `≤ ${METRICS_ALL_JS_KB} kB`,
      staffFigures.metricsKb <= METRICS_ALL_JS_KB,
    );

    const latency = await addLatency(browser, 8);
    for (const [name, samples] of [
      ['first add (creates the cart)', latency.first],
      ['later add', latency.later],
    ] as const) {
      const p95 = percentile(samples, 95);
      row(
        `click → line shown, ${name}, p95 of ${samples.length} (pointer on the button ${REACH_MS} ms first)`,
        `${p95.toFixed(1)} ms`,
        `≤ ${ADD_BUDGET_MS} ms`,
        p95 <= ADD_BUDGET_MS,
      );
    }

    const ops = await operationsPerAdd(browser);
    row(
      'first add: Firestore reads / writes',
      `${ops.firstAdd.reads} / ${ops.firstAdd.writes}`,
      '0 / 2',
      ops.firstAdd.reads === 0 && ops.firstAdd.writes === 2,
    );
    row(
      'later add: Firestore reads / writes',
      `${ops.laterAdd.reads} / ${ops.laterAdd.writes}`,
      '1 / 1',
      ops.laterAdd.reads === 1 && ops.laterAdd.writes === 1,
    );
    // One cart subscription = the quote document and its lines: two listen targets.
    row(
      'listen targets for one cart shown by badge and cart page',
      String(ops.listenTargets),
      '2 (one subscription)',
      ops.listenTargets === 2,
    );
  } finally {
    await browser.close();
  }

  printReport('Storefront budgets', rows);
}

await main();
