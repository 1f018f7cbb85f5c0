// An in-memory quote store for the quotes function's unit tests. Not bundled.
import type {
  TCartLine,
  TOrderDocument,
  TOrderHistoryEntry,
  TProductFacts,
  TQuoteDesk,
  TQuoteDocument,
  TQuoteHistoryEntry,
  TQuoteMessage,
  TSatKeysByProductId,
  TStaffMember,
  TStatsFact,
} from '@voltia/domain';
import type { TOutboxMail } from '../outbox/outbox-mail';
import type { TQuoteTransaction, TRunQuoteTransaction } from '../quotes/quote-transaction';

export type TFakeQuoteStoreSeed = {
  readonly quotes?: Readonly<Record<string, TQuoteDocument>>;
  readonly lines?: Readonly<Record<string, readonly TCartLine[]>>;
  /** Ids of line documents that do not parse as cart lines, by quote. */
  readonly unreadableLines?: Readonly<Record<string, readonly string[]>>;
  /** The catalogue: `products/{id}` facts by product id. */
  readonly products?: Readonly<Record<string, TProductFacts>>;
  /** The SAT keys each product is invoiced with now (productSatKeys), by product id. */
  readonly satKeys?: TSatKeysByProductId;
  /** profile-user full_name by uid. */
  readonly profiles?: Readonly<Record<string, string>>;
  readonly desks?: Readonly<Record<string, TQuoteDesk>>;
  readonly staff?: Readonly<Record<string, TStaffMember>>;
  readonly counters?: Readonly<Record<string, number>>;
  /** `product-prices/{id}.list_price_cents` by product id. */
  readonly listPrices?: Readonly<Record<string, number>>;
  /** Product costs in cents (`product-prices/{id}.cost_cents`). */
  readonly costs?: Readonly<Record<string, number>>;
  /** `profile-user/{uid}/billing/fiscal` as stored, by uid. */
  readonly fiscal?: Readonly<Record<string, unknown>>;
  /** `profile-user/{uid}/delivery-sites/{id}` as stored, by uid then site id. */
  readonly sites?: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  readonly orders?: Readonly<Record<string, TOrderDocument>>;
};

/**
 * Quotes and everything around them in maps, with a transaction that applies its writes only when
 * the work resolves (a refusal thrown inside writes nothing), and logs of committed quote and line
 * writes. Like Firestore, it refuses a read after the transaction's first write.
 */
export function fakeQuoteStore(seed: TFakeQuoteStoreSeed = {}) {
  const quotes = new Map(Object.entries(seed.quotes ?? {}));
  const lines = new Map(Object.entries(seed.lines ?? {}).map(([id, list]) => [id, [...list]]));
  const desks = new Map(Object.entries(seed.desks ?? {}));
  const staff = new Map(Object.entries(seed.staff ?? {}));
  const counters = new Map(Object.entries(seed.counters ?? {}));
  const history = new Map<string, TQuoteHistoryEntry[]>();
  const orders = new Map(Object.entries(seed.orders ?? {}));
  const orderHistory = new Map<string, TOrderHistoryEntry[]>();
  const messages = new Map<string, { id: string; message: TQuoteMessage }[]>();
  const outbox = new Map<string, TOutboxMail>();
  /** The stats facts committed with quote changes, in order. */
  const statsFacts: { fact: TStatsFact; at: Date }[] = [];
  const writes: { quoteId: string; quote: TQuoteDocument }[] = [];
  const lineWrites: { quoteId: string; line: TCartLine }[] = [];
  let ids = 0;

  const runTransaction: TRunQuoteTransaction = async (work) => {
    const pending: (() => void)[] = [];
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
        const readable = lines.get(quoteId) ?? [];
        const unreadableIds = seed.unreadableLines?.[quoteId] ?? [];
        return read({ count: readable.length + unreadableIds.length, lines: readable, unreadableIds });
      },
      getProducts: async (productIds) => read(new Map(productIds.map((id) => [id, seed.products?.[id]]))),
      getProductSatKeys: async (productIds) =>
        read(
          Object.fromEntries(
            productIds.flatMap((id) => (seed.satKeys?.[id] === undefined ? [] : [[id, seed.satKeys[id]] as const])),
          ),
        ),
      getListPrices: async (productIds) =>
        read(
          new Map(
            productIds.flatMap((id) =>
              seed.listPrices?.[id] === undefined ? [] : [[id, seed.listPrices[id]] as const],
            ),
          ),
        ),
      getCosts: async (productIds) =>
        read(
          new Map(productIds.flatMap((id) => (seed.costs?.[id] === undefined ? [] : [[id, seed.costs[id]] as const]))),
        ),
      getProfileFullName: async (uid) => read(seed.profiles?.[uid]),
      getDesk: async (quoteId) => read(desks.get(quoteId)),
      getStaffMember: async (uid) => read(staff.get(uid)),
      getCounter: async (counterId) => read(counters.get(counterId)),
      getOrder: async (orderId) => read(orders.get(orderId)),
      getFiscalData: async (uid) => read(seed.fiscal?.[uid]),
      getDeliverySite: async (uid, siteId) => read(seed.sites?.[uid]?.[siteId]),
      newId: () => `new-${(ids += 1)}`,
      updateQuote: (quoteId, quote) =>
        write(() => {
          quotes.set(quoteId, quote);
          writes.push({ quoteId, quote });
        }),
      createQuote: (quoteId, quote) => {
        if (quotes.has(quoteId)) throw new Error(`quote ${quoteId} exists`);
        write(() => {
          quotes.set(quoteId, quote);
          writes.push({ quoteId, quote });
        });
      },
      updateLines: (quoteId, written) =>
        write(() => {
          for (const line of written) {
            lines.set(quoteId, [
              ...(lines.get(quoteId) ?? []).filter((stored) => stored.product_id !== line.product_id),
              line,
            ]);
            lineWrites.push({ quoteId, line });
          }
        }),
      setDesk: (quoteId, desk) => write(() => desks.set(quoteId, desk)),
      setCounter: (counterId, next) => write(() => counters.set(counterId, next)),
      createOrder: (orderId, order) => {
        if (orders.has(orderId)) throw new Error(`order ${orderId} exists`);
        write(() => orders.set(orderId, order));
      },
      updateOrder: (orderId, order) =>
        write(() => {
          if (!orders.has(orderId)) throw new Error(`order ${orderId} does not exist`);
          orders.set(orderId, order);
        }),
      appendOrderHistory: (orderId, entries) =>
        write(() => orderHistory.set(orderId, [...(orderHistory.get(orderId) ?? []), ...entries])),
      appendHistory: (quoteId, entries) =>
        write(() => history.set(quoteId, [...(history.get(quoteId) ?? []), ...entries])),
      addMessage: (quoteId, id, message) =>
        write(() => messages.set(quoteId, [...(messages.get(quoteId) ?? []), { id, message }])),
      queueMail: (mail) =>
        write(() => {
          if (outbox.has(mail.id)) throw new Error(`outbox ${mail.id} exists`);
          outbox.set(mail.id, mail);
        }),
      recordStatsFacts: (facts, at) => write(() => statsFacts.push(...facts.map((fact) => ({ fact, at })))),
    };
    const result = await work(tx);
    for (const apply of pending) apply();
    return result;
  };
  return {
    quotes,
    lines,
    desks,
    staff,
    counters,
    history,
    orders,
    orderHistory,
    messages,
    outbox,
    statsFacts,
    writes,
    lineWrites,
    runTransaction,
  };
}
