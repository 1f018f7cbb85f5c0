// Reads PDFs back with Debian's poppler-utils (pdftotext, pdfinfo, pdffonts), as a person's PDF
// reader would see them, for the tests of the quote and order PDFs. Not bundled.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { formatMoney, formatPercentBp } from '@voltia/domain';
import type { TOfferLine, TQuoteTotals } from '@voltia/domain';
import { expect } from 'vitest';

/** The PDF's text laid out as on the page; pages are separated by form feeds. */
export function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: pdf, encoding: 'utf8' });
}

/** Runs a poppler tool that reads a file on the PDF, from a scratch file under node_modules/.cache (ignored by git and deploys). */
function onFile(pdf: Buffer, run: (file: string) => string): string {
  const cacheDir = resolve(__dirname, '../../node_modules/.cache');
  mkdirSync(cacheDir, { recursive: true });
  const dir = mkdtempSync(join(cacheDir, 'pdf-read-'));
  try {
    const file = join(dir, 'read.pdf');
    writeFileSync(file, pdf);
    return run(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** pdfinfo's fields (Title, Author, Pages, CreationDate in ISO form, UTC). */
export function pdfInfo(pdf: Buffer): Record<string, string> {
  const out = onFile(pdf, (file) =>
    execFileSync('pdfinfo', ['-isodates', file], { encoding: 'utf8', env: { ...process.env, TZ: 'UTC' } }),
  );
  return Object.fromEntries(
    out.split('\n').flatMap((line) => {
      const match = /^([^:]+):\s+(.*)$/.exec(line);
      return match === null ? [] : [[match[1] as string, (match[2] as string).trim()]];
    }),
  );
}

/** pdffonts' table: one row per font with its name and whether it is embedded. */
export function pdfFonts(pdf: Buffer): { name: string; embedded: string }[] {
  const rows = onFile(pdf, (file) => execFileSync('pdffonts', [file], { encoding: 'utf8' }))
    .trim()
    .split('\n')
    .slice(2);
  return rows.map((row) => {
    // name, type (may hold spaces), encoding, then the emb / sub / uni columns and the object id.
    const columns = row.trim().split(/\s+/);
    return { name: columns[0] as string, embedded: columns[columns.length - 5] as string };
  });
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The amount printed on the same text line as `label`, at the end of it. */
export function amountBeside(text: string, label: string): string | undefined {
  return new RegExp(`^\\s*${escapeRegExp(label)}\\s{2,}(\\S+)\\s*$`, 'm').exec(text)?.[1];
}

/** Every line's row: its SKU first, then its unit price, discount and amount (before the discount) on the same text line. */
export function expectLineRows(text: string, lines: readonly TOfferLine[]): void {
  for (const line of lines) {
    const row = new RegExp(
      `^\\s*${escapeRegExp(line.sku)}\\s.*\\s${escapeRegExp(formatMoney(line.unit_price_cents))}\\s+${escapeRegExp(formatPercentBp(line.discount_bp))}\\s.*\\s${escapeRegExp(formatMoney(line.gross_cents))}\\s*$`,
      'm',
    );
    expect(text, `row of ${line.sku}`).toMatch(row);
  }
}

/**
 * The stored totals as the PDFs print them, each on its own line as formatMoney writes it, the
 * discount taken off with a minus sign, in the order of the arithmetic: subtotal, descuento,
 * subtotal con descuento, IVA, total.
 */
export function expectPrintedTotals(text: string, totals: TQuoteTotals): void {
  const printed: [string, string][] = [
    ['Subtotal', formatMoney(totals.subtotal_cents)],
    ['Descuento', `\u2212${formatMoney(totals.discount_cents)}`],
    ['Subtotal con descuento', formatMoney(totals.taxable_cents)],
    ['IVA 16 %', formatMoney(totals.iva_cents)],
    ['Total', formatMoney(totals.total_cents)],
  ];
  for (const [label, amount] of printed) expect(amountBeside(text, label), label).toBe(amount);
  const positions = printed.map(([label]) => text.search(new RegExp(`^\\s*${escapeRegExp(label)}\\s{2,}`, 'm')));
  expect(positions.every((position) => position >= 0)).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
}
