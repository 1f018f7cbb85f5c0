// An in-memory quote store for the quotes function's unit tests. Not bundled.
import type { TCartLine, TProductFacts, TQuoteDocument } from '@voltia/domain';
import type { TQuoteTransaction, TRunQuoteTransaction } from '../quotes/quote-transaction';

export type TFakeQuoteStoreSeed = {
  readonly quotes?: Readonly<Record<string, TQuoteDocument>>;
  readonly lines?: Readonly<Record<string, readonly TCartLine[]>>;
  /** Ids of line documents that do not parse as cart lines, by quote. */
  readonly unreadableLines?: Readonly<Record<string, readonly string[]>>;
  /** The catalogue: `products/{id}` facts by product id. */
  readonly products?: Readonly<Record<string, TProductFacts>>;
  /** profile-user full_name by uid. */
  readonly profiles?: Readonly<Record<string, string>>;
};

/**
 * Quotes, lines, products and profiles in maps, with a transaction that applies its writes only
 * when the work resolves (a refusal thrown inside writes nothing), and logs of committed writes.
 */
export function fakeQuoteStore(seed: TFakeQuoteStoreSeed = {}) {
  const quotes = new Map(Object.entries(seed.quotes ?? {}));
  const lines = new Map(Object.entries(seed.lines ?? {}).map(([quoteId, quoteLines]) => [quoteId, [...quoteLines]]));
  const writes: { quoteId: string; quote: TQuoteDocument }[] = [];
  const lineWrites: { quoteId: string; line: TCartLine }[] = [];
  const runTransaction: TRunQuoteTransaction = async (work) => {
    const pending = new Map<string, TQuoteDocument>();
    const pendingLines: { quoteId: string; line: TCartLine }[] = [];
    const tx: TQuoteTransaction = {
      getQuote: async (quoteId) => quotes.get(quoteId),
      getLines: async (quoteId) => {
        const readable = lines.get(quoteId) ?? [];
        const unreadableIds = seed.unreadableLines?.[quoteId] ?? [];
        return { count: readable.length + unreadableIds.length, lines: readable, unreadableIds };
      },
      getProducts: async (productIds) => new Map(productIds.map((id) => [id, seed.products?.[id]])),
      getProfileFullName: async (uid) => seed.profiles?.[uid],
      updateQuote: (quoteId, quote) => {
        pending.set(quoteId, quote);
      },
      updateLines: (quoteId, written) => {
        pendingLines.push(...written.map((line) => ({ quoteId, line })));
      },
    };
    const result = await work(tx);
    for (const [quoteId, quote] of pending) {
      quotes.set(quoteId, quote);
      writes.push({ quoteId, quote });
    }
    for (const write of pendingLines) {
      const quoteLines = lines.get(write.quoteId) ?? [];
      lines.set(write.quoteId, [...quoteLines.filter((line) => line.product_id !== write.line.product_id), write.line]);
      lineWrites.push(write);
    }
    return result;
  };
  return { quotes, lines, writes, lineWrites, runTransaction };
}
