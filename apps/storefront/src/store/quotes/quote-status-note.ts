import { isQuoteValidAt, isRequotable, type TQuoteDocument } from '@voltia/domain';

export type TStatusNote = {
  /** How the note looks: waiting on us, the customer's turn, done well, done otherwise. */
  readonly tone: 'waiting' | 'action' | 'success' | 'closed';
  readonly title: string;
  readonly text: string;
};

/** Where the quote stands and what comes next, in a sentence or two for its customer. */
export function quoteStatusNote(
  quote: Pick<TQuoteDocument, 'status' | 'offer' | 'valid_until' | 'rejection_reason' | 'cancellation_reason'>,
  now: Date,
): TStatusNote {
  switch (quote.status) {
    case 'draft':
      return {
        tone: 'closed',
        title: 'Lista sin solicitar',
        text: 'Aún no pides precios para esta lista. Elígela como tu carrito activo y solicita la cotización desde el carrito.',
      };
    case 'requested':
    case 'in_review':
      return {
        tone: 'waiting',
        title: 'Nuestro equipo está preparando tus precios',
        // A withdrawn offer (back in review) is being revised; the customer gets a new one.
        text:
          quote.offer === null
            ? 'Te avisaremos por correo en cuanto la cotización esté lista. Si tienes dudas, escríbenos en los mensajes.'
            : 'Estamos revisando la oferta que te enviamos; te enviaremos una nueva por correo.',
      };
    case 'info_requested':
      return {
        tone: 'action',
        title: 'Necesitamos información para continuar',
        text: 'Responde la pregunta de nuestro equipo para que podamos preparar tus precios.',
      };
    case 'sent':
      return isQuoteValidAt(quote, now)
        ? {
            tone: 'action',
            title: 'Tu cotización está lista',
            text: 'Revisa los precios y acéptala o recházala antes de que termine su vigencia.',
          }
        : {
            tone: 'closed',
            title: 'La vigencia terminó; solicita una nueva cotización',
            text: 'Esta oferta ya no se puede aceptar ni rechazar. Arma tu carrito y solicita una cotización nueva.',
          };
    case 'accepted':
      return {
        tone: 'success',
        title: 'Aceptaste esta cotización',
        text: 'Nuestro equipo se pondrá en contacto contigo para confirmar el pedido y la entrega.',
      };
    case 'rejected':
      return {
        tone: 'closed',
        title: 'Rechazaste esta cotización',
        text: 'Si cambias de opinión, vuelve a cotizar y te enviaremos precios nuevos.',
      };
    case 'expired':
      return {
        tone: 'closed',
        title: 'Esta cotización venció',
        text: 'Vuelve a cotizar y te enviaremos precios actualizados.',
      };
    case 'cancelled':
      return { tone: 'closed', title: 'Solicitud cancelada', text: 'Esta solicitud ya no está activa.' };
  }
}

/**
 * "Volver a cotizar" for its owner once the quote is rejected or expired and was not requoted yet
 * (the domain's requote rule; a sent quote past its validity waits for the hourly expiry first).
 */
export function mayRequote(quote: Pick<TQuoteDocument, 'status' | 'owner' | 'requoted_to'>, uid: string): boolean {
  return quote.owner === uid && isRequotable(quote);
}
