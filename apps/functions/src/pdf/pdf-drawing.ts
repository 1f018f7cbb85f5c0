import PDFDocument from 'pdfkit';
import {
  COMPANY_PROFILE,
  formatDeliveryDays,
  formatMoney,
  formatPercentBp,
  formatPhoneMx,
  LINE_AMOUNT_NOTE,
  quoteTotalsRows,
} from '@voltia/domain';
import type { TOfferLine, TQuoteTotals } from '@voltia/domain';
import { pdfFonts } from './pdf-fonts';
import type { TPdfFonts } from './pdf-fonts';

// The company's PDFs share one look: the brand heading, label and value blocks, the lines table, the
// totals, the terms, and the running header and footer on every page. Each document (the quote, the
// order confirmation) says what goes in them; how they are drawn lives here only.

// Page geometry in PDF points (1/72 in) on US Letter, the usual paper in Mexico. The top and bottom
// margins leave bands for the running header (pages 2 on) and the footer, drawn once all pages exist.
const PAGE = { width: 612, height: 792 } as const;
const MARGIN = { top: 64, bottom: 72, left: 40, right: 40 } as const;
const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const CONTENT_BOTTOM = PAGE.height - MARGIN.bottom;

/** Where a document's first block starts. */
export const PDF_CONTENT_TOP = MARGIN.top;

const COLOR = {
  text: '#1a1a1a',
  muted: '#5b6470',
  accent: '#0b4f8a',
  rule: '#c9d3de',
  stripe: '#f1f4f8',
  onAccent: '#ffffff',
} as const;
type TWeight = keyof TPdfFonts;

/** A document being drawn, and its bytes once it ends. */
export type TPdfDraft = { readonly doc: PDFKit.PDFDocument; readonly bytes: Promise<Buffer> };

/**
 * A new Letter document in Spanish titled `title`. `generatedAt` is its creation date (metadata
 * only, never printed): the same content and the same generatedAt give the same bytes.
 */
export function startPdf(title: string, generatedAt: Date): TPdfDraft {
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: MARGIN,
    bufferPages: true,
    // Inter from the start, so pdfkit never reaches for its built-in Helvetica, which it cannot embed.
    font: pdfFonts().regular,
    lang: 'es-MX',
    displayTitle: true,
    info: {
      Title: title,
      Author: COMPANY_PROFILE.tradeName,
      Creator: COMPANY_PROFILE.tradeName,
      CreationDate: generatedAt,
      ModDate: generatedAt,
    },
  });
  return { doc, bytes: collectBytes(doc) };
}

function collectBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/**
 * Text options for tabular figures (digits of equal width, so amounts line up in their columns), or
 * none: pdfkit caches the layout of words only for text without explicit features, and shaping Inter
 * is what a long document spends its time on.
 */
function figureOptions(figures: boolean | undefined): PDFKit.Mixins.TextOptions {
  return figures ? { features: ['tnum'] } : {};
}

/**
 * Sets a typeface by its file path: pdfkit caches a font under the key it was first set with, while a
 * name given to registerFont would make it read and parse the file again on every switch.
 */
function useFont(doc: PDFKit.PDFDocument, weight: TWeight, size: number): void {
  doc.font(pdfFonts()[weight]).fontSize(size);
}

type TTextStyle = { weight?: TWeight; size: number; color?: string; align?: 'left' | 'right'; figures?: true };

/** Text at (x, y) within `width`, in the given font and size; returns the y below it. */
function put(doc: PDFKit.PDFDocument, text: string, x: number, y: number, width: number, style: TTextStyle): number {
  useFont(doc, style.weight ?? 'regular', style.size);
  doc.fillColor(style.color ?? COLOR.text);
  doc.text(text, x, y, { width, align: style.align ?? 'left', ...figureOptions(style.figures) });
  return doc.y;
}

function rule(doc: PDFKit.PDFDocument, y: number, color: string = COLOR.rule): void {
  doc
    .moveTo(MARGIN.left, y)
    .lineTo(PAGE.width - MARGIN.right, y)
    .lineWidth(0.75)
    .strokeColor(color)
    .stroke();
}

/** What a document says of itself at the top right, under the company. */
export type TPdfHeading = {
  /** What the document is ("Cotización", "Confirmación de pedido"), in the accent colour. */
  readonly title: string;
  /** The title's size in points: a long title is set smaller, so it keeps to one line. */
  readonly titleSize: number;
  /** Its folio. */
  readonly number: string;
  /** The customer's own name for it, when they gave one. */
  readonly subtitle: string | null;
  /** Its date, as a sentence ("Fecha de emisión: …"). */
  readonly dated: string;
  /** What the reader must not miss (the validity, the quote it came from), one bold line each. */
  readonly facts: readonly string[];
};

