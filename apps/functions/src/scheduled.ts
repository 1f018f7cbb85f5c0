import { FIRESTORE_COLLECTIONS } from '@voltia/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { adminFirestore } from './admin-firestore';
import { logger } from './logger';
import { sweepOutbox } from './outbox/deliver-outbox-mail';
import { productionDeliveryDeps } from './outbox/delivery-deps';
import { expireDueQuotes } from './quotes/expire-due-quotes';
import { firestoreQuoteTransaction } from './quotes/firestore-quote-transaction';

const expiryLogger = logger.child({ fn: 'expireQuotes' });
const outboxLogger = logger.child({ fn: 'deliverOutbox' });

/** The expiry run's dependencies on the real Firestore (the integration tests call the same handler). */
export function productionExpiryDeps() {
  const db = adminFirestore();
  return {
    listDueQuoteIds: async (now: Date, limit: number) => {
      const due = await db
        .collection(FIRESTORE_COLLECTIONS.quotes)
        .where('status', '==', 'sent')
        .where('valid_until', '<', Timestamp.fromDate(now))
        .orderBy('valid_until')
        .limit(limit)
        .get();
      return due.docs.map((doc) => doc.id);
    },
    runTransaction: firestoreQuoteTransaction(db),
    now: () => new Date(),
    logger: expiryLogger,
  };
}

/** Every hour: sent quotes past their validity become expired (issue 11, section 4). */
export const expireQuotes = onSchedule({ schedule: 'every 60 minutes', timeZone: 'America/Mexico_City' }, async () => {
  await expireDueQuotes(productionExpiryDeps());
});

/** Every 5 minutes: emails whose first delivery failed get another attempt. */
export const deliverOutbox = onSchedule({ schedule: 'every 5 minutes', timeZone: 'America/Mexico_City' }, async () => {
  await sweepOutbox(productionDeliveryDeps(outboxLogger));
});
