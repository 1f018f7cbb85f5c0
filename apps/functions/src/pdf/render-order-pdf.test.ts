// Renders orders built with the domain's factories and reads the PDFs back with Debian's
// poppler-utils (pdftotext, pdffonts, pdfinfo), as a person's PDF reader would see them.
import { beforeAll, describe, expect, it } from 'vitest';
import { AppError, COMPANY_PROFILE, formatMoney, formatPhoneMx } from '@voltia/domain';
import type { TOrderDocument } from '@voltia/domain';
import {
  makeDeliverySite,
  makeDesk,
  makeDeskLine,
  makeOffer,
  makeOrder,
  makeRequestDetails,
  makeSentQuote,
} from '@voltia/domain/testing';
import {
  amountBeside,
  escapeRegExp,
  expectLineRows,
  expectPrintedTotals,
  pdfFonts,
  pdfInfo,
  pdfText,
} from '../testing/read-pdf';
import { orderPdf } from './order-pdf';
import { renderOrderPdf } from './render-order-pdf';
import { renderQuotePdf } from './render-quote-pdf';

// 21:30 on 23 November in Mexico City is already the 24th in UTC: the date printed is the company's.
const CREATED_AT = new Date('2026-11-24T03:30:00.000Z');
// Many lines take a while to shape on a busy two-core machine.
const LONG_RENDER_MS = 60_000;

const CONTACT = makeRequestDetails({
  company: 'Construcciones Treviño Garza',
  contact_name: 'María José Núñez',
  email: 'compras@trevino.example',
  phone: '+528187654321',
});

/** An accepted offer with discounts and accents, its purchase order, a site with hours and directions, fiscal data. */
function placedOrder(overrides: Partial<TOrderDocument> = {}): TOrderDocument {
  const offer = makeOffer([
    ...makeDesk().lines,
    makeDeskLine({
      product_id: 'prod-300',
      sku: 'CAB-THW-12',
      sku_description: 'Cable THW-LS calibre 12 AWG, rollo de 100 m ¿incluye carrete? ¡Sí! Temperatura máxima 90 °C',
      brand: 'Condumex',
      quantity: 12,
      requested_quantity: 12,
      unit_price_cents: 215_990,
      discount_bp: 1250,
      delivery_days: 0,
    }),
  ]);
  return makeOrder({
    order_number: 'PED-2026-000123',
    quote_number: 'COT-2026-000456',
    quote_alias: 'Torre Norte, piso 12',
    lines: offer.lines,
    totals: offer.totals,
    terms: offer.terms,
    delivery_site: {
      ...makeDeliverySite({
        name: 'Obra Torre Norte',
        interior_number: '3',
        receiver_name: 'Ing. Ramiro Treviño',
        receiver_phone: '+528112345678',
        hours: 'Lunes a viernes de 8:00 a 17:00',
        notes: 'Recepción por la puerta 3; traer la orden de compra impresa.',
      }),
      id: 'obra-1',
    },
    created_at: CREATED_AT,
    updated_at: CREATED_AT,
    ...overrides,
  });
}

const render = (order: TOrderDocument, requestDetails = CONTACT) =>
  renderOrderPdf({ orderId: 'q-order', order, requestDetails, generatedAt: CREATED_AT });

