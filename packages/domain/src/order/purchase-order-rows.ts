import { formatBusinessDate } from '../dates/format-business-date';
import type { TOrderDocument } from './order-document';

/**
 * The buyer's purchase order as every page and document shows it: its number and its date in
 * Spanish ("Sin fecha" when they gave none), or null when they gave no purchase order at all.
 */
export function purchaseOrderRows(
  order: Pick<TOrderDocument, 'purchase_order_number' | 'purchase_order_date'>,
): (readonly [label: string, value: string])[] | null {
  if (order.purchase_order_number === '') return null;
  return [
    ['Número', order.purchase_order_number],
    ['Fecha', order.purchase_order_date === null ? 'Sin fecha' : formatBusinessDate(order.purchase_order_date, 'day')],
  ];
}
