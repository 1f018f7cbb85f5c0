import type { TCartLine, TQuoteCustomer, TQuoteRequestDetails } from '@voltia/domain';
import type { TMailType } from './mail-request';

export const MAIL_FROM = 'Voltia <no-reply@voltia.example>';

export type TRenderedMail = {
  readonly from: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
};

export type TMailContext = {
  readonly to: string;
  /** The recipient's name when known (the ID token's `name`), for the greeting. */
  readonly name?: string | undefined;
  /** The storefront's origin, for the link in the message. */
  readonly storefrontUrl: string;
};

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** A value fit for one line (a greeting, a subject): at most `max` characters, or undefined when blank. */
function oneLine(value: string | undefined, max: number): string | undefined {
  // Control characters (CR/LF included) become spaces, so a value can never add a line.
  const clean = [...(value ?? '')].map((char) => (char < ' ' || char === '\u007f' ? ' ' : char)).join('').trim().replace(/\s+/g, ' ').slice(0, max);
  return clean === '' ? undefined : clean;
}

/** A name fit for a greeting: one line, at most 60 characters, or undefined. */
const greetingName = (name: string | undefined) => oneLine(name, 60);

export const SIGNUP_SUBJECT = 'Te damos la bienvenida a Voltia';

function renderSignup({ to, name, storefrontUrl }: TMailContext): TRenderedMail {
  const who = greetingName(name);
  const greeting = who === undefined ? 'Hola:' : `Hola, ${who}:`;
  const link = new URL('/b2b', storefrontUrl).toString();
  const text = [
    greeting,
    '',
    'Gracias por registrarte en Voltia, tu distribuidor de material eléctrico e industrial.',
    'Desde tu cuenta puedes armar listas de productos, solicitar cotizaciones y seguir su estado.',
    '',
    `Entra a tu área B2B: ${link}`,
    '',
    'Si no creaste esta cuenta, ignora este mensaje.',
    '',
    'El equipo de Voltia',
  ].join('\n');
  const html = [
    '<!doctype html>',
    '<html lang="es"><body style="font-family: Arial, sans-serif; color: #1f2933;">',
    `<p>${escapeHtml(greeting)}</p>`,
    '<p>Gracias por registrarte en <strong>Voltia</strong>, tu distribuidor de material eléctrico e industrial.</p>',
    '<p>Desde tu cuenta puedes armar listas de productos, solicitar cotizaciones y seguir su estado.</p>',
    `<p><a href="${escapeHtml(link)}">Entra a tu área B2B</a></p>`,
    '<p style="color: #6b7280;">Si no creaste esta cuenta, ignora este mensaje.</p>',
    '<p>El equipo de Voltia</p>',
    '</body></html>',
  ].join('\n');
  return { from: MAIL_FROM, to, subject: SIGNUP_SUBJECT, text, html };
}

const RENDERERS: Record<TMailType, (context: TMailContext) => TRenderedMail> = { signup: renderSignup };

/** Renders one of the product's own templates; the caller supplies only the recipient and context. */
export function renderMail(type: TMailType, context: TMailContext): TRenderedMail {
  return RENDERERS[type](context);
}

export const QUOTE_REQUEST_SUBJECT = 'Nueva solicitud de cotización';

export type TQuoteRequestMailContext = {
  /** The staff inbox (STAFF_INBOX). */
  readonly to: string;
  readonly storefrontUrl: string;
  readonly quoteId: string;
  readonly alias: string;
  readonly customer: TQuoteCustomer;
  readonly details: TQuoteRequestDetails;
  readonly lines: readonly TCartLine[];
};

/** The staff's link to one quote in the back-office. */
export function staffQuoteUrl(storefrontUrl: string, quoteId: string): string {
  return new URL(`/cotizacion/${encodeURIComponent(quoteId)}`, storefrontUrl).toString();
}

/**
 * Tells the sales inbox a customer asked for prices: who, the details they confirmed, the lines and
 * a link to the quote. Every value comes from the customer, so all of it is escaped in HTML and
 * nothing reaches a header but the company name on one line.
 */
export function renderQuoteRequestMail(context: TQuoteRequestMailContext): TRenderedMail {
  const { details, lines } = context;
  const link = staffQuoteUrl(context.storefrontUrl, context.quoteId);
  const company = oneLine(details.company, 80);
  const subject = company === undefined ? QUOTE_REQUEST_SUBJECT : `${QUOTE_REQUEST_SUBJECT}: ${company}`;
  const facts: readonly (readonly [string, string])[] = [
    ['Cotización', `${context.alias} (${context.quoteId})`],
    ['Cliente', context.customer.nameOfClient],
    ['Contacto', details.contact_name],
    ['Correo', details.email],
    ['Teléfono', details.phone],
    ['Empresa', details.company],
    ['Identificación fiscal', details.tax_id],
    ['Ciudad de entrega', details.delivery_city],
  ];
  const lineText = (line: TCartLine) => `${line.quantity} × ${line.sku_description} (SKU ${line.sku}${line.brand === '' ? '' : `, ${line.brand}`})`;
  const text = [
    `${QUOTE_REQUEST_SUBJECT}`,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    `Notas: ${details.notes ?? '—'}`,
    '',
    `Productos (${lines.length}):`,
    ...lines.map((line) => `- ${lineText(line)}`),
    '',
    `Revisar la solicitud: ${link}`,
  ].join('\n');
  const html = [
    '<!doctype html>',
    '<html lang="es"><body style="font-family: Arial, sans-serif; color: #1f2933;">',
    `<h1 style="font-size: 20px;">${escapeHtml(QUOTE_REQUEST_SUBJECT)}</h1>`,
    '<table>',
    ...facts.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`),
    `<tr><th align="left">Notas</th><td>${details.notes === null ? '—' : escapeHtml(details.notes).replace(/\r?\n/g, '<br>')}</td></tr>`,
    '</table>',
    `<h2 style="font-size: 16px;">Productos (${lines.length})</h2>`,
    '<ul>',
    ...lines.map((line) => `<li>${escapeHtml(lineText(line))}</li>`),
    '</ul>',
    `<p><a href="${escapeHtml(link)}">Revisar la solicitud</a></p>`,
    '</body></html>',
  ].join('\n');
  return { from: MAIL_FROM, to: context.to, subject, text, html };
}
