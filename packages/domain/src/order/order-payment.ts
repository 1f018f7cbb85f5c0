import { FORMAS_PAGO, METODOS_PAGO, catalogueLabel } from '../fiscal/sat-catalogues';
import type { TOrderDocument } from './order-document';

/**
 * The order's payment as SAT names it, for every page and email that shows it:
 * ["Método de pago", "PUE Pago en una sola exhibición"], ["Forma de pago", "03 Transferencia electrónica de fondos"].
 */
export function orderPaymentRows(
  order: Pick<TOrderDocument, 'metodo_pago' | 'forma_pago'>,
): readonly (readonly [label: string, value: string])[] {
  const metodo = METODOS_PAGO.find((row) => row.key === order.metodo_pago);
  const forma = FORMAS_PAGO.find((row) => row.key === order.forma_pago);
  return [
    ['Método de pago', metodo === undefined ? order.metodo_pago : catalogueLabel(metodo)],
    ['Forma de pago', forma === undefined ? order.forma_pago : catalogueLabel(forma)],
  ];
}
