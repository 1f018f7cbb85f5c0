// What a phone feels: Lighthouse 12.8 (13 declares Node >= 22), its mobile preset with
// simulated throttling, on Debian's Chromium against the production build and the emulators, and
// each figure beside its budget. Run through `npm run bench` (repo root), which serves both apps.
//
//   performance score, every customer page, first-time and returning visitor   ≥ 95
//   Total Blocking Time                                ≤ the empty Next.js page's + 100 ms
//   scripts loaded with no interaction (first-time visitor, gzip) ≤ the empty page's + 20 kB
//   requests to hosts other than the app's and the emulators'     none
//
// The empty Next.js page (bench/empty-next-app, EMPTY_APP_URL) is measured in the same run: the
// framework's floor on this machine, so the figures compare on a noisy one. A returning visitor has
// a 10-line quote cart, added through the product pages in the same Chromium profile beforehand.
// Each figure is the median of LIGHTHOUSE_RUNS runs (3 unless set).
//
// Calibrated to the host (cpu-calibration.ts): the run first reads Lighthouse's benchmarkIndex of
// this machine (the median of LIGHTHOUSE_RUNS readings) and slows the CPU by the multiplier that makes
// this host stand for the phone of Lighthouse's mobile preset, instead of the preset's fixed 4×, so a
// slower host does not read as a slower page. LIGHTHOUSE_CPU_MULTIPLIER sets the multiplier instead.
// The index and the multiplier are printed; the empty page in the same run checks the calibration.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { DEMO_PRODUCTS } from '@voltia/demo-data';
import { cpuMultiplierFor, LIGHTHOUSE_DEFAULT_CPU_MULTIPLIER } from './cpu-calibration';
import {
  BENCH_CHROMIUM_ARGS,
  CHROMIUM_PATH,
  clickAndWaitForBadge,
  openProductReady,
  percentile,
  printReport,
  settled,
  type TReportRow,
} from './bench-kit';

const baseURL = process.env.STOREFRONT_URL ?? 'http://127.0.0.1:3000';
const emptyAppURL = process.env.EMPTY_APP_URL;
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const PERFORMANCE_BUDGET = 95;
const TBT_ABOVE_FLOOR_MS = 100;
const SCRIPT_ABOVE_FLOOR_KB = 20;
const CART_LINES = 10;
/** The app's own host and the emulators' (all on loopback). */
const OWN_HOSTS = new Set(['127.0.0.1', 'localhost']);

const published = DEMO_PRODUCTS.filter((p) => p.published);
const productPath = `/productos/${encodeURIComponent(published[5]!.product_id)}`;
const PAGES = [
  ['home', '/'],
  ['catalogue', '/productos'],
  ['a search', '/productos?q=interruptor'],
  ['a product page', productPath],
  ['the cart', '/carrito'],
] as const;

type TFigures = { score: number; tbtMs: number; lcpMs: number; cls: number; scriptKb: number; foreign: string[] };

const gzipSizes = new Map<string, Promise<number>>();
/** A script's size gzip-compressed (level 9), whatever the server sent: the budgets are in gzip kB. */
function gzipKb(url: string): Promise<number> {
  let size = gzipSizes.get(url);
  if (size === undefined) {
    size = fetch(url).then(async (res) => gzipSync(Buffer.from(await res.arrayBuffer()), { level: 9 }).length / 1024);
    gzipSizes.set(url, size);
  }
  return size;
}

/** The CPU slowdown every audit of this run uses (set by calibrate()). */
let cpuSlowdownMultiplier = LIGHTHOUSE_DEFAULT_CPU_MULTIPLIER;
/**
 * The benchmarkIndex Lighthouse read at the start of each page's audit: the host as it was during
 * the audits, which the calibration (read before them) stands for only if it did not move.
 */
const auditIndices: number[] = [];

