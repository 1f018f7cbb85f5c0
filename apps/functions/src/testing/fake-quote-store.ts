// An in-memory quote store for the quotes function's unit tests. Not bundled.
import type { TCartLine, TQuoteDocument } from '@voltia/domain';
import type { TQuoteTransaction, TRunQuoteTransaction } from '../quotes/quote-transaction';

export type TFakeQuoteStoreSeed = {
  readonly quotes?: Readonly<Record<string, TQuoteDocument>>;
  readonly lines?: Readonly<Record<string, readonly TCartLine[]>>;
  /** profile-user full_name by uid. */
  readonly profiles?: Readonly<Record<string, string>>;
};

/**
 * Quotes, lines and profiles in maps, with a transaction that applies its writes only when the work
 * resolves (a refusal thrown inside writes nothing), and a log of committed writes.
 */
export function fakeQuoteStore(seed: TFakeQuoteStoreSeed = {}) {
  const quotes = new Map(Object.entries(seed.quotes ?? {}));
  const writes: { quoteId: string; quote: TQuoteDocument }[] = [];
  const runTransaction: TRunQuoteTransaction = async (work) => {
    const pending = new Map<string, TQuoteDocument>();
    const tx: TQuoteTransaction = {
      getQuote: async (quoteId) => quotes.get(quoteId),
      getLines: async (quoteId) => {
        const lines = seed.lines?.[quoteId] ?? [];
        return { count: lines.length, lines };
      },
      getProfileFullName: async (uid) => seed.profiles?.[uid],
      updateQuote: (quoteId, quote) => {
        pending.set(quoteId, quote);
      },
    };
    const result = await work(tx);
    for (const [quoteId, quote] of pending) {
      quotes.set(quoteId, quote);
      writes.push({ quoteId, quote });
    }
    return result;
  };
  return { quotes, writes, runTransaction };
}
