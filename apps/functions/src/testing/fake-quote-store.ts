// An in-memory quote store for the quotes function's unit tests. Not bundled.
import type { TCartLine, TProduct, TQuoteDesk, TQuoteDocument, TQuoteHistoryEntry, TQuoteMessage, TStaffMember } from '@voltia/domain';
import type { TOutboxMail } from '../outbox/outbox-mail';
import type { TQuoteTransaction, TRunQuoteTransaction } from '../quotes/quote-transaction';

export type TFakeQuoteStoreSeed = {
  readonly quotes?: Readonly<Record<string, TQuoteDocument>>;
  readonly lines?: Readonly<Record<string, readonly TCartLine[]>>;
  /** profile-user full_name by uid. */
  readonly profiles?: Readonly<Record<string, string>>;
  readonly desks?: Readonly<Record<string, TQuoteDesk>>;
  readonly staff?: Readonly<Record<string, TStaffMember>>;
  readonly products?: Readonly<Record<string, TProduct>>;
  readonly counters?: Readonly<Record<string, number>>;
};

/**
 * Quotes and everything around them in maps, with a transaction that applies its writes only when
 * the work resolves (a refusal thrown inside writes nothing), and a log of committed quote writes.
 * Like Firestore, it refuses a read after the transaction's first write.
 */
export function fakeQuoteStore(seed: TFakeQuoteStoreSeed = {}) {
  const quotes = new Map(Object.entries(seed.quotes ?? {}));
  const lines = new Map(Object.entries(seed.lines ?? {}).map(([id, list]) => [id, [...list]]));
  const desks = new Map(Object.entries(seed.desks ?? {}));
  const staff = new Map(Object.entries(seed.staff ?? {}));
  const products = new Map(Object.entries(seed.products ?? {}));
  const counters = new Map(Object.entries(seed.counters ?? {}));
  const history = new Map<string, TQuoteHistoryEntry[]>();
  const messages = new Map<string, { id: string; message: TQuoteMessage }[]>();
  const outbox = new Map<string, TOutboxMail>();
  const writes: { quoteId: string; quote: TQuoteDocument }[] = [];
  let ids = 0;

  const runTransaction: TRunQuoteTransaction = async (work) => {
    const pending: (() => void)[] = [];
    const quoteWrites: { quoteId: string; quote: TQuoteDocument }[] = [];
    let wrote = false;
    const read = <T>(value: T): T => {
      if (wrote) throw new Error('read after write in a transaction');
      return value;
    };
    const write = (apply: () => void) => {
      wrote = true;
      pending.push(apply);
    };
    const tx: TQuoteTransaction = {
      getQuote: async (quoteId) => read(quotes.get(quoteId)),
      getLines: async (quoteId) => {
        const list = lines.get(quoteId) ?? [];
        return read({ count: list.length, lines: list });
      },
      getProfileFullName: async (uid) => read(seed.profiles?.[uid]),
      getDesk: async (quoteId) => read(desks.get(quoteId)),
      getStaffMember: async (uid) => read(staff.get(uid)),
      getProducts: async (productIds) => read(new Map(productIds.flatMap((id) => (products.has(id) ? [[id, products.get(id) as TProduct]] : [])))),
      getCounter: async (counterId) => read(counters.get(counterId)),
      newId: () => `new-${(ids += 1)}`,
      updateQuote: (quoteId, quote) => {
        quoteWrites.push({ quoteId, quote });
        write(() => quotes.set(quoteId, quote));
      },
      createQuote: (quoteId, quote) => {
        if (quotes.has(quoteId)) throw new Error(`quote ${quoteId} exists`);
        quoteWrites.push({ quoteId, quote });
        write(() => quotes.set(quoteId, quote));
      },
      replaceLines: (quoteId, next) => write(() => lines.set(quoteId, [...next])),
      setDesk: (quoteId, desk) => write(() => desks.set(quoteId, desk)),
      setCounter: (counterId, next) => write(() => counters.set(counterId, next)),
      appendHistory: (quoteId, entries) => write(() => history.set(quoteId, [...(history.get(quoteId) ?? []), ...entries])),
      addMessage: (quoteId, id, message) => write(() => messages.set(quoteId, [...(messages.get(quoteId) ?? []), { id, message }])),
      queueMail: (mail) =>
        write(() => {
          if (outbox.has(mail.id)) throw new Error(`outbox ${mail.id} exists`);
          outbox.set(mail.id, mail);
        }),
    };
    const result = await work(tx);
    for (const apply of pending) apply();
    writes.push(...quoteWrites);
    return result;
  };
  return { quotes, lines, desks, staff, products, counters, history, messages, outbox, writes, runTransaction };
}
