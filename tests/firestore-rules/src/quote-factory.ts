import { serverTimestamp } from 'firebase/firestore';
import { newQuote, unwrapResult, type TQuoteKind } from '@voltia/domain';

/**
 * A new quote as the storefront writes it: the domain's defaults, with the timestamps left to the
 * server (the rules require request.time).
 */
export function newQuoteDoc(ownerUid: string, kind: TQuoteKind = 'cart', overrides: Record<string, unknown> = {}) {
  const quote = unwrapResult(newQuote({ ownerUid, now: new Date(), kind }));
  return { ...quote, created_at: serverTimestamp(), updated_at: serverTimestamp(), ...overrides };
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