describe('renderOrderPdf: a confirmed order', () => {
  const order = placedOrder();
  let pdf: Buffer;
  let text: string;

  beforeAll(async () => {
    pdf = await render(order);
    text = pdfText(pdf);
  });

  it("is a PDF with the quote PDF's company heading and footer", () => {
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    for (const fragment of [
      COMPANY_PROFILE.tradeName,
      COMPANY_PROFILE.legalName,
      `RFC ${COMPANY_PROFILE.taxId}`,
      COMPANY_PROFILE.email,
      formatPhoneMx(COMPANY_PROFILE.phone),
      COMPANY_PROFILE.addressLines[1],
      `Horario: ${COMPANY_PROFILE.businessHours}`,
      'Página 1 de 1',
    ])
      expect(text).toContain(fragment);
    expect(pdfInfo(pdf).Pages).toBe('1');
  });

  it('is titled "Confirmación de pedido" with its folio, the customer\'s name for it, its date on the company\'s calendar and its quote', () => {
    expect(text).toMatch(/^\s*.*Confirmación de pedido\s*$/m);
    expect(text).toContain('PED-2026-000123');
    expect(text).toContain('Torre Norte, piso 12');
    expect(text).toContain('Fecha del pedido: 23 de noviembre de 2026');
    expect(text).toContain('Cotización COT-2026-000456');
    expect(text).not.toContain('Pedido cancelado');
  });

  it('names the customer as they asked for the quote: company, contact, email and phone', () => {
    expect(text).toMatch(/Empresa\s+Construcciones Treviño Garza/);
    expect(text).toMatch(/Contacto\s+María José Núñez/);
    expect(text).toMatch(/Correo\s+compras@trevino\.example/);
    expect(text).toMatch(new RegExp(`Teléfono\\s+${escapeRegExp(formatPhoneMx('+528187654321'))}`));
  });

  it('prints the purchase order with its date, and the payment as SAT names it', () => {
    expect(text).toMatch(/Número\s+OC-7781/);
    expect(text).toMatch(/Fecha\s+2 de marzo de 2025/);
    expect(text).toMatch(/Método de pago\s+PUE Pago en una sola exhibición/);
    // The forma's long name wraps within its column.
    expect(text).toMatch(/Forma de pago\s+03 Transferencia electrónica/);
    expect(text.replace(/\s+/g, ' ')).toContain('03 Transferencia electrónica de fondos');
  });

  it('prints the delivery site: its full address, who receives, their phone, the hours and the directions', () => {
    expect(text).toContain('Sitio de entrega');
    expect(text).toMatch(/Sitio\s+Obra Torre Norte/);
    expect(text).toMatch(/Dirección\s+Av\. Constitución 1500 int\. 3, Centro/);
    expect(text).toContain('Monterrey, Nuevo León, C.P. 64000');
    expect(text).toMatch(/Recibe\s+Ing\. Ramiro Treviño/);
    expect(text).toMatch(new RegExp(`Teléfono\\s+${escapeRegExp(formatPhoneMx('+528112345678'))}`));
    expect(text).toMatch(/Horario\s+Lunes a viernes de 8:00 a 17:00/);
    expect(text.replace(/\s+/g, ' ')).toContain('Recepción por la puerta 3; traer la orden de compra impresa.');
  });

  it('prints the fiscal data the invoice will carry, the catalogue keys with their SAT names', () => {
    expect(text).toContain('Datos de facturación');
    expect(text).toMatch(/RFC\s+CNO150312H14/);
    expect(text).toMatch(/Razón social\s+CONSTRUCTORA NORTE/);
    expect(text.replace(/\s+/g, ' ')).toContain('601 General de Ley Personas Morales');
    expect(text).toMatch(/Uso del CFDI\s+G03 Gastos en general/);
    expect(text).toMatch(/Código postal fiscal\s+64000/);
    expect(text).toMatch(/Correo para facturas\s+facturas@constructora-norte\.example/);
  });

  it('prints every line and the totals exactly as frozen in the order, the discount taken off with a minus sign', () => {
    expect(order.lines.some((line) => line.discount_bp > 0)).toBe(true);
    expectLineRows(text, order.lines);
    expect(text).toContain('¿incluye carrete? ¡Sí!');
    expectPrintedTotals(text, order.totals);
    expect(order.totals.discount_cents).toBeGreaterThan(0);
    expect(text).toContain('Términos y condiciones');
    expect(text).toContain('Precios en pesos mexicanos (MXN)');
  });

  it('prints the stored amounts, never recomputed ones', async () => {
    // Amounts no rule would give: the PDF must still print them as stored.
    const frozen = { ...order.totals, iva_cents: 123_456, total_cents: 9_876_543 };
    const odd = pdfText(await render({ ...order, totals: frozen }));
    expect(amountBeside(odd, 'IVA 16 %')).toBe(formatMoney(123_456));
    expect(amountBeside(odd, 'Total')).toBe(formatMoney(9_876_543));
  });

  it('embeds every font it uses, Inter like the quote PDF', () => {
    const fonts = pdfFonts(pdf);
    expect(fonts.map((font) => font.name).join(' ')).toContain('Inter');
    for (const font of fonts) expect(font, font.name).toMatchObject({ embedded: 'yes' });
  });

  it('carries its title, author and creation date as metadata, and is the same bytes when rendered again', async () => {
    const info = pdfInfo(pdf);
    expect(info.Title).toBe('Confirmación de pedido PED-2026-000123 · Torre Norte, piso 12');
    expect(info.Author).toBe('Voltia');
    expect(info.CreationDate).toBe('2026-11-24T03:30:00Z');
    expect((await render(placedOrder())).equals(pdf)).toBe(true);
  });
});