/** The company on the left (brand, legal name, RFC, address and contact), the document's heading on the right. */
export function drawHeading(doc: PDFKit.PDFDocument, heading: TPdfHeading, top: number): number {
  const leftWidth = 290;
  let left = put(doc, COMPANY_PROFILE.tradeName, MARGIN.left, top, leftWidth, {
    weight: 'bold',
    size: 22,
    color: COLOR.accent,
  });
  left = put(doc, COMPANY_PROFILE.legalName, MARGIN.left, left + 2, leftWidth, { weight: 'bold', size: 9 });
  const companyLines = [
    `RFC ${COMPANY_PROFILE.taxId}`,
    ...COMPANY_PROFILE.addressLines,
    `Tel. ${formatPhoneMx(COMPANY_PROFILE.phone)} · ${COMPANY_PROFILE.email}`,
    COMPANY_PROFILE.website,
  ];
  for (const line of companyLines)
    left = put(doc, line, MARGIN.left, left + 1, leftWidth, { size: 8.5, color: COLOR.muted });

  const rightX = MARGIN.left + leftWidth + 12;
  const rightWidth = CONTENT_WIDTH - leftWidth - 12;
  const right = { align: 'right' as const };
  let y = put(doc, heading.title, rightX, top, rightWidth, {
    ...right,
    weight: 'bold',
    size: heading.titleSize,
    color: COLOR.accent,
  });
  y = put(doc, heading.number, rightX, y + 2, rightWidth, { ...right, weight: 'bold', size: 11 });
  if (heading.subtitle !== null) y = put(doc, heading.subtitle, rightX, y + 2, rightWidth, { ...right, size: 9 });
  y = put(doc, heading.dated, rightX, y + 6, rightWidth, { ...right, size: 8.5, color: COLOR.muted });
  for (const fact of heading.facts)
    y = put(doc, fact, rightX, y + 2, rightWidth, { ...right, weight: 'bold', size: 9 });

  const bottom = Math.max(left, y) + 10;
  rule(doc, bottom, COLOR.accent);
  return bottom;
}

/** A label and its value; a value without a label ('') takes the column's whole width. */
export type TPdfDetail = readonly [label: string, value: string];

/** One column of a details block: its own heading, if any, over its labels and values. */
export type TPdfDetailColumn = { readonly heading?: string; readonly rows: readonly TPdfDetail[] };

const SECTION_HEADING: TTextStyle = { weight: 'bold', size: 10, color: COLOR.accent };

/**
 * Facts in two columns of label and value (the label column `labelWidth` wide), under a heading
 * across both (`heading`) or each under its own; a long value wraps within its column. Returns the
 * y below the longer column.
 */
export function drawDetails(
  doc: PDFKit.PDFDocument,
  heading: string | null,
  columns: readonly [TPdfDetailColumn, TPdfDetailColumn],
  top: number,
  labelWidth = 84,
): number {
  const y = heading === null ? top : put(doc, heading, MARGIN.left, top, CONTENT_WIDTH, SECTION_HEADING) + 4;
  const columnWidth = CONTENT_WIDTH / 2;
  let bottom = y;
  columns.forEach((column, index) => {
    const x = MARGIN.left + index * columnWidth;
    let rowY = column.heading === undefined ? y : put(doc, column.heading, x, y, columnWidth - 8, SECTION_HEADING) + 4;
    for (const [label, value] of column.rows) {
      if (label === '') {
        rowY = put(doc, value, x, rowY, columnWidth - 8, { size: 8.5 }) + 2;
        continue;
      }
      const labelBottom = put(doc, label, x, rowY, labelWidth, { weight: 'bold', size: 8.5, color: COLOR.muted });
      const valueBottom = put(doc, value, x + labelWidth + 4, rowY, columnWidth - labelWidth - 12, { size: 8.5 });
      rowY = Math.max(labelBottom, valueBottom) + 2;
    }
    bottom = Math.max(bottom, rowY);
  });
  return bottom;
}

const QUANTITY_FORMAT = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 0 });

type TColumn = {
  header: string;
  width: number;
  align: 'left' | 'right';
  /** Figures set in tabular digits (amounts, quantities); text keeps the font's own spacing. */
  figures?: true;
  cell: (line: TOfferLine) => string;
};

