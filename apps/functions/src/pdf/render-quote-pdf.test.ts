// Renders quotes built with the domain's factories and reads the PDFs back with Debian's
// poppler-utils (pdftotext, pdffonts, pdfinfo), as a person's PDF reader would see them.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AppError,
  COMPANY_PROFILE,
  DEFAULT_QUOTE_ALIAS,
  LINE_AMOUNT_NOTE,
  formatDeliveryDays,
  formatMoney,
  formatPhoneMx,
  validUntilFromDay,
} from '@voltia/domain';
import type { TQuoteDocument } from '@voltia/domain';
import {
  makeDesk,
  makeDeskLine,
  makeOffer,
  makeQuote,
  makeRequestDetails,
  makeSentQuote,
} from '@voltia/domain/testing';
import { amountBeside, expectLineRows, expectPrintedTotals, pdfFonts, pdfInfo, pdfText } from '../testing/read-pdf';
import { renderQuotePdf } from './render-quote-pdf';

const SENT_AT = new Date('2026-11-23T17:30:00.000Z');
const GENERATED_AT = SENT_AT;
// Shaping 200 lines takes a while on a busy two-core machine.
const LONG_RENDER_MS = 60_000;

// The bundle test's scratch files live under node_modules/.cache: ignored by git and by deploys, and
// a bundle there resolves the functions' dependencies as lib/index.js does.
const cacheDir = resolve(__dirname, '../../node_modules/.cache');
mkdirSync(cacheDir, { recursive: true });
const workDir = mkdtempSync(join(cacheDir, 'quote-pdf-test-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

const ACCENTED_DESCRIPTION =
  'Cable THW-LS calibre 12 AWG, rollo de 100 m ¿incluye carrete? ¡Sí! Temperatura máxima 90 °C, señalización en baño';

/** A sent quote with discounts, accents and the brief's dates (sent 23 Nov 2026, valid through 8 Dec 2026). */
function sentQuote(overrides: Partial<TQuoteDocument> = {}): TQuoteDocument {
  const lines = [
    ...makeDesk().lines,
    makeDeskLine({
      product_id: 'prod-300',
      sku: 'CAB-THW-12',
      sku_description: ACCENTED_DESCRIPTION,
      brand: 'Condumex',
      quantity: 12,
      requested_quantity: 12,
      unit_price_cents: 215_990,
      discount_bp: 1250,
      delivery_days: 0,
    }),
    makeDeskLine({
      product_id: 'prod-400',
      sku: 'TAB-QO-24',
      sku_description: 'Centro de carga QO de 24 circuitos, gabinete NEMA 1',
      brand: 'Square D',
      quantity: 2,
      requested_quantity: 2,
      unit_price_cents: 487_333,
      discount_bp: 333,
      delivery_days: null,
    }),
  ];
  return makeSentQuote({
    quote_number: 'COT-2026-000123',
    alias: 'Obra Monterrey Centro',
    sent_at: SENT_AT,
    valid_until: validUntilFromDay('2026-12-08'),
    request_details: makeRequestDetails({
      company: 'Construcciones Treviño Garza',
      contact_name: 'María José Núñez',
      tax_id: 'CTG990101AB3',
      delivery_city: 'San Nicolás de los Garza',
    }),
    offer: makeOffer(lines),
    ...overrides,
  });
}

/** A sent quote holding the most lines a quote may have, each with a long wrapped description. */
function twoHundredLineQuote(): TQuoteDocument {
  const lines = Array.from({ length: 200 }, (_, index) =>
    makeDeskLine({
      product_id: `prod-${index}`,
      sku: `SKU-${String(index + 1).padStart(3, '0')}`,
      sku_description:
        `Interruptor termomagnético ${index + 1} de 3 polos para riel DIN, capacidad interruptiva de 10 kA, curva C, para tableros de distribución en baja tensión en edificios comerciales e industriales de Monterrey`.slice(
          0,
          200,
        ),
      brand: index % 2 === 0 ? 'Schneider Electric' : 'Siemens',
      quantity: (index % 25) + 1,
      requested_quantity: (index % 25) + 1,
      unit_price_cents: 10_000 + index * 1_237,
      discount_bp: (index % 5) * 500,
      delivery_days: index % 7 === 0 ? null : index % 12,
    }),
  );
  return sentQuote({ offer: makeOffer(lines) });
}

describe('renderQuotePdf: a sent quote', () => {
  const quote = sentQuote();
  const offer = quote.offer!;
  let pdf: Buffer;
  let text: string;

  beforeAll(async () => {
    pdf = await renderQuotePdf({ quoteId: 'quote-1', quote, generatedAt: GENERATED_AT });
    text = pdfText(pdf);
  });

  it('is a PDF', () => {
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('names the company, the quote number and alias, the issue date and the validity in Spanish', () => {
    expect(text).toContain(COMPANY_PROFILE.tradeName);
    expect(text).toContain(COMPANY_PROFILE.legalName);
    expect(text).toContain(`RFC ${COMPANY_PROFILE.taxId}`);
    expect(text).toContain('Cotización');
    expect(text).toContain('COT-2026-000123');
    expect(text).toContain('Obra Monterrey Centro');
    expect(text).toContain('Fecha de emisión: 23 de noviembre de 2026');
    expect(text).toContain('Vigente hasta el 8 de diciembre de 2026');
  });

  it('shows the customer as they confirmed the request', () => {
    const details = quote.request_details!;
    for (const value of [
      details.company,
      details.tax_id,
      details.contact_name,
      details.email,
      formatPhoneMx(details.phone),
      details.delivery_city,
    ]) {
      expect(text).toContain(value);
    }
    expect(text).toMatch(/RFC\s+CTG990101AB3/);
  });

  it('prints every offer line: SKU, unit price, discount and amount as stored, with its delivery time', () => {
    expect(offer.lines.some((line) => line.gross_cents !== line.net_cents)).toBe(true);
    expect(offer.lines.some((line) => line.discount_bp > 0)).toBe(true);
    expectLineRows(text, offer.lines);
    for (const line of offer.lines) expect(text).toContain(formatDeliveryDays(line.delivery_days));
    expect(text).toContain('Interruptor termomagnético 2x20A');
    expect(text).toContain('Condumex');
  });

  it('keeps accents and Spanish punctuation intact', () => {
    for (const fragment of [
      'Interruptor termomagnético',
      'Treviño',
      'Núñez',
      'San Nicolás',
      '¿incluye carrete?',
      '¡Sí!',
      '90 °C',
    ]) {
      expect(text).toContain(fragment);
    }
  });

  it('prints the stored totals exactly as formatMoney writes them, the discount taken off with a minus sign', () => {
    expectPrintedTotals(text, offer.totals);
    expect(offer.totals.discount_cents).toBeGreaterThan(0);
  });

  it('reads as arithmetic on paper: the Importe column adds up to the subtotal, and says it is before the discount', () => {
    const { totals } = offer;
    expect(offer.lines.reduce((sum, line) => sum + line.gross_cents, 0)).toBe(totals.subtotal_cents);
    expect(text.replace(/\s+/g, ' ')).toContain(LINE_AMOUNT_NOTE);
  });

  it('adds the terms and, on its one page, the company contact and the page number', () => {
    expect(text).toContain('Términos y condiciones');
    expect(text).toContain('Precios en pesos mexicanos (MXN)');
    expect(text).toContain(COMPANY_PROFILE.email);
    expect(text).toContain(formatPhoneMx(COMPANY_PROFILE.phone));
    expect(text).toContain(COMPANY_PROFILE.addressLines[1]);
    expect(text).toContain('Página 1 de 1');
    expect(pdfInfo(pdf).Pages).toBe('1');
  });

  it('embeds every font it uses', () => {
    const fonts = pdfFonts(pdf);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.map((font) => font.name).join(' ')).toContain('Inter');
    for (const font of fonts) expect(font, font.name).toMatchObject({ embedded: 'yes' });
  });

  it('carries its title, author and creation date as metadata', () => {
    const info = pdfInfo(pdf);
    expect(info.Title).toBe('Cotización COT-2026-000123 · Obra Monterrey Centro');
    expect(info.Author).toBe('Voltia');
    expect(info.CreationDate).toBe('2026-11-23T17:30:00Z');
  });

  it('is byte for byte the same PDF when rendered again with the same generatedAt', async () => {
    const again = await renderQuotePdf({ quoteId: 'quote-1', quote: sentQuote(), generatedAt: new Date(GENERATED_AT) });
    expect(again.equals(pdf)).toBe(true);
  });
});

describe('renderQuotePdf: a quote the customer never named', () => {
  it('is titled by its folio alone, never by the alias it was created with', async () => {
    const pdf = await renderQuotePdf({
      quoteId: 'quote-1',
      quote: sentQuote({ alias: DEFAULT_QUOTE_ALIAS }),
      generatedAt: GENERATED_AT,
    });
    expect(pdfText(pdf)).not.toContain(DEFAULT_QUOTE_ALIAS);
    expect(pdfInfo(pdf).Title).toBe('Cotización COT-2026-000123');
  });
});

describe('renderQuotePdf: 200 lines', () => {
  const quote = twoHundredLineQuote();
  const offer = quote.offer!;
  let pdf: Buffer;
  let pages: string[];

  beforeAll(async () => {
    pdf = await renderQuotePdf({ quoteId: 'quote-200', quote, generatedAt: GENERATED_AT });
    pages = pdfText(pdf)
      .split('\f')
      .filter((page) => page.trim() !== '');
  }, LONG_RENDER_MS);

  it('runs over several pages, each numbered "Página n de m"', () => {
    const count = Number(pdfInfo(pdf).Pages);
    expect(count).toBeGreaterThan(1);
    expect(pages).toHaveLength(count);
    pages.forEach((page, index) => expect(page).toContain(`Página ${index + 1} de ${count}`));
  });

  it('prints all 200 rows, and repeats the table header on every page that holds rows', () => {
    const text = pages.join('\f');
    expect(offer.lines).toHaveLength(200);
    expectLineRows(text, offer.lines);
    const pagesWithRows = pages.filter((page) => /^\s*SKU-\d{3}\s/m.test(page));
    expect(pagesWithRows.length).toBeGreaterThan(1);
    for (const page of pagesWithRows)
      expect(page).toMatch(
        /^\s*SKU\s+Descripción\s+Marca\s+Cant\.\s+Precio unitario\s+Desc\.\s+Entrega\s+Importe\s*$/m,
      );
  });

  it('ends with the stored totals and embeds every font', () => {
    const last = pages[pages.length - 1] ?? '';
    expect(amountBeside(last, 'Total')).toBe(formatMoney(offer.totals.total_cents));
    expect(amountBeside(last, 'IVA 16 %')).toBe(formatMoney(offer.totals.iva_cents));
    for (const font of pdfFonts(pdf)) expect(font, font.name).toMatchObject({ embedded: 'yes' });
  });
});

describe('renderQuotePdf: a quote that was never sent', () => {
  it.each([
    ['a draft', makeQuote()],
    ['a request staff have not priced', makeQuote({ status: 'requested', submitted_at: SENT_AT })],
    ['a sent quote whose offer is missing', sentQuote({ offer: null })],
  ])('refuses %s with quote/no-offer', async (_label, quote) => {
    const rendering = renderQuotePdf({ quoteId: 'quote-x', quote, generatedAt: GENERATED_AT });
    await expect(rendering).rejects.toBeInstanceOf(AppError);
    await expect(rendering).rejects.toMatchObject({ code: 'quote/no-offer' });
  });
});

describe('renderQuotePdf as the functions bundle runs it', () => {
  it(
    'finds its fonts from lib-style bundled code and renders the very same bytes',
    async () => {
      // Bundled like build.mjs does (domain inlined, published dependencies external), into a
      // folder below apps/functions so Node resolves those dependencies as lib/index.js does.
      const functionsDir = resolve(__dirname, '../..');
      const pkg = JSON.parse(readFileSync(join(functionsDir, 'package.json'), 'utf8')) as {
        dependencies?: Record<string, string>;
      };
      const bundleDir = join(workDir, 'bundle');
      mkdirSync(bundleDir);
      const entry = join(bundleDir, 'entry.ts');
      writeFileSync(
        entry,
        `import { makeSentQuote } from '@voltia/domain/testing';\n` +
          `import { renderQuotePdf } from ${JSON.stringify(join(__dirname, 'render-quote-pdf'))};\n` +
          `void renderQuotePdf({ quoteId: 'q', quote: makeSentQuote(), generatedAt: new Date(${GENERATED_AT.getTime()}) }).then((pdf) => process.stdout.write(pdf.toString('base64')));\n`,
      );
      await build({
        entryPoints: [entry],
        outfile: join(bundleDir, 'index.js'),
        bundle: true,
        platform: 'node',
        target: 'node20',
        format: 'cjs',
        external: Object.keys(pkg.dependencies ?? {}),
        logLevel: 'error',
      });
      const bundled = Buffer.from(
        execFileSync(process.execPath, [join(bundleDir, 'index.js')], { encoding: 'utf8' }),
        'base64',
      );

      const direct = await renderQuotePdf({ quoteId: 'q', quote: makeSentQuote(), generatedAt: GENERATED_AT });
      expect(bundled.equals(direct)).toBe(true);
      for (const font of pdfFonts(bundled)) expect(font, font.name).toMatchObject({ embedded: 'yes' });
    },
    LONG_RENDER_MS,
  );
});
