import { AppError, describeIssues, ZQuoteDocument } from '@voltia/domain';
import type { TQuoteDocument } from '@voltia/domain';
import { Timestamp } from 'firebase-admin/firestore';

/** A stored quote-detail document as the domain reads it: Timestamps become Dates, then ZQuoteDocument parses it. */
export function quoteFromFirestore(data: Readonly<Record<string, unknown>>): TQuoteDocument {
  const withDates = Object.fromEntries(Object.entries(data).map(([key, value]) => [key, value instanceof Timestamp ? value.toDate() : value]));
  const parsed = ZQuoteDocument.safeParse(withDates);
  // A stored quote the schema refuses was written some other way: nothing may act on it.
  if (!parsed.success) throw new AppError('firestore/data-loss', { cause: parsed.error, detail: describeIssues(parsed.error.issues) });
  return parsed.data;
}

/** The quote's fields as Firestore stores them: Dates become Timestamps. */
export function quoteToFirestore(quote: TQuoteDocument): Record<string, unknown> {
  return Object.fromEntries(Object.entries(quote).map(([key, value]) => [key, value instanceof Date ? Timestamp.fromDate(value) : value]));
}
