import { describe, expect, it } from 'vitest';
import { escapeHtml, MAIL_FROM, renderMail, SIGNUP_SUBJECT, staffQuoteUrl } from './mail-templates';

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
    expect(renderMail('signup', { ...CONTEXT, name: 'a'.repeat(200) }).text.split('\n')[0]).toHaveLength(
      'Hola, :'.length + 60,
    );
  });

  it('drops from the name what would disguise it (a right-to-left override, a C1 control)', () => {
    const mail = renderMail('signup', { ...CONTEXT, name: 'Ana \u202Ezeról\u202C\u009B31m' });
    expect(mail.text.split('\n')[0]).toBe('Hola, Ana zeról31m:');
    expect(mail.html).toContain('<p>Hola, Ana zeról31m:</p>');
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML specials', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('staffQuoteUrl', () => {
  it('links to the quote on the configured storefront, its id encoded', () => {
    expect(staffQuoteUrl('https://voltia.example', 'q 1/x')).toBe('https://voltia.example/cotizacion/q%201%2Fx');
  });
});
