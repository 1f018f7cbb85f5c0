import {
  formatBusinessDate,
  formatDeliveryDays,
  formatMoney,
  formatPercentBp,
  formatPhoneMx,
  LINE_AMOUNT_NOTE,
  quoteTitle,
  quoteTotalsRows,
} from '@voltia/domain';
import type { TCartLine, TOrderDocument, TQuoteDocument, TQuoteMailKind } from '@voltia/domain';
import { MAIL_FROM, escapeHtml, oneLine, staffQuoteUrl } from './mail-templates';
import type { TRenderedMail } from './mail-templates';

// The quote emails. Every one names the quote by the domain's quoteTitle (its
// number and the customer's own name for it); every value a customer or staff member typed
// is escaped in HTML and reaches a header only as one short line.

export type TQuoteMailContext = {
  readonly to: string;
  readonly storefrontUrl: string;
  readonly quoteId: string;
  /** The quote after the event. */
  readonly quote: TQuoteDocument;
  /** The customer's request lines (for the new-request emails to staff and to the customer). */
  readonly lines?: readonly TCartLine[];
  /** What came with the event: a question, an answer, a reason, a message. */
  readonly note?: string | null;
  /** Who wrote (a message) or decided (staff). */
  readonly author?: string;
  /** The order an accept made: the acceptance email names its number, purchase order and site. */
  readonly order?: TOrderDocument;
};

export type TBlock = {
  readonly heading?: string;
  readonly rows?: readonly (readonly [string, string])[];
  readonly paragraphs?: readonly string[];
  readonly list?: readonly string[];
};

/** The customer's link to one of their quotes. */
export function customerQuoteUrl(storefrontUrl: string, quoteId: string): string {
  return new URL(`/b2b/cotizaciones/${encodeURIComponent(quoteId)}`, storefrontUrl).toString();
}

/** The quote's title on one line: the alias is the customer's own text and may reach a subject. */
export function titleOf(quote: TQuoteDocument): string {
  return oneLine(quoteTitle(quote), 120) ?? '';
}

