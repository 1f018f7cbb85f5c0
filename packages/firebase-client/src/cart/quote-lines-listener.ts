import { collection, doc, onSnapshot, type DocumentSnapshot, type Firestore } from 'firebase/firestore';
import { ZCartLine, compareCartLines, type TCartLine } from '@voltia/domain';
import { FIRESTORE_PATHS } from '../firestore-paths';

export type TListenedLines = { readonly list: TCartLine[]; readonly pending: boolean };

/**
 * Follows a quote document and its `cart` lines (one listener each) and delivers them together
 * once both have answered, lines in the cart's order (malformed lines left out). `readQuote` turns
 * the document into what the caller shows; null (missing or malformed) fails the subscription.
 * After the first failure nothing more is delivered. Returns the unsubscribe function.
 */
export function listenQuoteAndLines<TQuote>(
  db: Firestore,
  quoteId: string,
  readQuote: (snap: DocumentSnapshot) => TQuote | null,
  onChange: (quote: TQuote, lines: TListenedLines) => void,
  onFail: (error: unknown, missing: boolean) => void,
): () => void {
  let quote: TQuote | undefined;
  let lines: TListenedLines | undefined;
  let failed = false;
  const fail = (error: unknown, missing = false) => {
    if (failed) return;
    failed = true;
    onFail(error, missing);
  };
  const emit = () => {
    if (!failed && quote !== undefined && lines !== undefined) onChange(quote, lines);
  };

  const stopQuote = onSnapshot(
    doc(db, ...FIRESTORE_PATHS.quote(quoteId)),
    (snap) => {
      const read = readQuote(snap);
      if (read === null) return fail(new Error(`quote ${quoteId} missing or malformed`), true);
      quote = read;
      emit();
    },
    (error) => fail(error),
  );
  const stopLines = onSnapshot(
    collection(db, ...FIRESTORE_PATHS.cartLines(quoteId)),
    (snap) => {
      const list = snap.docs
        .map((d) => ZCartLine.safeParse(d.data()))
        .flatMap((r) => (r.success ? [r.data] : []))
        .sort(compareCartLines);
      lines = { list, pending: snap.metadata.hasPendingWrites };
      emit();
    },
    (error) => fail(error),
  );
  return () => {
    stopQuote();
    stopLines();
  };
}
