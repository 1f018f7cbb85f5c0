import { toWellFormedText } from '@voltia/domain';
import type { TMailType } from '@voltia/domain';

export const MAIL_FROM = 'Voltia <no-reply@voltia.example>';

export type TMailAttachment = { readonly filename: string; readonly content: Buffer; readonly contentType: string };

export type TRenderedMail = {
  readonly from: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly attachments?: readonly TMailAttachment[];
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
export function oneLine(value: string | undefined, max: number): string | undefined {
  // Control characters (CR/LF included) become spaces, so a value can never add a line; what else
  // the domain's text rule refuses (C1 controls, bidirectional overrides) is dropped.
  const spaced = [...(value ?? '')].map((char) => (char < ' ' || char === '\u007f' ? ' ' : char)).join('');
  const clean = toWellFormedText(spaced).trim().replace(/\s+/g, ' ').slice(0, max);
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

/** The staff's link to one quote in the back-office. */
export function staffQuoteUrl(storefrontUrl: string, quoteId: string): string {
  return new URL(`/cotizacion/${encodeURIComponent(quoteId)}`, storefrontUrl).toString();
}