// Widths add up to CONTENT_WIDTH (532 pt); the description takes what the others leave. Entrega
// fits "15 días hábiles" and "Por confirmar" on one line. Importe is the line before its discount
// (LINE_AMOUNT_NOTE, printed under the table), so the column adds up to the subtotal.
const LINE_COLUMNS: readonly TColumn[] = [
  { header: 'SKU', width: 62, align: 'left', cell: (line) => line.sku },
  { header: 'Descripción', width: 150, align: 'left', cell: (line) => line.sku_description },
  { header: 'Marca', width: 56, align: 'left', cell: (line) => line.brand },
  { header: 'Cant.', width: 30, align: 'right', figures: true, cell: (line) => QUANTITY_FORMAT.format(line.quantity) },
  {
    header: 'Precio unitario',
    width: 64,
    align: 'right',
    figures: true,
    cell: (line) => formatMoney(line.unit_price_cents),
  },
  { header: 'Desc.', width: 34, align: 'right', figures: true, cell: (line) => formatPercentBp(line.discount_bp) },
  { header: 'Entrega', width: 68, align: 'left', cell: (line) => formatDeliveryDays(line.delivery_days) },
  { header: 'Importe', width: 68, align: 'right', figures: true, cell: (line) => formatMoney(line.gross_cents) },
];
const CELL_PADDING_X = 3;
const CELL_PADDING_Y = 3;
const TABLE_FONT_SIZE = 7.5;

function cellHeight(doc: PDFKit.PDFDocument, texts: readonly string[], weight: TWeight): number {
  useFont(doc, weight, TABLE_FONT_SIZE);
  const heights = texts.map((text, index) => {
    const column = LINE_COLUMNS[index];
    return column === undefined
      ? 0
      : doc.heightOfString(text, { width: column.width - 2 * CELL_PADDING_X, ...figureOptions(column.figures) });
  });
  return Math.max(...heights) + 2 * CELL_PADDING_Y;
}

function drawRow(
  doc: PDFKit.PDFDocument,
  texts: readonly string[],
  y: number,
  height: number,
  style: { weight: TWeight; color: string; fill?: string },
): void {
  if (style.fill !== undefined) doc.rect(MARGIN.left, y, CONTENT_WIDTH, height).fill(style.fill);
  let x = MARGIN.left;
  texts.forEach((text, index) => {
    const column = LINE_COLUMNS[index];
    if (column === undefined) return;
    useFont(doc, style.weight, TABLE_FONT_SIZE);
    doc.fillColor(style.color);
    doc.text(text, x + CELL_PADDING_X, y + CELL_PADDING_Y, {
      width: column.width - 2 * CELL_PADDING_X,
      align: column.align,
      ...figureOptions(column.figures),
    });
    x += column.width;
  });
}

/** The header row of the lines table; returns the y below it. */
function drawTableHeader(doc: PDFKit.PDFDocument, y: number): number {
  const headers = LINE_COLUMNS.map((column) => column.header);
  const height = cellHeight(doc, headers, 'bold');
  drawRow(doc, headers, y, height, { weight: 'bold', color: COLOR.onAccent, fill: COLOR.accent });
  return y + height;
}

/**
 * The offer's lines, one row each, and the note on what a line's importe is; a row that would cross
 * the footer starts a new page under a repeated header.
 */
export function drawLines(doc: PDFKit.PDFDocument, lines: readonly TOfferLine[], top: number): number {
  let y = drawTableHeader(doc, top);
  lines.forEach((line, index) => {
    const texts = LINE_COLUMNS.map((column) => column.cell(line));
    const height = cellHeight(doc, texts, 'regular');
    if (y + height > CONTENT_BOTTOM) {
      doc.addPage();
      y = drawTableHeader(doc, MARGIN.top);
    }
    drawRow(doc, texts, y, height, {
      weight: 'regular',
      color: COLOR.text,
      ...(index % 2 === 1 ? { fill: COLOR.stripe } : {}),
    });
    y += height;
  });
  rule(doc, y);
  return put(doc, LINE_AMOUNT_NOTE, MARGIN.left, y + 4, CONTENT_WIDTH, { size: 7.5, color: COLOR.muted });
}

/**
 * The domain's totals rows (subtotal, discount with its minus sign, subtotal with discount, IVA),
 * right-aligned under the table, then the total under a rule: printed as stored, never computed.
 */
