import {
  withOrderSearchKeys,
  withSearchKeys,
  ZOrderDocument,
  ZQuoteDesk,
  ZQuoteDocument,
  ZStaffMember,
} from '@voltia/domain';
import type { TOrderDocument, TQuoteDesk, TQuoteDocument, TStaffMember } from '@voltia/domain';
import { parseStored, withTimestamps } from '../firestore/stored-data';

/** A stored quote-detail document as the domain reads it. */
export function quoteFromFirestore(data: Readonly<Record<string, unknown>>): TQuoteDocument {
  return parseStored(ZQuoteDocument, data, 'quote');
}

/**
 * The quote's fields as Firestore stores them, with the inbox's `search_keys` derived from them,
 * so the keys can never drift from the quote they describe.
 */
export function quoteToFirestore(quote: TQuoteDocument): Record<string, unknown> {
  return withTimestamps(withSearchKeys(quote));
}

export function deskFromFirestore(data: Readonly<Record<string, unknown>>): TQuoteDesk {
  return parseStored(ZQuoteDesk, data, 'desk');
}

export function staffMemberFromFirestore(data: Readonly<Record<string, unknown>>): TStaffMember {
  return parseStored(ZStaffMember, data, 'staff member');
}

export function orderFromFirestore(data: Readonly<Record<string, unknown>>): TOrderDocument {
  return parseStored(ZOrderDocument, data, 'order');
}

/**
 * The order's fields as Firestore stores them, with the staff order list's `search_keys` derived
 * from them (folio, quote, purchase order, customer, RFC, razón social, site), so they never drift.
 */
export function orderToFirestore(order: TOrderDocument): Record<string, unknown> {
  return withTimestamps(withOrderSearchKeys(order));
}
