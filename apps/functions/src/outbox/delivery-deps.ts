import { FIRESTORE_COLLECTIONS, quotePdfFilename } from '@voltia/domain';
import { adminFirestore } from '../admin-firestore';
import { functionsEnv } from '../env';
import type { THandlerLogger } from '../http/http-types';
import { sendMailOverSmtp } from '../mailing/smtp-transport';
import { quotePdf } from '../pdf/quote-pdf';
import { quoteFromFirestore } from '../quotes/quote-firestore-data';
import type { TDeliveryDeps } from './deliver-outbox-mail';
import { firestoreOutbox } from './outbox-store';

/** Delivery against the real outbox, SMTP server and quotes (the functions and the sweep share it). */
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
    now: () => new Date(),
    logger,
  };
}
