import { sequenceSearchKey, searchTokens } from '../quote/quote-search';
import { quoteNumberSequence } from '../quote/quote-number';
import type { TOrderDocument } from './order-document';

// The staff order list searches like the quote inbox (quote/quote-search.ts): every order stores
// `search_keys`, the prefixes of the words staff look an order up by (its folio, the quote's number,
// the buyer's purchase order, the customer, the RFC, the razón social and the delivery site's name),
// folded to lower case without accents; a bare number also finds the folio's or the quote's sequence.

const MIN_PREFIX = 2;

/** The sequence of an order's folio (PED-2026-000123 → 123), undefined for anything else. */
export function orderNumberSequence(number: string): number | undefined {
  const match = /^PED-\d{4}-(\d+)$/.exec(number);
  return match === null ? undefined : Number(match[1]);
}

export type TOrderSearchSource = Pick<
  TOrderDocument,
  'order_number' | 'quote_number' | 'purchase_order_number' | 'customer' | 'fiscal' | 'delivery_site'
>;

/** Every key an order is found by, sorted. */
export function orderSearchKeys(order: TOrderSearchSource): string[] {
  const texts = [
    order.order_number,
    order.quote_number,
    order.purchase_order_number,
    order.customer.nameOfClient,
    order.fiscal.rfc,
    order.fiscal.razon_social,
    order.delivery_site.name,
  ];
  const keys = new Set<string>();
  for (const word of texts.flatMap((text) => (text ? searchTokens(text) : []))) {
    for (let length = MIN_PREFIX; length <= word.length; length += 1) keys.add(word.slice(0, length));
  }
  for (const sequence of [orderNumberSequence(order.order_number), quoteNumberSequence(order.quote_number)])
    if (sequence !== undefined) keys.add(sequenceSearchKey(sequence));
  return [...keys].sort();
}

/** An order as it is stored: its fields plus the list's `search_keys`, derived so they never drift. */
export function withOrderSearchKeys<T extends TOrderSearchSource>(order: T): T & { search_keys: string[] } {
  return { ...order, search_keys: orderSearchKeys(order) };
}
