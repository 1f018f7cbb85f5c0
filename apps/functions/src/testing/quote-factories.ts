// Test data for the quotes function's unit tests, built with the domain's own rules. Not bundled.
import { applyQuoteMove, newQuote, unwrapResult, ZQuoteRequestDetails } from '@voltia/domain';
import type { TCartLine, TProductFacts, TQuoteDocument, TQuoteRequestDetailsInput } from '@voltia/domain';
import type { TIdTokenCaller } from '../http/id-token-caller';

export const T0 = new Date('2026-03-01T10:00:00.000Z');
export const LATER = new Date('2026-03-01T12:00:00.000Z');

export function makeCaller(overrides: Partial<TIdTokenCaller> = {}): TIdTokenCaller {
  return { uid: 'uid-ana', email: 'ana@cliente.example', emailVerified: true, name: 'Ana López', isAnonymous: false, ...overrides };
}
export const ANA = makeCaller();
export const EVE = makeCaller({ uid: 'uid-eve', email: 'eve@otro.example', name: 'Eve' });
export const STAFF = makeCaller({ uid: 'uid-staff', email: 'ventas@voltia.example', name: 'Ventas' });
export const anonymousCaller = (uid: string) => makeCaller({ uid, email: undefined, emailVerified: false, name: undefined, isAnonymous: true });

/** A visitor's anonymous cart, as the storefront creates it on the first add. */
export function anonymousCart(ownerUid: string): TQuoteDocument {
  return unwrapResult(newQuote({ ownerUid, now: T0, kind: 'cart' }));
}

/** A signed-in customer's draft. */
export function customerDraft(ownerUid: string, customerName = 'Ana López'): TQuoteDocument {
  return unwrapResult(newQuote({ ownerUid, now: T0, kind: 'cart', customerName }));
}

export function makeRequestDetails(overrides: Partial<TQuoteRequestDetailsInput> = {}): TQuoteRequestDetailsInput {
  return {
    contact_name: 'Ana López',
    email: 'ana@constructora.example',
    phone: '+52 55 1234 5678',
    company: 'Constructora Norte',
    tax_id: 'CNO010203AB1',
    delivery_city: 'Monterrey',
    notes: 'Entrega en obra.',
    ...overrides,
  };
}

/** A draft its owner submitted at T0. */
export function requestedQuote(ownerUid: string): TQuoteDocument {
  const details = ZQuoteRequestDetails.parse(makeRequestDetails());
  return unwrapResult(applyQuoteMove(customerDraft(ownerUid), { role: 'customer', uid: ownerUid }, { type: 'submit', lineCount: 1, details }, T0));
}

export function makeCartLine(productId: string, quantity = 1): TCartLine {
  return { sku: `SKU-${productId}`, product_id: productId, sku_description: 'Contactor tripolar 25 A bobina 220 V AC', brand: 'Siemens', quantity };
}

/** The catalogue's facts of the product a line names, as the line has them (a published product unless said otherwise). */
export function catalogueFactsOf(line: TCartLine, overrides: Partial<TProductFacts> = {}): TProductFacts {
  return { sku: line.sku, description: line.sku_description, brand: line.brand === '' ? 'Sin marca' : line.brand, published: true, ...overrides };
}
