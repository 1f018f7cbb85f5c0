import { collection, doc, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore';
import { onServerFirstSnapshot } from '../server-first-snapshot';
import {
  CUSTOMER_LIST_STEP,
  AppError,
  ZQuoteDocument,
  newQuote,
  toAppError,
  unwrapResult,
  type TCartLine,
  type TQuoteDocument,
} from '@voltia/domain';
import { FIRESTORE_PATHS } from '../firestore-paths';
import { listenQuoteAndLines } from '../cart/quote-lines-listener';
import { withDates } from '../firestore-dates';
import { newestOf, type TNewest } from '../newest-window';
import { ownerQuotesQuery } from './owner-quotes-query';

export type TStoredQuote = TQuoteDocument & { readonly id: string };

function parseQuote(id: string, data: Record<string, unknown>): TStoredQuote | null {
  const parsed = ZQuoteDocument.safeParse(withDates(data));
  return parsed.success ? { ...parsed.data, id } : null;
}

/**
 * The customer's quotes, live, most recently changed first ("Mis cotizaciones"): the newest `shown`,
 * and whether older ones remain. The query names the owner, which is what the rules require of a
 * list query.
 */
export function subscribeCustomerQuotes(
  db: Firestore,
  ownerUid: string,
  onChange: (quotes: TNewest<TStoredQuote>) => void,
  onError: (error: AppError) => void,
  shown: number = CUSTOMER_LIST_STEP,
): () => void {
  return subscribeNewestOfOwner(db, ownerUid, false, onChange, onError, shown);
}

/**
 * The customer's drafts (quotes not yet asked for), live, most recently changed first, as
 * subscribeCustomerQuotes: the lists of "Agregar a lista" are among them (the domain's
 * isCustomerList), so a list changed long ago is not lost behind a hundred newer requested quotes.
 */
export function subscribeCustomerDrafts(
  db: Firestore,
  ownerUid: string,
  onChange: (drafts: TNewest<TStoredQuote>) => void,
  onError: (error: AppError) => void,
  shown: number = CUSTOMER_LIST_STEP,
): () => void {
  return subscribeNewestOfOwner(db, ownerUid, true, onChange, onError, shown);
}

function subscribeNewestOfOwner(
  db: Firestore,
  ownerUid: string,
  draftsOnly: boolean,
  onChange: (quotes: TNewest<TStoredQuote>) => void,
  onError: (error: AppError) => void,
  shown: number,
): () => void {
  return onServerFirstSnapshot(
    ownerQuotesQuery(db, ownerUid, shown + 1, draftsOnly),
    // A just-written quote has no server time yet; estimates keep it in the list meanwhile.
    (snap) => onChange(newestOf(snap, shown, parseQuote)),
    (error) => onError(new AppError('quotes/read-failed', { cause: error })),
  );
}

export type TQuoteWithLines = { readonly quote: TStoredQuote; readonly lines: readonly TCartLine[] };

/** One quote and its lines, live (the customer's quote page). */
export function subscribeQuoteWithLines(
  db: Firestore,
  quoteId: string,
  onChange: (value: TQuoteWithLines) => void,
  onError: (error: AppError) => void,
): () => void {
  return listenQuoteAndLines(
    db,
    quoteId,
    (snap) => {
      const data = snap.data({ serverTimestamps: 'estimate' });
      return data === undefined ? null : parseQuote(snap.id, data);
    },
    (quote, lines) => onChange({ quote, lines: lines.list }),
    // The rules refuse someone else's quote just as one that does not exist (they read the stored
    // owner), so to the person both are "not found": an id cannot be probed.
    (error, missing) =>
      onError(
        new AppError(
          missing || toAppError(error).code === 'firestore/permission-denied'
            ? 'firestore/not-found'
            : 'quotes/read-failed',
          { cause: error },
        ),
      ),
  );
}

/** A new, empty list: a draft quote with its own alias carrying the customer's identity. */
export async function createList(
  db: Firestore,
  input: { ownerUid: string; customerName: string | null; alias: string },
): Promise<string> {
  const quote = unwrapResult(
    newQuote({
      ownerUid: input.ownerUid,
      customerName: input.customerName,
      alias: input.alias,
      kind: 'cart',
      now: new Date(),
    }),
  );
  const ref = doc(collection(db, FIRESTORE_PATHS.quotes));
  await setDoc(ref, { ...quote, created_at: serverTimestamp(), updated_at: serverTimestamp() });
  return ref.id;
}
