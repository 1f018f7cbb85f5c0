import { serverTimestamp } from 'firebase/firestore';
import {
  DEFAULT_OFFER_TERMS,
  applyQuoteMove,
  defaultValidityDay,
  deskLineFromCart,
  formatQuoteNumber,
  quoteNumberYear,
  quoteSearchKeys,
  unwrapResult,
  validUntilFromDay,
  type TQuoteDocument,
  type TQuoteKind,
  type TQuoteRequestDetails,
} from '@voltia/domain';
import { makeCartLine, makeNewQuote, makeProduct } from '@voltia/domain/testing';

// What is specific to the rules tests: a document as the client writes it, with the timestamps left
// to the server (the rules require request.time). The quotes and lines are the domain factories'.

function asWritten(quote: TQuoteDocument, overrides: Record<string, unknown>) {
  return { ...quote, created_at: serverTimestamp(), updated_at: serverTimestamp(), ...overrides };
}

/**
 * The catalogue product a cart line names, as the catalogue function stores it: its SKU,
 * description and brand are the ones makeCartLine copies for `productId`.
 */
export function productOfLine(productId: string, overrides: Record<string, unknown> = {}) {
  const line = makeCartLine({ product_id: productId });
  return {
    ...makeProduct({ product_id: productId, sku: line.sku, description: line.sku_description, brand: line.brand }),
    ...overrides,
  };
}

/** A new quote as the storefront writes it for a visitor: the domain's defaults, anonymous. */
export function newQuoteDoc(ownerUid: string, kind: TQuoteKind = 'cart', overrides: Record<string, unknown> = {}) {
  return asWritten(makeNewQuote({ ownerUid, kind }), overrides);
}

/** A signed-in customer's new quote: newQuote with the customer's name, so not anonymous. */
export function signedInQuoteDoc(ownerUid: string, customerName: string, overrides: Record<string, unknown> = {}) {
  return asWritten(makeNewQuote({ ownerUid, customerName }), overrides);
}

const REQUEST_DETAILS: TQuoteRequestDetails = {
  contact_name: 'Jorge Treviño',
  email: 'compras@constructora-norte.example',
  phone: '+525512345678',
  company: 'Constructora Norte',
  tax_id: 'CNO010203AB1',
  delivery_city: 'Monterrey',
  notes: null,
};

/**
 * A quote as the quotes function stores it (Admin SDK): submitted by its signed-in owner through the
 * domain's submit move, with its number and inbox search keys; 'sent' also went through review and
 * a send, so it carries the offer snapshot.
 */
export function submittedQuoteDoc(ownerUid: string, status: 'requested' | 'sent' = 'requested') {
  const now = new Date();
  const staff = { role: 'staff', uid: 'staff-1' } as const;
  const draft = makeNewQuote({ ownerUid, customerName: 'Jorge Treviño', now });
  const submit = {
    type: 'submit',
    lineCount: 1,
    details: REQUEST_DETAILS,
    quote_number: formatQuoteNumber(quoteNumberYear(now), 1),
  } as const;
  let quote = unwrapResult(applyQuoteMove(draft, { role: 'customer', uid: ownerUid }, submit, now));
  if (status === 'sent') {
    quote = unwrapResult(applyQuoteMove(quote, staff, { type: 'start_review' }, now));
    const lines = [
      { ...deskLineFromCart(makeCartLine({ product_id: 'p-1', quantity: 2 })), unit_price_cents: 123_450 },
    ];
    const validUntil = validUntilFromDay(defaultValidityDay(now));
    quote = unwrapResult(
      applyQuoteMove(quote, staff, { type: 'send', lines, valid_until: validUntil, terms: DEFAULT_OFFER_TERMS }, now),
    );
  }
  return { ...quote, search_keys: quoteSearchKeys(quote) };
}
