import { serverTimestamp } from 'firebase/firestore';
import { newQuote, unwrapResult, type TNewQuoteInput, type TQuoteKind } from '@voltia/domain';

/** The domain's new quote with the timestamps left to the server (the rules require request.time). */
function asWritten(input: Omit<TNewQuoteInput, 'now'>, overrides: Record<string, unknown>) {
  const quote = unwrapResult(newQuote({ ...input, now: new Date() }));
  return { ...quote, created_at: serverTimestamp(), updated_at: serverTimestamp(), ...overrides };
}

/** A new quote as the storefront writes it for a visitor: the domain's defaults, anonymous. */
export function newQuoteDoc(ownerUid: string, kind: TQuoteKind = 'cart', overrides: Record<string, unknown> = {}) {
  return asWritten({ ownerUid, kind }, overrides);
}

/** A signed-in customer's new quote: newQuote with the customer's name, so not anonymous. */
export function signedInQuoteDoc(ownerUid: string, customerName: string, overrides: Record<string, unknown> = {}) {
  return asWritten({ ownerUid, kind: 'cart', customerName }, overrides);
}

export function cartLine(productId: string, quantity = 1, overrides: Record<string, unknown> = {}) {
  return {
    sku: `SKU-${productId}`,
    product_id: productId,
    sku_description: 'Contactor tripolar 25 A bobina 220 V AC',
    brand: 'Siemens',
    quantity,
    ...overrides,
  };
}
