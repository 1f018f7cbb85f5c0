import {
  FIRESTORE_COLLECTIONS,
  FISCAL_DATA_DOC_ID,
  productFactsFrom,
  productSatKeysFrom,
  STATS_COLLECTIONS,
  ZCartLine,
  ZProductPrice,
} from '@voltia/domain';
import type { TProductFacts, TProductPrice } from '@voltia/domain';
import type { CollectionReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { outboxMailToFirestore } from '../outbox/outbox-store';
import { DEFAULT_STATS_EVENT_RETENTION_DAYS } from '../env';
import { isPlainDocId } from '../stats/stats-doc-ids';
import { quoteFactDocument } from '../stats/stats-event-document';
import {
  deskFromFirestore,
  orderFromFirestore,
  orderToFirestore,
  quoteFromFirestore,
  quoteToFirestore,
  staffMemberFromFirestore,
} from './quote-firestore-data';
import { withDates, withTimestamps } from '../firestore/stored-data';
import type { TRunQuoteTransaction } from './quote-transaction';
import { atCommitTime } from '../firestore/commit-time';
import { runTransaction } from '../firestore/run-transaction';

/**
 * History ids sort as the entries were written: the instant, then the order within one write; a
 * random tail keeps two writes in the same millisecond apart.
 */
export function historyEntryId(at: Date, index: number, tail: string): string {
  return `${String(at.getTime()).padStart(15, '0')}-${String(index).padStart(3, '0')}-${tail.slice(0, 8)}`;
}

/**
 * The quote routes' transaction on the Admin SDK's Firestore (security rules do not apply here: the
 * routes are the rules). Quote facts for the stats expire after `statsRetentionDays`.
 */
function priceFigure(
  prices: readonly (readonly [string, TProductPrice])[],
  field: 'list_price_cents' | 'cost_cents',
): Map<string, number> {
  return new Map(prices.map(([productId, price]) => [productId, price[field]]));
}

export function firestoreQuoteTransaction(
  db: Firestore,
  statsRetentionDays: number = DEFAULT_STATS_EVENT_RETENTION_DAYS,
): TRunQuoteTransaction {
  const C = FIRESTORE_COLLECTIONS;
  const quoteRef = (quoteId: string) => db.collection(C.quotes).doc(quoteId);
  const lineRef = (quoteId: string, productId: string) => quoteRef(quoteId).collection(C.cartLines).doc(productId);
  const orderRef = (orderId: string) => db.collection(C.orders).doc(orderId);
  const profileRef = (uid: string) => db.collection(C.profiles).doc(uid);
  /** Writes entries into a history sub-collection, in order, each at the commit's time. */
  const appendEntries = (
    tx: Transaction,
    history: CollectionReference,
    entries: readonly { readonly at: Date }[],
  ): void => {
    const tail = history.doc().id;
    entries.forEach((entry, index) =>
      tx.create(history.doc(historyEntryId(entry.at, index, tail)), atCommitTime(withTimestamps(entry))),
    );
  };
  return (work) =>
    runTransaction(db, (tx) => {
      /** The stored price documents of the products, parsed; one that does not parse is left out. */
      const readPrices = async (productIds: readonly string[]): Promise<(readonly [string, TProductPrice])[]> => {
        const ids = [...new Set(productIds)].filter(isPlainDocId);
        const snapshots =
          ids.length === 0 ? [] : await tx.getAll(...ids.map((id) => db.collection(C.productPrices).doc(id)));
        return snapshots.flatMap((snapshot) => {
          const parsed = ZProductPrice.safeParse(snapshot.exists ? withDates(snapshot.data() ?? {}) : undefined);
          return parsed.success ? [[snapshot.id, parsed.data] as const] : [];
        });
      };
      /** The stored `products/{id}` documents of the ids Firestore can name as one document ("a/b", "__x__" cannot). */
      const readProducts = async (productIds: readonly string[]) => {
        const ids = [...new Set(productIds)].filter(isPlainDocId);
        return ids.length === 0 ? [] : tx.getAll(...ids.map((id) => db.collection(C.products).doc(id)));
      };
      return work({
        getQuote: async (quoteId) => {
          const data = (await tx.get(quoteRef(quoteId))).data();
          return data === undefined ? undefined : quoteFromFirestore(data);
        },
        getLines: async (quoteId) => {
          const snapshot = await tx.get(quoteRef(quoteId).collection(C.cartLines));
          const parsed = snapshot.docs.map((doc) => ({ id: doc.id, line: ZCartLine.safeParse(doc.data()) }));
          return {
            count: snapshot.size,
            lines: parsed.flatMap(({ line }) => (line.success ? [line.data] : [])),
            unreadableIds: parsed.flatMap(({ id, line }) => (line.success ? [] : [id])),
          };
        },
        getProducts: async (productIds) =>
          new Map<string, TProductFacts | undefined>(
            (await readProducts(productIds)).map((snapshot) => [snapshot.id, productFactsFrom(snapshot.data())]),
          ),
        getProductSatKeys: async (productIds) =>
          Object.fromEntries(
            (await readProducts(productIds)).flatMap((snapshot) => {
              const keys = productSatKeysFrom(snapshot.data());
              return keys === undefined ? [] : [[snapshot.id, keys] as const];
            }),
          ),
        // A document that does not parse as a price gives no figure.
        getListPrices: async (productIds) => priceFigure(await readPrices(productIds), 'list_price_cents'),
        getCosts: async (productIds) => priceFigure(await readPrices(productIds), 'cost_cents'),
        getProfileFullName: async (uid) => {
          const fullName: unknown = (await tx.get(db.collection(C.profiles).doc(uid))).get('full_name');
          return typeof fullName === 'string' ? fullName : undefined;
        },
        getDesk: async (quoteId) => {
          const data = (await tx.get(db.collection(C.quoteDesks).doc(quoteId))).data();
          return data === undefined ? undefined : deskFromFirestore(data);
        },
        getStaffMember: async (uid) => {
          const data = (await tx.get(db.collection(C.staffMembers).doc(uid))).data();
          return data === undefined ? undefined : staffMemberFromFirestore(data);
        },
        getCounter: async (counterId) => (await tx.get(db.collection(C.counters).doc(counterId))).get('next'),
        getOrder: async (orderId) => {
          const data = (await tx.get(orderRef(orderId))).data();
          return data === undefined ? undefined : orderFromFirestore(data);
        },
        getFiscalData: async (uid) => {
          const data = (await tx.get(profileRef(uid).collection(C.billing).doc(FISCAL_DATA_DOC_ID))).data();
          return data === undefined ? undefined : withDates(data);
        },
        getDeliverySite: async (uid, siteId) => {
          if (!isPlainDocId(siteId)) return undefined;
          const data = (await tx.get(profileRef(uid).collection(C.deliverySites).doc(siteId))).data();
          return data === undefined ? undefined : withDates(data);
        },

        updateQuote: (quoteId, quote) => {
          tx.update(quoteRef(quoteId), quoteToFirestore(quote));
        },
        createQuote: (quoteId, quote) => {
          tx.create(quoteRef(quoteId), quoteToFirestore(quote));
        },
        updateLines: (quoteId, lines) => {
          for (const line of lines) tx.set(lineRef(quoteId, line.product_id), line);
        },
        setDesk: (quoteId, desk) => {
          tx.set(db.collection(C.quoteDesks).doc(quoteId), withTimestamps(desk));
        },
        setCounter: (counterId, next) => {
          tx.set(db.collection(C.counters).doc(counterId), { next });
        },
        createOrder: (orderId, order) => {
          tx.create(orderRef(orderId), orderToFirestore(order));
        },
        updateOrder: (orderId, order) => {
          tx.update(orderRef(orderId), orderToFirestore(order));
        },
        appendOrderHistory: (orderId, entries) =>
          appendEntries(tx, orderRef(orderId).collection(C.quoteHistory), entries),
        appendHistory: (quoteId, entries) => appendEntries(tx, quoteRef(quoteId).collection(C.quoteHistory), entries),
        newId: () => db.collection(C.quotes).doc().id,
        addMessage: (quoteId, messageId, message) => {
          tx.create(quoteRef(quoteId).collection(C.quoteMessages).doc(messageId), withTimestamps(message));
        },
        queueMail: (mail) => {
          tx.create(db.collection(C.mailOutbox).doc(mail.id), outboxMailToFirestore(mail));
        },
        recordStatsFacts: (facts, at) => {
          const events = db.collection(STATS_COLLECTIONS.events);
          for (const fact of facts) tx.create(events.doc(), quoteFactDocument(fact, at, statsRetentionDays));
        },
      });
    });
}