describe('renderOrderPdf: what an order may lack', () => {
  it("without a purchase order says so, and without the request's contact names the order's customer", async () => {
    const order = placedOrder({ purchase_order_number: '', purchase_order_date: null, quote_alias: null });
    const pdf = await renderOrderPdf({ orderId: 'q-order', order, requestDetails: null, generatedAt: CREATED_AT });
    const text = pdfText(pdf);
    expect(text).toContain('Sin orden de compra');
    expect(text).not.toContain('OC-7781');
    expect(text).toMatch(new RegExp(`Cliente\\s+${escapeRegExp(order.customer.nameOfClient)}`));
    expect(pdfInfo(pdf).Title).toBe('Confirmación de pedido PED-2026-000123');
  });

  it('a cancelled order says it was cancelled, under its number', async () => {
    const text = pdfText(await render(placedOrder({ status: 'cancelled', cancellation_reason: 'La obra se pospuso' })));
    expect(text).toMatch(/^\s*.*Pedido cancelado\s*$/m);
  });
});

describe('renderOrderPdf: a long order', () => {
  let order: TOrderDocument;
  let pages: string[];

  beforeAll(async () => {
    const offer = makeOffer(
      Array.from({ length: 120 }, (_, index) =>
        makeDeskLine({
          product_id: `prod-${index}`,
          sku: `SKU-${String(index + 1).padStart(3, '0')}`,
          sku_description: `Interruptor termomagnético ${index + 1} de 3 polos para riel DIN, curva C, 10 kA`,
          brand: 'Schneider Electric',
          quantity: (index % 9) + 1,
          requested_quantity: (index % 9) + 1,
          unit_price_cents: 10_000 + index * 1_237,
          discount_bp: (index % 4) * 500,
          delivery_days: index % 6,
        }),
      ),
    );
    order = placedOrder({ lines: offer.lines, totals: offer.totals });
    pages = pdfText(await render(order))
      .split('\f')
      .filter((page) => page.trim() !== '');
  }, LONG_RENDER_MS);

  it('runs over several pages, each after the first with the running header, every one numbered', () => {
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => expect(page).toContain(`Página ${index + 1} de ${pages.length}`));
    for (const page of pages.slice(1))
      expect(page).toMatch(/Voltia · Pedido PED-2026-000123\s+Cotización COT-2026-000456/);
    expectLineRows(pages.join('\f'), order.lines);
    expect(amountBeside(pages[pages.length - 1] ?? '', 'Total')).toBe(formatMoney(order.totals.total_cents));
  });
});

describe('orderPdf: the file every channel serves', () => {
  it("is dated by the order's creation and names the quote's contact", async () => {
    const order = placedOrder();
    const quote = makeSentQuote({ request_details: CONTACT });
    const pdf = await orderPdf('q-order', order, quote);
    expect(pdfInfo(pdf).CreationDate).toBe('2026-11-24T03:30:00Z');
    expect(pdfText(pdf)).toContain('María José Núñez');
    expect(pdf.equals(await render(order))).toBe(true);
  });
});

describe('the order and the quote PDFs share one drawing', () => {
  it('the lines table has the same columns and the same company footer', async () => {
    const order = placedOrder();
    const quoteText = pdfText(
      await renderQuotePdf({
        quoteId: 'q',
        quote: makeSentQuote({ offer: makeOffer() }),
        generatedAt: CREATED_AT,
      }),
    );
    const orderText = pdfText(await render(order));
    const header = /^\s*SKU\s+Descripción\s+Marca\s+Cant\.\s+Precio unitario\s+Desc\.\s+Entrega\s+Importe\s*$/m;
    expect(quoteText).toMatch(header);
    expect(orderText).toMatch(header);
    const footer = (text: string) => text.split('\n').filter((line) => line.includes(COMPANY_PROFILE.website));
    expect(footer(orderText)).toEqual(footer(quoteText));
  });

  it("a failure to render is the order's own error", async () => {
    const broken = { ...placedOrder(), lines: null } as unknown as TOrderDocument;
    const rendering = render(broken);
    await expect(rendering).rejects.toBeInstanceOf(AppError);
    await expect(rendering).rejects.toMatchObject({ code: 'order/pdf-failed' });
  });
});