export function render(
  to: string,
  subject: string,
  greeting: string,
  blocks: readonly TBlock[],
  link: { label: string; href: string },
): TRenderedMail {
  const text: string[] = [greeting, ''];
  const html: string[] = [
    '<!doctype html>',
    '<html lang="es"><body style="font-family: Arial, sans-serif; color: #1f2933;">',
    `<p>${escapeHtml(greeting)}</p>`,
  ];
  for (const block of blocks) {
    if (block.heading) {
      text.push(block.heading);
      html.push(`<h2 style="font-size: 16px;">${escapeHtml(block.heading)}</h2>`);
    }
    for (const paragraph of block.paragraphs ?? []) {
      text.push(paragraph, '');
      html.push(`<p>${escapeHtml(paragraph).replace(/\r?\n/g, '<br>')}</p>`);
    }
    if (block.rows) {
      text.push(...block.rows.map(([label, value]) => `${label}: ${value}`), '');
      html.push(
        '<table>',
        ...block.rows.map(
          ([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
        ),
        '</table>',
      );
    }
    if (block.list) {
      text.push(...block.list.map((item) => `- ${item}`), '');
      html.push('<ul>', ...block.list.map((item) => `<li>${escapeHtml(item)}</li>`), '</ul>');
    }
  }
  text.push(`${link.label}: ${link.href}`, '', 'El equipo de Voltia');
  html.push(
    `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`,
    '<p>El equipo de Voltia</p>',
    '</body></html>',
  );
  return { from: MAIL_FROM, to, subject, text: text.join('\n'), html: html.join('\n') };
}

export function customerGreeting(quote: TQuoteDocument): string {
  const name = oneLine(quote.request_details?.contact_name ?? quote.customer.nameOfClient, 60);
  return name === undefined ? 'Hola:' : `Hola, ${name}:`;
}

function companyOf(quote: TQuoteDocument): string {
  return quote.request_details?.company ?? quote.customer.nameOfClient;
}

function subjectWith(prefix: string, quote: TQuoteDocument, suffix?: string): string {
  const tail = oneLine(suffix, 80);
  return `${prefix} ${titleOf(quote)}${tail === undefined ? '' : `: ${tail}`}`;
}

const noteBlock = (label: string, note: string | null | undefined): TBlock[] =>
  note ? [{ heading: label, paragraphs: [note] }] : [];

function lineText(line: TCartLine): string {
  return `${line.quantity} × ${line.sku_description} (SKU ${line.sku}${line.brand === '' ? '' : `, ${line.brand}`})`;
}

function renderQuoteRequested(ctx: TQuoteMailContext): TRenderedMail {
  const { quote } = ctx;
  const details = quote.request_details;
  const lines = ctx.lines ?? [];
  return render(
    ctx.to,
    subjectWith('Nueva solicitud de cotización', quote, details?.company),
    `${quote.requote_of === null ? 'Un cliente pidió precios' : 'Un cliente pidió cotizar de nuevo'}: cotización ${titleOf(quote)}.`,
    [
      {
        rows: [
          ['Cotización', titleOf(quote)],
          ['Cliente', quote.customer.nameOfClient],
          ['Contacto', details?.contact_name ?? '—'],
          ['Correo', details?.email ?? '—'],
          ['Teléfono', details ? formatPhoneMx(details.phone) : '—'],
          ['Empresa', details?.company ?? '—'],
          ['Identificación fiscal', details?.tax_id ?? '—'],
          ['Ciudad de entrega', details?.delivery_city ?? '—'],
          ['Notas', details?.notes ?? '—'],
        ],
      },
      { heading: `Productos (${lines.length})`, list: lines.map(lineText) },
    ],
    { label: 'Revisar la solicitud', href: staffQuoteUrl(ctx.storefrontUrl, ctx.quoteId) },
  );
}

/** The customer's confirmation of a request: what they asked for, what happens next, where to follow it. */
function renderRequestReceived(ctx: TQuoteMailContext): TRenderedMail {
  const { quote } = ctx;
  const lines = ctx.lines ?? [];
  return render(
    ctx.to,
    subjectWith('Recibimos tu solicitud', quote),
    customerGreeting(quote),
    [
      { paragraphs: [`Recibimos tu solicitud de cotización ${titleOf(quote)}. Gracias por pensar en Voltia.`] },
      { heading: `Productos (${lines.length})`, list: lines.map(lineText) },
      {
        heading: 'Qué sigue',
        paragraphs: [
          'Nuestro equipo de ventas revisará tu solicitud y preparará los precios, la disponibilidad y los tiempos de entrega.',
          'Te escribiremos a este correo cuando tu cotización esté lista o si necesitamos algún dato. Mientras tanto puedes seguirla y escribirnos desde la página de la cotización.',
        ],
      },
    ],
    { label: 'Ver tu solicitud', href: customerQuoteUrl(ctx.storefrontUrl, ctx.quoteId) },
  );
}

function renderOfferSent(ctx: TQuoteMailContext): TRenderedMail {
  const { quote } = ctx;
  const offer = quote.offer;
  const validity = quote.valid_until === null ? '—' : formatBusinessDate(quote.valid_until, 'day');
  const totals = offer?.totals;
  return render(
    ctx.to,
    subjectWith('Tu cotización', quote, 'precios listos'),
    customerGreeting(quote),
    [
      { paragraphs: [`Preparamos los precios de tu cotización ${titleOf(quote)}. Adjuntamos el PDF con el detalle.`] },
      {
        heading: 'Productos',
        list: (offer?.lines ?? []).map(
          (line) =>
            `${line.quantity} × ${line.sku_description} (SKU ${line.sku}): ${formatMoney(line.unit_price_cents)} c/u, importe ${formatMoney(line.gross_cents)}` +
            `${line.discount_bp > 0 ? `, descuento ${formatPercentBp(line.discount_bp)}` : ''} · entrega ${formatDeliveryDays(line.delivery_days)}`,
        ),
      },
      // The totals as the PDF and the offer page print them, after the note on what a line's importe is.
      totals
        ? {
            paragraphs: [LINE_AMOUNT_NOTE],
            rows: [
              ...quoteTotalsRows(totals).map(
                (row) => [row.label, row.key === 'total' ? `${row.amount} ${totals.currency}` : row.amount] as const,
              ),
              ['Vigente hasta', validity],
            ],
          }
        : {},
      ...noteBlock('Condiciones', offer?.terms),
      { paragraphs: ['Puedes aceptarla o rechazarla en línea mientras esté vigente.'] },
    ],
    { label: 'Ver la cotización', href: customerQuoteUrl(ctx.storefrontUrl, ctx.quoteId) },
  );
}

function renderInfoRequested(ctx: TQuoteMailContext): TRenderedMail {
  return render(
    ctx.to,
    subjectWith('Necesitamos información para tu cotización', ctx.quote),
    customerGreeting(ctx.quote),
    [
      { paragraphs: [`Para preparar los precios de tu cotización ${titleOf(ctx.quote)} necesitamos un dato más:`] },
      ...noteBlock('Pregunta', ctx.note),
      { paragraphs: ['Respóndenos desde la página de la cotización.'] },
    ],
    { label: 'Responder', href: customerQuoteUrl(ctx.storefrontUrl, ctx.quoteId) },
  );
}

function renderToStaff(ctx: TQuoteMailContext, prefix: string, summary: string, noteLabel: string): TRenderedMail {
  const { quote } = ctx;
  const total = quote.offer ? formatMoney(quote.offer.totals.total_cents) : null;
  return render(
    ctx.to,
    subjectWith(prefix, quote, companyOf(quote)),
    `${summary}: cotización ${titleOf(quote)} de ${companyOf(quote)}.`,
    [
      {
        rows: [
          ['Cotización', titleOf(quote)],
          ['Cliente', quote.customer.nameOfClient],
          ...(total ? ([['Total de la oferta', total]] as const) : []),
          ...(ctx.order === undefined
            ? []
            : ([
                ['Pedido', ctx.order.order_number],
                [
                  'Orden de compra',
                  ctx.order.purchase_order_number === '' ? 'Sin orden de compra' : ctx.order.purchase_order_number,
                ],
                ['Sitio de entrega', `${ctx.order.delivery_site.name} (${ctx.order.delivery_site.municipio})`],
              ] as const)),
        ],
      },
      ...noteBlock(noteLabel, ctx.note),
    ],
    { label: 'Abrir la cotización', href: staffQuoteUrl(ctx.storefrontUrl, ctx.quoteId) },
  );
}

function renderStaffMessage(ctx: TQuoteMailContext): TRenderedMail {
  return render(
    ctx.to,
    subjectWith('Mensaje sobre tu cotización', ctx.quote),
    customerGreeting(ctx.quote),
    [
      {
        paragraphs: [
          `${oneLine(ctx.author, 60) ?? 'Nuestro equipo'} te escribió sobre la cotización ${titleOf(ctx.quote)}:`,
        ],
      },
      ...noteBlock('Mensaje', ctx.note),
    ],
    { label: 'Ver y responder', href: customerQuoteUrl(ctx.storefrontUrl, ctx.quoteId) },
  );
}

const RENDERERS: Record<TQuoteMailKind, (ctx: TQuoteMailContext) => TRenderedMail> = {
  quote_requested: renderQuoteRequested,
  request_received: renderRequestReceived,
  offer_sent: renderOfferSent,
  info_requested: renderInfoRequested,
  customer_accepted: (ctx) => renderToStaff(ctx, 'Cotización aceptada', 'El cliente aceptó la oferta', 'Nota'),
  customer_rejected: (ctx) => renderToStaff(ctx, 'Cotización rechazada', 'El cliente rechazó la oferta', 'Motivo'),
  customer_answered: (ctx) =>
    renderToStaff(ctx, 'Respuesta del cliente', 'El cliente respondió tu pregunta', 'Respuesta'),
  customer_cancelled: (ctx) => renderToStaff(ctx, 'Cotización cancelada', 'El cliente canceló su solicitud', 'Motivo'),
  customer_message: (ctx) =>
    renderToStaff(ctx, 'Mensaje del cliente', `${oneLine(ctx.author, 60) ?? 'El cliente'} escribió`, 'Mensaje'),
  staff_message: renderStaffMessage,
};

/** The email of a quote event. */
export function renderQuoteMail(kind: TQuoteMailKind, context: TQuoteMailContext): TRenderedMail {
  return RENDERERS[kind](context);
}
