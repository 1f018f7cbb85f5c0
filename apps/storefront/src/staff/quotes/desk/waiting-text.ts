import { formatDistanceStrict } from 'date-fns';
import { es } from 'date-fns/locale';
import { isFinalQuoteStatus, type TQuoteDocument } from '@voltia/domain';

/**
 * How long the customer has been waiting for staff ("Espera respuesta desde hace 3 días"), or
 * who has the turn when nobody at the company is being waited for.
 */
export function waitingText(quote: Pick<TQuoteDocument, 'status' | 'waiting_since'>, now: Date): string {
  if (quote.waiting_since !== null) {
    const since = quote.waiting_since.getTime() > now.getTime() ? now : quote.waiting_since;
    return `Espera respuesta desde hace ${formatDistanceStrict(since, now, { locale: es })}`;
  }
  if (quote.status === 'info_requested') return 'Esperando la respuesta del cliente';
  if (quote.status === 'sent') return 'Esperando la decisión del cliente';
  if (isFinalQuoteStatus(quote.status)) return 'Cerrada';
  return 'Sin espera';
}