async function lighthouseResult(url: string, port: number, keepStorage: boolean) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: keepStorage,
    throttling: { cpuSlowdownMultiplier },
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`);
  return lhr;
}

/** This host's benchmarkIndex (median of RUNS readings, on the empty page) and the multiplier for it. */
async function calibrate(url: string): Promise<{ index: number; multiplier: number; fixed: boolean }> {
  const readings: number[] = [];
  for (let run = 0; run < RUNS; run++)
    readings.push(
      await withChromium(async (port) => (await lighthouseResult(url, port, false)).environment.benchmarkIndex),
    );
  const index = percentile(readings, 50);
  const fixed = process.env.LIGHTHOUSE_CPU_MULTIPLIER;
  const multiplier = fixed === undefined ? cpuMultiplierFor(index) : Number(fixed);
  if (!(multiplier >= 1)) throw new Error(`LIGHTHOUSE_CPU_MULTIPLIER must be a number ≥ 1, not ${fixed}`);
  return { index, multiplier, fixed: fixed !== undefined };
}

async function audit(url: string, port: number, keepStorage: boolean): Promise<TFigures> {
  const lhr = await lighthouseResult(url, port, keepStorage);
  auditIndices.push(lhr.environment.benchmarkIndex);
  const requests =
    (
      lhr.audits['network-requests']?.details as
        { items?: { url: string; resourceType?: string; transferSize?: number }[] } | undefined
    )?.items ?? [];
  const scripts = requests.filter(
    (request) => request.resourceType === 'Script' && OWN_HOSTS.has(new URL(request.url).hostname),
  );
  const foreign = requests
    .map((request) => new URL(request.url))
    .filter((target) => /^https?:$/.test(target.protocol) && !OWN_HOSTS.has(target.hostname))
    .map((target) => target.host);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    scriptKb: (await Promise.all(scripts.map((request) => gzipKb(request.url)))).reduce((sum, kb) => sum + kb, 0),
    foreign,
  };
}

/** A Chromium of its own (its own profile), as Lighthouse drives it. */
async function withChromium<T>(run: (port: number) => Promise<T>): Promise<T> {
  const profile = mkdtempSync(join(tmpdir(), 'voltia-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    userDataDir: profile,
    chromeFlags: ['--headless=new', ...BENCH_CHROMIUM_ARGS],
  });
  try {
    return await run(chrome.port);
  } finally {
    chrome.kill();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** Fills the profile's quote cart with CART_LINES products, through the product pages. */
async function fillCart(port: number): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0]!;
  const page = await context.newPage();
  try {
    for (let line = 0; line < CART_LINES; line++) {
      await openProductReady(
        page,
        new URL(`/productos/${encodeURIComponent(published[10 + line]!.product_id)}`, baseURL).href,
      );
      await clickAndWaitForBadge(page, String(line + 1));
      await settled(page);
    }
  } finally {
    await page.close();
    await browser.close();
  }
}

function median(samples: readonly TFigures[]): TFigures {
  const pick = (key: 'score' | 'tbtMs' | 'lcpMs' | 'cls' | 'scriptKb') =>
    percentile(
      samples.map((s) => s[key]),
      50,
    );
  return {
    score: pick('score'),
    tbtMs: pick('tbtMs'),
    lcpMs: pick('lcpMs'),
    cls: pick('cls'),
    scriptKb: pick('scriptKb'),
    foreign: [...new Set(samples.flatMap((s) => s.foreign))],
  };
}

async function measure(url: string, visitor: 'first' | 'returning'): Promise<TFigures> {
  const samples: TFigures[] = [];
  for (let run = 0; run < RUNS; run++) {
    samples.push(
      await withChromium(async (port) => {
        if (visitor === 'returning') await fillCart(port);
        return audit(url, port, visitor === 'returning');
      }),
    );
  }
  return median(samples);
}

async function main() {
  if (!emptyAppURL)
    throw new Error(
      'EMPTY_APP_URL is not set: the budgets are measured against the empty Next.js page (scripts/bench.mjs serves it)',
    );
  const rows: TReportRow[] = [];
  const row = (name: string, value: string, budget: string, ok: boolean | null) =>
    rows.push({ name, value, budget, ok });

  const calibration = await calibrate(emptyAppURL);
  cpuSlowdownMultiplier = calibration.multiplier;
  row(
    `host benchmarkIndex (median of ${RUNS}) → CPU slowdown`,
    `${calibration.index.toFixed(0)} → ${calibration.multiplier.toFixed(2)}×`,
    calibration.fixed
      ? 'context: LIGHTHOUSE_CPU_MULTIPLIER'
      : `context: the preset's ${LIGHTHOUSE_DEFAULT_CPU_MULTIPLIER}× calibrated to the host`,
    null,
  );
  const floor = await measure(emptyAppURL, 'first');
  row(
    `empty Next.js page (the floor): performance / TBT`,
    `${floor.score} / ${floor.tbtMs.toFixed(0)} ms`,
    'context',
    null,
  );
  row(`  its scripts loaded with no interaction`, `${floor.scriptKb.toFixed(1)} kB gzip`, 'context', null);
  const tbtBudget = floor.tbtMs + TBT_ABOVE_FLOOR_MS;

  for (const visitor of ['first', 'returning'] as const) {
    for (const [name, path] of PAGES) {
      const figures = await measure(new URL(path, baseURL).href, visitor);
      const who = visitor === 'first' ? 'first-time visitor' : `returning visitor, ${CART_LINES}-line cart`;
      row(
        `${name}, ${who}: performance`,
        String(figures.score),
        `≥ ${PERFORMANCE_BUDGET}`,
        figures.score >= PERFORMANCE_BUDGET,
      );
      row(
        `  Total Blocking Time (LCP ${(figures.lcpMs / 1000).toFixed(1)} s, CLS ${figures.cls.toFixed(2)})`,
        `${figures.tbtMs.toFixed(0)} ms`,
        `≤ ${tbtBudget.toFixed(0)} ms (floor + ${TBT_ABOVE_FLOOR_MS})`,
        figures.tbtMs <= tbtBudget,
      );
      if (visitor === 'first') {
        const above = figures.scriptKb - floor.scriptKb;
        row(
          `  scripts loaded with no interaction, above the floor`,
          `${above.toFixed(1)} kB gzip`,
          `≤ ${SCRIPT_ABOVE_FLOOR_KB} kB`,
          above <= SCRIPT_ABOVE_FLOOR_KB,
        );
      }
      row(
        `  requests to other hosts`,
        figures.foreign.length === 0 ? 'none' : figures.foreign.join(', '),
        'none',
        figures.foreign.length === 0,
      );
    }
  }
  row(
    `host benchmarkIndex during the ${auditIndices.length} audits: lowest / median / highest`,
    [Math.min(...auditIndices), percentile(auditIndices, 50), Math.max(...auditIndices)]
      .map((index) => index.toFixed(0))
      .join(' / '),
    `context: the calibration stands for the host at ${calibration.index.toFixed(0)}`,
    null,
  );
  printReport(
    `Lighthouse ${RUNS > 1 ? `(median of ${RUNS} runs)` : '(1 run)'}, mobile preset, simulated throttling, CPU ${cpuSlowdownMultiplier.toFixed(2)}×`,
    rows,
  );
}

await main();