export function drawTotals(doc: PDFKit.PDFDocument, totals: TQuoteTotals, top: number): number {
  const rows = quoteTotalsRows(totals);
  const total = rows.find((row) => row.key === 'total');
  const rowHeight = 15;
  const blockHeight = rows.length * rowHeight + 8;
  let y = top;
  if (y + blockHeight > CONTENT_BOTTOM) {
    doc.addPage();
    y = MARGIN.top;
  }
  const width = 250;
  const x = PAGE.width - MARGIN.right - width;
  for (const row of rows) {
    if (row === total) continue;
    put(doc, row.label, x, y, 140, { size: 9, color: COLOR.muted });
    put(doc, row.amount, x + 140, y, width - 140, { size: 9, align: 'right', figures: true });
    y += rowHeight;
  }
  doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(0.75)
    .strokeColor(COLOR.accent)
    .stroke();
  y += 4;
  if (total !== undefined) {
    put(doc, total.label, x, y, 140, { weight: 'bold', size: 11 });
    put(doc, total.amount, x + 140, y, width - 140, { weight: 'bold', size: 11, align: 'right', figures: true });
  }
  return y + rowHeight;
}

/** A heading and free text (the offer's terms); long text flows on to further pages by itself; none when it is blank. */
export function drawTextSection(doc: PDFKit.PDFDocument, heading: string, text: string, top: number): void {
  if (text.trim() === '') return;
  let y = top;
  // Keep the heading with at least two lines of text.
  if (y + 40 > CONTENT_BOTTOM) {
    doc.addPage();
    y = MARGIN.top;
  }
  y = put(doc, heading, MARGIN.left, y, CONTENT_WIDTH, SECTION_HEADING);
  put(doc, text, MARGIN.left, y + 4, CONTENT_WIDTH, { size: 8.5 });
}

/**
 * On every page, once all exist: the running header from page 2 (the company and `title` on the
 * left, `note` on the right), the company footer and "Página n de m".
 */
function drawPageFrames(doc: PDFKit.PDFDocument, title: string, note: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = 0; index < count; index += 1) {
    doc.switchToPage(start + index);
    // Writing inside the bottom margin would make pdfkit start a new page.
    doc.page.margins.bottom = 0;
    if (index > 0) {
      put(doc, `${COMPANY_PROFILE.tradeName} · ${title}`, MARGIN.left, 30, CONTENT_WIDTH / 2, {
        weight: 'bold',
        size: 8,
        color: COLOR.accent,
      });
      put(doc, note, MARGIN.left + CONTENT_WIDTH / 2, 30, CONTENT_WIDTH / 2, {
        size: 8,
        color: COLOR.muted,
        align: 'right',
      });
      rule(doc, 46);
    }
    const footerTop = CONTENT_BOTTOM + 12;
    rule(doc, footerTop);
    const pageLabelWidth = 90;
    const textWidth = CONTENT_WIDTH - pageLabelWidth;
    let y = put(
      doc,
      `${COMPANY_PROFILE.legalName} · RFC ${COMPANY_PROFILE.taxId}`,
      MARGIN.left,
      footerTop + 5,
      textWidth,
      { weight: 'bold', size: 7, color: COLOR.muted },
    );
    y = put(doc, COMPANY_PROFILE.addressLines.join(', '), MARGIN.left, y + 1, textWidth, {
      size: 7,
      color: COLOR.muted,
    });
    y = put(
      doc,
      `Tel. ${formatPhoneMx(COMPANY_PROFILE.phone)} · ${COMPANY_PROFILE.email} · ${COMPANY_PROFILE.website}`,
      MARGIN.left,
      y + 1,
      textWidth,
      { size: 7, color: COLOR.muted },
    );
    put(doc, `Horario: ${COMPANY_PROFILE.businessHours}`, MARGIN.left, y + 1, textWidth, {
      size: 7,
      color: COLOR.muted,
    });
    put(doc, `Página ${index + 1} de ${count}`, MARGIN.left + textWidth, footerTop + 5, pageLabelWidth, {
      weight: 'bold',
      size: 8,
      align: 'right',
    });
  }
}

/** Draws every page's running header and footer (see drawPageFrames) and ends the document; resolves to its bytes. */
export function finishPdf(draft: TPdfDraft, frame: { readonly title: string; readonly note: string }): Promise<Buffer> {
  drawPageFrames(draft.doc, frame.title, frame.note);
  draft.doc.end();
  return draft.bytes;
}
