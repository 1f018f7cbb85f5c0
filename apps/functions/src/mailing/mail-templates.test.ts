import { ZQuoteRequestDetails } from '@voltia/domain';
import { describe, expect, it } from 'vitest';
import { makeCartLine, makeRequestDetailsInput } from '@voltia/domain/testing';
import { escapeHtml, MAIL_FROM, QUOTE_REQUEST_SUBJECT, renderMail, renderQuoteRequestMail, SIGNUP_SUBJECT, staffQuoteUrl } from './mail-templates';
import type { TQuoteRequestMailContext } from './mail-templates';

const CONTEXT = { to: 'ana@cliente.example', storefrontUrl: 'http://localhost:3000' };

describe('renderMail: signup', () => {
  it('is a Spanish welcome from Voltia, in text and HTML, to the given address', () => {
    const mail = renderMail('signup', { ...CONTEXT, name: 'Ana López' });
    expect(mail.from).toBe(MAIL_FROM);
    expect(mail.from).toBe('Voltia <no-reply@voltia.example>');
    expect(mail.to).toBe('ana@cliente.example');
    expect(mail.subject).toBe(SIGNUP_SUBJECT);
    expect(mail.subject).toBe('Te damos la bienvenida a Voltia');
    expect(mail.text).toContain('Hola, Ana López:');
    expect(mail.text).toContain('Gracias por registrarte en Voltia');
    expect(mail.text).toContain('http://localhost:3000/b2b');
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).toContain('<p>Hola, Ana López:</p>');
    expect(mail.html).toContain('href="http://localhost:3000/b2b"');
  });

  it('greets without a name when none is known', () => {
    expect(renderMail('signup', CONTEXT).text.startsWith('Hola:\n')).toBe(true);
    expect(renderMail('signup', { ...CONTEXT, name: '   ' }).html).toContain('<p>Hola:</p>');
  });

  it('escapes the name in HTML and keeps it to one short line', () => {
    const mail = renderMail('signup', { ...CONTEXT, name: '<script>x</script>\r\nBcc: y' });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.text.split('\n')[0]).toBe('Hola, <script>x</script> Bcc: y:');
    expect(renderMail('signup', { ...CONTEXT, name: 'a'.repeat(200) }).text.split('\n')[0]).toHaveLength('Hola, :'.length + 60);
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML specials', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

function quoteRequest(overrides: Partial<TQuoteRequestMailContext> = {}): TQuoteRequestMailContext {
  return {
    to: 'ventas@voltia.example',
    storefrontUrl: 'http://localhost:3000',
    quoteId: 'q-123',
    alias: 'Obra Monterrey',
    customer: { id: 'uid-ana', nameOfClient: 'Ana López' },
    details: ZQuoteRequestDetails.parse(makeRequestDetailsInput({ notes: 'Entrega en obra.\nHorario 8 a 14 h.' })),
    lines: [{ ...makeCartLine({ product_id: 'p-1', quantity: 3 }), sku_description: 'Contactor tripolar 25 A' }, { ...makeCartLine({ product_id: 'p-2', quantity: 100 }), sku_description: 'Cable THHN 12 AWG', brand: '' }],
    ...overrides,
  };
}

describe('renderQuoteRequestMail', () => {
  it('tells the staff inbox who asked, for what, with a link to the quote', () => {
    const mail = renderQuoteRequestMail(quoteRequest());
    expect(QUOTE_REQUEST_SUBJECT).toBe('Nueva solicitud de cotización');
    expect(mail).toMatchObject({ from: MAIL_FROM, to: 'ventas@voltia.example', subject: 'Nueva solicitud de cotización: Constructora Norte' });
    for (const part of ['Cliente: Ana López', 'Empresa: Constructora Norte', 'Identificación fiscal: CNO010203AB1', 'Ciudad de entrega: Monterrey', 'Teléfono: +525512345678']) {
      expect(mail.text).toContain(part);
    }
    expect(mail.text).toContain('Notas: Entrega en obra.\nHorario 8 a 14 h.');
    expect(mail.text).toContain('Productos (2):\n- 3 × Contactor tripolar 25 A (SKU SKU-p-1, Siemens)\n- 100 × Cable THHN 12 AWG (SKU SKU-p-2)');
    expect(mail.text).toContain('Revisar la solicitud: http://localhost:3000/cotizacion/q-123');
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).toContain('<li>3 × Contactor tripolar 25 A (SKU SKU-p-1, Siemens)</li>');
    expect(mail.html).toContain('Entrega en obra.<br>Horario 8 a 14 h.');
    expect(mail.html).toContain('href="http://localhost:3000/cotizacion/q-123"');
  });

  it('escapes every customer value in HTML and keeps the subject to one line', () => {
    const evil = '<img src=x onerror=alert(1)>';
    const mail = renderQuoteRequestMail(
      quoteRequest({
        alias: evil,
        customer: { id: 'u', nameOfClient: evil },
        details: { ...quoteRequest().details, company: `Norte\r\nBcc: x@evil.example ${'a'.repeat(100)}`, notes: evil },
        lines: [{ sku: 'S', product_id: 'p', sku_description: evil, brand: '"b"', quantity: 1 }],
      }),
    );
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('&quot;b&quot;');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject.startsWith('Nueva solicitud de cotización: Norte Bcc: x@evil.example')).toBe(true);
    expect(mail.subject).toHaveLength('Nueva solicitud de cotización: '.length + 80);
  });

  it('says when there are no notes, and keeps the plain subject without a company', () => {
    const mail = renderQuoteRequestMail(quoteRequest({ details: { ...quoteRequest().details, company: ' ', notes: null } }));
    expect(mail.subject).toBe(QUOTE_REQUEST_SUBJECT);
    expect(mail.text).toContain('Notas: —');
    expect(mail.html).toContain('<th align="left">Notas</th><td>—</td>');
  });

  it('links to the quote on the configured storefront, its id encoded', () => {
    expect(staffQuoteUrl('https://voltia.example', 'q 1/x')).toBe('https://voltia.example/cotizacion/q%201%2Fx');
  });
});
