// What the storefront benches share: Debian's Chromium and its flags, the add-to-cart steps they
// time or prepare with, and the report that prints each figure beside its budget.
import type { Page } from '@playwright/test';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** No background traffic of Chromium's own (updates, sync, QUIC probes) in the figures. */
export const BENCH_CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
] as const;

/** Time from a click on "Agregar a cotización" until the header badge shows `want`, measured in the page. */
export function clickAndWaitForBadge(page: Page, want: string): Promise<number> {
  // Passed as source text: tsx's name-keeping helpers do not exist inside the page.
  return page.evaluate(`new Promise((resolve) => {
    const badge = document.querySelector('[data-testid="cart-count"]');
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Agregar a cotización');
    const start = performance.now();
    const check = () => { if (badge.textContent === ${JSON.stringify(want)}) resolve(performance.now() - start); };
    new MutationObserver(check).observe(badge, { childList: true, characterData: true, subtree: true });
    button.click();
    check();
  })`);
}

/**
 * How long the pointer rests on "Agregar a cotización" before the click: a quick tap's press, the
 * shortest reach a person makes (a mouse's approach and click take longer). Reaching for the button
 * (hover, focus, touch) is what starts the cart's code and SDK on a first visit, so the first add is
 * measured as a person makes it, not as a script's click out of nowhere.
 */
export const REACH_MS = 100;

/** The pointer reaches "Agregar a cotización" and rests REACH_MS; then the click, timed to the badge showing `want`. */
export async function reachClickAndWaitForBadge(page: Page, want: string): Promise<number> {
  await page.hover('button:has-text("Agregar a cotización")');
  await page.waitForTimeout(REACH_MS);
  return clickAndWaitForBadge(page, want);
}

/** The product page is hydrated, and a second has passed for idle work, as for a person reading it. */
export async function openProductReady(page: Page, path: string) {
  await page.goto(path);
  await page.waitForSelector('button:not([disabled]):has-text("Agregar a lista")');
  await page.waitForTimeout(1000);
}

/** The cart's writes are confirmed by the server. */
export async function settled(page: Page) {
  await page.waitForSelector('[data-testid="cart-badge"][data-pending="false"]');
}

export function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** `ok` null: a figure printed for context, not a budget of its own. */
export type TReportRow = { name: string; value: string; budget: string; ok: boolean | null };

/** Prints the rows under `title`; the process fails when any budget is over. */
export function printReport(title: string, rows: readonly TReportRow[]) {
  const width = Math.max(...rows.map((r) => r.name.length));
  process.stdout.write(`\n${title}\n`);
  const status = (ok: boolean | null) => (ok === null ? 'INFO' : ok ? 'OK  ' : 'OVER');
  for (const r of rows)
    process.stdout.write(
      `${status(r.ok)}  ${r.name.padEnd(width)}  ${r.value.padStart(16)}  (${r.ok === null ? '' : 'budget '}${r.budget})\n`,
    );
  process.exitCode = rows.every((r) => r.ok !== false) ? 0 : 1;
}
