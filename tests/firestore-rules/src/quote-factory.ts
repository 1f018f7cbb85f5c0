import { serverTimestamp } from 'firebase/firestore';
import type { TQuoteDocument, TQuoteKind } from '@voltia/domain';
import { makeNewQuote } from '@voltia/domain/testing';

// What is specific to the rules tests: a document as the client writes it, with the timestamps left
// to the server (the rules require request.time). The quotes and lines are the domain factories'.

function asWritten(quote: TQuoteDocument, overrides: Record<string, unknown>) {
  return { ...quote, created_at: serverTimestamp(), updated_at: serverTimestamp(), ...overrides };
}

/** A new quote as the storefront writes it for a visitor: the domain's defaults, anonymous. */
export function newQuoteDoc(ownerUid: string, kind: TQuoteKind = 'cart', overrides: Record<string, unknown> = {}) {
  return asWritten(makeNewQuote({ ownerUid, kind }), overrides);
}

/** A signed-in customer's new quote: newQuote with the customer's name, so not anonymous. */
export function signedInQuoteDoc(ownerUid: string, customerName: string, overrides: Record<string, unknown> = {}) {
  return asWritten(makeNewQuote({ ownerUid, customerName }), overrides);
}
