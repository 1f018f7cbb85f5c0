import { DEFAULT_QUOTE_ALIAS, LINE_AMOUNT_NOTE } from '@voltia/domain';
import { makeCartLine } from '@voltia/domain/testing';
import { QUOTE_MAIL_KINDS, makeQuoteForMail } from '../testing/quote-mail-fixtures';
import { describe, expect, it } from 'vitest';
import { MAIL_FROM } from './mail-templates';
import { customerQuoteUrl, renderQuoteMail } from './quote-mail-templates';

const BASE = { to: 'x@y.example', storefrontUrl: 'http://localhost:3000', quoteId: 'q-123' };
/** A request's lines, one with a brand and one without, and how every email lists them. */
const REQUEST_LINES = [
  { ...makeCartLine({ product_id: 'p-1', quantity: 3 }), sku_description: 'Contactor tripolar 25 A' },
  { ...makeCartLine({ product_id: 'p-2', quantity: 100 }), sku_description: 'Cable THHN 12 AWG', brand: '' },
];
const REQUEST_LINES_TEXT =
  'Productos (2)\n- 3 × Contactor tripolar 25 A (SKU SKU-p-1, Siemens)\n- 100 × Cable THHN 12 AWG (SKU SKU-p-2)';

describe('renderQuoteMail', () => {
  it('every kind names the quote by its number, in the subject and the text, and links to it', () => {
    for (const kind of QUOTE_MAIL_KINDS) {
      const mail = renderQuoteMail(kind, { ...BASE, quote: makeQuoteForMail('sent'), note: 'Nota', author: 'Mariana' });
      expect(mail.from).toBe(MAIL_FROM);
      expect(mail.subject).toContain('COT-2026-000123');
      expect(mail.text).toContain('COT-2026-000123');
      expect(mail.html).toContain('<html lang="es">');
      expect(mail.text).toMatch(/http:\/\/localhost:3000\/(cotizacion|b2b\/cotizaciones)\/q-123/);
    }
  });

  it('never names a quote by the alias it was created with: its number alone', () => {
    for (const kind of QUOTE_MAIL_KINDS) {
      const mail = renderQuoteMail(kind, {
        ...BASE,
        quote: makeQuoteForMail('sent', { alias: DEFAULT_QUOTE_ALIAS }),
        note: 'Nota',
        author: 'Mariana',
      });
      expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toContain(DEFAULT_QUOTE_ALIAS);
      expect(mail.subject).toMatch(/ COT-2026-000123(:|$)/);
    }
  });

  it('the new request tells staff who asked, for what, with a link to the desk', () => {
    const mail = renderQuoteMail('quote_requested', {
      ...BASE,
      quote: makeQuoteForMail('requested'),
      lines: REQUEST_LINES,
    });
    expect(mail.subject).toBe('Nueva solicitud de cotización COT-2026-000123 · Obra Monterrey: Constructora Norte');
    for (const part of [
      'Cliente: Ana López',
      'Empresa: Constructora Norte',
      'Identificación fiscal: CNO010203AB1',
      'Ciudad de entrega: Monterrey',
      'Teléfono: +52 55 1234 5678',
    ]) {
      expect(mail.text).toContain(part);
    }
    expect(mail.text).toContain(REQUEST_LINES_TEXT);
    expect(mail.text).toContain('Revisar la solicitud: http://localhost:3000/cotizacion/q-123');
  });

  it('the confirmation tells the customer what they asked for, what happens next and where to follow it', () => {
    const mail = renderQuoteMail('request_received', {
      ...BASE,
      quote: makeQuoteForMail('requested', { alias: DEFAULT_QUOTE_ALIAS }),
      lines: REQUEST_LINES,
    });
    expect(mail.subject).toBe('Recibimos tu solicitud COT-2026-000123');
    expect(mail.text).toContain('Hola, Ana López:');
    expect(mail.text).toContain(REQUEST_LINES_TEXT);
    expect(mail.text).toContain('Qué sigue\nNuestro equipo de ventas revisará tu solicitud');
    expect(mail.text).toContain('Ver tu solicitud: http://localhost:3000/b2b/cotizaciones/q-123');
    expect(mail.html).toContain('<li>3 × Contactor tripolar 25 A (SKU SKU-p-1, Siemens)</li>');
  });

  it('the offer tells the customer the prices, totals and validity, with the figures of the offer', () => {
    const quote = makeQuoteForMail('sent');
    const mail = renderQuoteMail('offer_sent', { ...BASE, quote });
    expect(mail.subject).toBe('Tu cotización COT-2026-000123 · Obra Monterrey: precios listos');
    expect(mail.text).toContain('Preparamos los precios de tu cotización COT-2026-000123 · Obra Monterrey.');
    expect(mail.text).toContain('Hola, Ana López:');
    expect(mail.text).toContain('Total: $5,603.38 MXN');
    expect(mail.text).toContain('IVA 16 %: $772.88');
    // The same breakdown as the PDF and the offer page: the discount taken off, then the subtotal with it.
    expect(mail.text).toMatch(/Subtotal: \S+\nDescuento: \$0\.00\nSubtotal con descuento: \S+\nIVA 16 %: /);
    expect(mail.text).toContain(LINE_AMOUNT_NOTE);
    expect(mail.text).toContain('Vigente hasta: 8 de diciembre de 2026');
    expect(mail.text).toContain('$1,234.50 c/u, importe $1,234.50 · entrega 3 días hábiles');
    expect(mail.text).toContain('Ver la cotización: http://localhost:3000/b2b/cotizaciones/q-123');
  });

  it('questions, answers, reasons and messages are quoted as written', () => {
    expect(
      renderQuoteMail('info_requested', { ...BASE, quote: makeQuoteForMail('info_requested'), note: '¿Qué calibre?' })
        .text,
    ).toContain('Pregunta\n¿Qué calibre?');
    expect(
      renderQuoteMail('customer_rejected', { ...BASE, quote: makeQuoteForMail('rejected'), note: 'Precio alto' }).text,
    ).toContain('Motivo\nPrecio alto');
    expect(
      renderQuoteMail('staff_message', {
        ...BASE,
        quote: makeQuoteForMail('in_review'),
        note: 'Hola',
        author: 'Mariana',
      }).text,
    ).toContain('Mariana te escribió');
    expect(
      renderQuoteMail('customer_message', {
        ...BASE,
        quote: makeQuoteForMail('in_review'),
        note: 'Hola',
        author: 'Ana',
      }).text,
    ).toContain('Ana escribió');
  });

  it('escapes every typed value in HTML and keeps the subject to one line', () => {
    const evil = '<img src=x onerror=alert(1)>';
    const quote = makeQuoteForMail('requested', {
      alias: evil,
      company: `Norte\r\nBcc: x@evil.example ${'a'.repeat(90)}`,
    });
    const mail = renderQuoteMail('quote_requested', {
      ...BASE,
      quote,
      lines: [{ sku: 'S', product_id: 'p', sku_description: evil, brand: '"b"', quantity: 1 }],
      note: evil,
    });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('&quot;b&quot;');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(
      mail.subject.startsWith(`Nueva solicitud de cotización COT-2026-000123 · ${evil}: Norte Bcc: x@evil.example`),
    ).toBe(true);
  });

  it('links customers to their quote, its id encoded', () => {
    expect(customerQuoteUrl('https://voltia.example', 'q 1/x')).toBe(
      'https://voltia.example/b2b/cotizaciones/q%201%2Fx',
    );
  });
});
