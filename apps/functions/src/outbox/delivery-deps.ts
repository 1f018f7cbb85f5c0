import { FIRESTORE_COLLECTIONS, orderPdfFilename, quotePdfFilename } from '@voltia/domain';
import { adminFirestore } from '../admin-firestore';
import { functionsEnv } from '../env';
import type { THandlerLogger } from '../http/http-types';
import { sendMailOverSmtp } from '../mailing/smtp-transport';
import { orderPdf } from '../pdf/order-pdf';
import { quotePdf } from '../pdf/quote-pdf';
import { orderFromFirestore, quoteFromFirestore } from '../quotes/quote-firestore-data';
import type { TDeliveryDeps } from './deliver-outbox-mail';
import { firestoreOutbox } from './outbox-store';

/** Delivery against the real outbox, SMTP server, quotes and orders (the functions and the sweep share it). */
export function productionDeliveryDeps(logger: THandlerLogger): TDeliveryDeps {
  const env = functionsEnv();
  const db = adminFirestore();
  return {
    outbox: firestoreOutbox(db),
    send: (mail) => sendMailOverSmtp(env, mail),
    quotePdf: async (quoteId) => {
      const data = (await db.collection(FIRESTORE_COLLECTIONS.quotes).doc(quoteId).get()).data();
      if (data === undefined) throw new Error(`quote ${quoteId} not found for its PDF`);
      const quote = quoteFromFirestore(data);
      return {
        filename: quotePdfFilename(quote.quote_number, quoteId),
        content: await quotePdf(quoteId, quote),
        contentType: 'application/pdf',
      };
    },
    orderPdf: async (orderId) => {
      const [orderData, quoteData] = await Promise.all([
        db.collection(FIRESTORE_COLLECTIONS.orders).doc(orderId).get(),
        db.collection(FIRESTORE_COLLECTIONS.quotes).doc(orderId).get(),
      ]).then((snapshots) => snapshots.map((snapshot) => snapshot.data()));
      if (orderData === undefined) throw new Error(`order ${orderId} not found for its PDF`);
      const order = orderFromFirestore(orderData);
      return {
        filename: orderPdfFilename(order.order_number),
        content: await orderPdf(orderId, order, quoteData === undefined ? undefined : quoteFromFirestore(quoteData)),
        contentType: 'application/pdf',
      };
    },
    now: () => new Date(),
    logger,
  };
}
